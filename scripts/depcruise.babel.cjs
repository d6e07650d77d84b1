/**
 * How dependency-cruiser reads TypeScript here: TypeScript 7 has no compiler API for it, so Babel strips the
 * types. Type-only imports are dependencies too (a type from the sandbox ties a file to the sandbox), so
 * they are turned into plain imports first and kept (`onlyRemoveTypeImports`).
 */
const keepTypeImports = () => ({
    visitor: {
        Program(path) {
            for (const node of path.node.body) {
                const isImport = node.type === 'ImportDeclaration';
                const isReExport =
                    node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration';
                if (isImport) node.importKind = 'value';
                if (isReExport && node.source) node.exportKind = 'value';
                for (const specifier of (isImport || isReExport) && node.specifiers ? node.specifiers : []) {
                    if (specifier.importKind) specifier.importKind = 'value';
                    if (specifier.exportKind) specifier.exportKind = 'value';
                }
            }
        },
    },
});

module.exports = {
    babelrc: false,
    configFile: false,
    // JSX becomes calls, so that the parser reads the whole of a .tsx file (dynamic imports included).
    plugins: [keepTypeImports, ['@babel/plugin-transform-react-jsx', { runtime: 'automatic' }]],
    presets: [['@babel/preset-typescript', { onlyRemoveTypeImports: true }]],
};
