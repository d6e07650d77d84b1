/**
 * Import rules of docs/architecture.md ("Layers"), checked by `npm run lint` (depcruise src).
 * Type-only imports count: a type from the sandbox is still a dependency on the sandbox.
 * src/contract/importRules.test.ts shows each rule failing on a violation.
 */

/** Files that may reach into the sandbox: its starter and the tests. */
const TESTS = ['\\.test\\.tsx?$', '^src/test/'];

module.exports = {
    forbidden: [
        {
            name: 'sandbox-only-from-starter-and-tests',
            comment: 'Only src/main.tsx (the starter) and tests import src/sandbox/: a real-API build has no sandbox.',
            severity: 'error',
            from: { path: '^src/', pathNot: ['^src/sandbox/', '^src/main\\.tsx$', ...TESTS] },
            to: { path: '^src/sandbox/' },
        },
        {
            name: 'domain-imports-only-contract',
            comment: 'src/domain/ holds pure rules: it imports only src/contract/ (and itself).',
            severity: 'error',
            from: { path: '^src/domain/', pathNot: TESTS },
            to: { path: '^src/', pathNot: ['^src/domain/', '^src/contract/'] },
        },
        {
            name: 'contract-imports-nothing-of-the-app',
            comment: 'src/contract/ is what the app and the sandbox agree on: it imports nothing else of src/.',
            severity: 'error',
            from: { path: '^src/contract/', pathNot: TESTS },
            to: { path: '^src/', pathNot: '^src/contract/' },
        },
        {
            // Lazy imports count: the route table loads the screens, so a screen that lists other screens reads
            // the table from src/routes/routeTableContext.ts instead of importing it.
            name: 'no-cycles',
            comment: 'No import cycles.',
            severity: 'error',
            from: {},
            to: { circular: true },
        },
        {
            name: 'areas-through-their-index',
            comment: 'An area imports another area only through that area\'s index.ts.',
            severity: 'error',
            from: { path: '^src/resources/([^/]+)/' },
            to: {
                path: '^src/resources/([^/]+)/',
                pathNot: ['^src/resources/$1/', '^src/resources/[^/]+/index\\.ts$'],
            },
        },
        {
            name: 'ui-imports-no-area',
            comment: 'src/ui/ holds widgets every area shares: it imports no area and nothing of the shell.',
            severity: 'error',
            from: { path: '^src/ui/', pathNot: TESTS },
            to: { path: '^src/(resources|app)/' },
        },
    ],
    options: {
        // TypeScript 7 offers dependency-cruiser no compiler API: Babel reads the sources (see that file);
        // @swc/core only has to be installed for dependency-cruiser to scan .ts and .tsx files at all.
        babelConfig: { fileName: 'scripts/depcruise.babel.cjs' },
        doNotFollow: { path: 'node_modules' },
        exclude: { path: ['^node_modules', '\\.d\\.ts$'] },
        enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
        skipAnalysisNotInRules: true,
    },
};
