import { useNotify, useStore } from 'react-admin';
import { appText } from '../../i18n';

/** Spec 1 §9: the starred pages keep the first 10. */
export const MAX_STARRED = 10;

export const useStarredPages = () => {
    const [starred, setStarred] = useStore<string[]>('starredPages', []);
    const notify = useNotify();
    const isStarred = (path: string) => starred.includes(path);
    const toggle = (path: string) => {
        if (isStarred(path)) {
            setStarred(starred.filter((p) => p !== path));
        } else if (starred.length >= MAX_STARRED) {
            notify(appText('app.shell.starred_full', { max: MAX_STARRED }), {
                type: 'warning',
            });
        } else {
            setStarred([...starred, path]);
        }
    };
    return { starred, isStarred, toggle };
};
