import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SELECTION_SYNC_MODULE, skipSelectionSyncUntilFocus } from './dateFieldSync';

const packageDir = dirname(createRequire(import.meta.url).resolve('@mui/x-date-pickers'));
const modulePath = join(packageDir, 'internals/hooks/useField/syncSelectionToDOM.mjs');

/** The rewritten module, loaded with a fake document whose selection counts how often it is read. */
const loadRewritten = async () => {
    const code = skipSelectionSyncUntilFocus(readFileSync(modulePath, 'utf8'))
        .replace(/^import ownerDocument from .*$/m, 'const ownerDocument = (node) => node.ownerDocument;')
        .replace(/^import \{ getActiveElement \} from .*$/m, 'const getActiveElement = () => null;');
    const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
    return (await import(/* @vite-ignore */ url)) as { syncSelectionToDOM: (p: unknown) => void };
};

describe('the date field selection sync', () => {
    it('is the module the build rewrites', () => {
        expect(SELECTION_SYNC_MODULE.test(modulePath)).toBe(true);
    });

    it('reads the selection only once the field has had the focus', async () => {
        const { syncSelectionToDOM } = await loadRewritten();
        let reads = 0;
        const root = {
            ownerDocument: {
                getSelection: () => {
                    reads++;
                    return { rangeCount: 0, removeAllRanges: () => undefined };
                },
            },
            contains: () => false,
            blur: () => undefined,
        };
        const sync = (focused: boolean) =>
            syncSelectionToDOM({
                focused,
                domGetters: { isReady: () => true, getRoot: () => root },
                stateResponse: { parsedSelectedSections: null, state: { sections: [] } },
            });
        sync(false);
        sync(false);
        expect(reads).toBe(0);
        sync(true);
        sync(false);
        expect(reads).toBe(2);
    });

    it('stops the build when the library changed the code it relies on', () => {
        expect(() => skipSelectionSyncUntilFocus('export function syncSelectionToDOM(p) {}')).toThrow(
            /mudou/,
        );
    });
});
