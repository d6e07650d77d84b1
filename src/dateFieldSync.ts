/**
 * A build step for @mui/x-date-pickers (vite.config.ts). Its date field copies the document's selection into its
 * sections in a layout effect after every drawing. Reading the selection makes the browser lay out the whole page
 * in the middle of React's commit: on the boleto list, whose two due-date filters are such fields, that was 50 to
 * 90 ms of its first drawing (npm run bench). A field that has never had the focus holds no selection of its own,
 * so until its first focus the copy is skipped; from then on it runs as the library wrote it.
 */

/** The module this step rewrites. */
export const SELECTION_SYNC_MODULE =
    /x-date-pickers[\\/]internals[\\/]hooks[\\/]useField[\\/]syncSelectionToDOM\.m?js$/;

const READY_CHECK = /if \(!domGetters\.isReady\(\)\) \{\s*return;\s*\}/;

/** The module's code with the skip added; throws if the library's code no longer has the expected shape. */
export const skipSelectionSyncUntilFocus = (code: string): string => {
    if (!READY_CHECK.test(code) || !code.includes('export function syncSelectionToDOM(parameters)')) {
        throw new Error(
            'dateFieldSync: syncSelectionToDOM do @mui/x-date-pickers mudou; revise src/dateFieldSync.ts',
        );
    }
    const skip = `$&
  if (focused) fieldsEverFocused.add(domGetters.getRoot());
  else if (!fieldsEverFocused.has(domGetters.getRoot())) return;`;
    return `const fieldsEverFocused = new WeakSet();\n${code.replace(READY_CHECK, skip)}`;
};
