import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Where screen texts must come from the catalogue: the areas, the shell, the shared widgets, the login. */
export const LITERAL_ROOTS = ['src/resources', 'src/app', 'src/ui', 'src/authProvider'];

/**
 * Not screens: tests, the catalogue slices themselves, and the route table's slices (a route's title is the
 * pt-BR default of the catalogue key `routes.<path>`, which a brand may override: src/i18n/brands.ts).
 */
const NOT_SCREENS = /\/messages\.ts$|\/routes\.tsx?$|^src\/app\/routes\/(table|types|shellRoutes)\.tsx?$/;

/** Every TypeScript source file under `dir`, tests left out. */
export const sourceFilesUnder = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return sourceFilesUnder(path);
        return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });

export const literalScopeFiles = (roots = LITERAL_ROOTS) =>
    roots
        .flatMap(sourceFilesUnder)
        .filter((path) => !NOT_SCREENS.test(path))
        .sort();
