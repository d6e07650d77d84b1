import { setPath } from './paths';

/** What survives a reload: the step and the draft without its secrets (passwords, codes). */
interface Saved<D> {
    version: 1;
    step: number;
    draft: D;
}

const KEY_PREFIX = 'registration:';

export const saveProgress = <D>(key: string, step: number, draft: D, secrets: readonly string[]) => {
    const safe = secrets.reduce<D>((value, path) => setPath(value, path, ''), draft);
    try {
        sessionStorage.setItem(KEY_PREFIX + key, JSON.stringify({ version: 1, step, draft: safe }));
    } catch {
        // A full or blocked storage only costs the restore after a reload.
    }
};

export const clearProgress = (key: string) => sessionStorage.removeItem(KEY_PREFIX + key);

/** The saved progress merged over the empty draft (fields added since are kept), or null. */
export const loadProgress = <D extends object>(key: string, empty: D): { step: number; draft: D } | null => {
    try {
        const saved = JSON.parse(sessionStorage.getItem(KEY_PREFIX + key) ?? 'null') as Saved<D> | null;
        if (saved?.version !== 1 || typeof saved.step !== 'number' || typeof saved.draft !== 'object')
            return null;
        return { step: saved.step, draft: { ...empty, ...saved.draft } };
    } catch {
        return null;
    }
};
