import { useNotify } from 'react-admin';
import { useMessages } from '../../i18n';
import { pixMessages } from './messages';

/** Copies text and says so in pt-BR; a browser that blocks the clipboard gets a warning instead. */
export const useCopy = () => {
    const notify = useNotify();
    const t = useMessages(pixMessages);
    return async (text: string, done: string) => {
        try {
            if (!navigator.clipboard?.writeText) throw new Error('Clipboard API indisponível');
            await navigator.clipboard.writeText(text);
            notify(done, { type: 'success' });
        } catch {
            notify(t('pix.common.copy_failed'), { type: 'warning' });
        }
    };
};
