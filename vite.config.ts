import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { SELECTION_SYNC_MODULE, skipSelectionSyncUntilFocus } from './src/dateFieldSync.ts';
import { contentSecurityPolicy } from './src/hosting.ts';

/**
 * docs/hosting.md: the built page carries its Content-Security-Policy as a <meta> (not in dev, whose inline
 * React Refresh script and HMR socket it would block); the real-API build ships no Mock Service Worker.
 */
const hosting = (): Plugin => {
    let env: Record<string, string> = {};
    let outDir = 'dist';
    return {
        name: 'portal-hosting',
        apply: 'build',
        configResolved(config) {
            env = config.env;
            outDir = resolve(config.root, config.build.outDir);
        },
        transformIndexHtml: () => [
            {
                tag: 'meta',
                attrs: {
                    'http-equiv': 'Content-Security-Policy',
                    content: contentSecurityPolicy({
                        apiUrl: env.VITE_API_URL,
                        sentryDsn: env.VITE_SENTRY_DSN,
                    }),
                },
                injectTo: 'head-prepend',
            },
        ],
        writeBundle() {
            if (env.VITE_API_URL) rmSync(join(outDir, 'mockServiceWorker.js'), { force: true });
        },
    };
};

/**
 * node-polyglot (react-admin's translations) requires the `object.entries` shim, which brings ~16 kB of es-shims
 * (get-intrinsic, call-bind, ...) into the login page's bundle. Every browser the portal supports has
 * Object.entries, so the shim is replaced by the native function.
 */
const nativeObjectEntries = (): Plugin => ({
    name: 'native-object-entries',
    enforce: 'pre',
    resolveId: (id) => (id === 'object.entries' ? '\0native-object-entries' : null),
    load: (id) => (id === '\0native-object-entries' ? 'module.exports = Object.entries;' : null),
});

/** src/dateFieldSync.ts: the date field stops forcing a layout of the page until it is first focused. */
const dateFieldSync = (): Plugin => ({
    name: 'date-field-sync',
    transform: (code, id) => (SELECTION_SYNC_MODULE.test(id) ? skipSelectionSyncUntilFocus(code) : null),
});

/** Libraries most screens use; the heavy, rarer ones (charts, date pickers, PDF, spreadsheets) keep their chunks. */
const SCREEN_KIT =
    /node_modules[\\/](ra-core|ra-ui-materialui|react-admin|@mui[\\/](material|system|utils|icons-material|styled-engine)|react-hook-form|@hookform|lodash|inflection|query-string|@popperjs|react-transition-group|react-dropzone|clsx|prop-types|react-is|dompurify|css-mediaquery|jsonexport|attr-accept|file-selector)[\\/]/;

const SCREEN_COMMON =
    /[\\/]src[\\/](app[\\/](layout|routes)[\\/]|dataProvider[\\/]|ui[\\/](?!(DateField|DatesPtBR|PeriodFields)\.)(lists[\\/])?[^\\/]+\.tsx?$)/;

/** Pure code: no DOM, no sandbox server; one module graph shared by the files of a worker. */
const PURE = ['src/**/*.test.ts'];
/** In Node: the sandbox bank on msw/node (with in-memory Web Storage); the files of a worker share modules. */
const SANDBOX = [
    'src/sandbox/**/*.test.ts',
    'src/http/client.test.ts',
    'src/readme.test.ts',
    'src/http/idempotency.test.ts',
];
/** Node tests that replace a module (`vi.mock`): a module graph of their own. */
const NODE_MOCKING = ['src/http/errorReporting.test.ts', 'src/http/errorReportingPrivacy.test.ts'];
/** Plain tests of code that reads the browser's `window`. */
const DOM = ['src/resources/pix/send/qrCamera.test.ts'];

/** Node tests on the sandbox bank; an upper bound for a busy machine (one test imports every handler), not a wait. */
const ON_SANDBOX = {
    environment: 'node' as const,
    setupFiles: ['./src/test/nodeSetup.ts'],
    testTimeout: 30_000,
};
/**
 * Screens in jsdom; an upper bound for a whole flow on a busy machine, not a wait. They get jsPDF's browser
 * build, as the portal does: its Node build writes a report's `save` into the working folder, the browser's
 * offers a download (src/test/savedFiles.ts catches it).
 */
const ON_SCREEN = {
    environment: 'jsdom' as const,
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 60_000,
    alias: [{ find: /^jspdf$/, replacement: 'jspdf/dist/jspdf.es.min.js' }],
};

export default defineConfig({
    plugins: [react(), hosting(), nativeObjectEntries(), dateFieldSync()],
    server: { port: 5173 },
    preview: { port: 4173 },
    build: {
        chunkSizeWarningLimit: 1500,
        rolldownOptions: {
            output: {
                codeSplitting: {
                    groups: [
                        // Everything the entry loads statically goes in one chunk: Rolldown otherwise splits each
                        // module the entry shares with a lazy screen into its own small chunk.
                        { name: 'shell', tags: ['$initial'], priority: 30 },
                        // The screen kit (react-admin's and MUI's components beyond the login page) in one chunk,
                        // cached once: a list screen otherwise fetched ~40 small chunks of it one by one.
                        { name: 'kit', test: SCREEN_KIT, priority: 20 },
                        // The portal's own code that most screens share: the layout, widgets, data hooks. Not the
                        // domain rules: the sandbox bank shares those, and must not wait for the screens' kit. Not
                        // the date fields either: they bring the date pickers (55 kB gzip) to every screen.
                        {
                            name: 'common',
                            test: SCREEN_COMMON,
                            minShareCount: 2,
                            priority: 10,
                            includeDependenciesRecursively: false,
                        },
                    ],
                },
            },
        },
    },
    test: {
        globals: true,
        maxWorkers: 2,
        reporters: ['default', './scripts/testTimes.ts'],
        projects: [
            {
                extends: true,
                test: {
                    name: 'unit',
                    environment: 'node',
                    // An upper bound for a busy machine (one test imports every sandbox handler), not a wait.
                    testTimeout: 30_000,
                    isolate: false,
                    include: PURE,
                    exclude: [...SANDBOX, ...NODE_MOCKING, ...DOM],
                },
            },
            {
                extends: true,
                test: {
                    name: 'sandbox',
                    ...ON_SANDBOX,
                    isolate: false,
                    include: SANDBOX,
                },
            },
            {
                extends: true,
                test: {
                    name: 'sandbox-mocking',
                    ...ON_SANDBOX,
                    include: NODE_MOCKING,
                },
            },
            {
                extends: true,
                test: {
                    name: 'components',
                    ...ON_SCREEN,
                    // The files of a worker share react-admin's and MUI's modules: importing them again for every
                    // file cost about a third of the screens' time. src/test/setup.ts resets what a file leaves.
                    isolate: false,
                    include: ['src/**/*.test.tsx', ...DOM],
                },
            },
        ],
    },
});
