// Lists the screen texts not yet in the catalogue: `npx tsx scripts/literals.ts [folder or file ...]`.
import { readFileSync, statSync } from 'node:fs';
import { LITERAL_ROOTS, literalScopeFiles } from '../src/test/literalScope';
import { findLiterals } from '../src/test/literals';

const args = process.argv.slice(2);
const roots = (args.length ? args : LITERAL_ROOTS).map((arg) => arg.replace(/\/$/, ''));
const files = roots.flatMap((arg) => (statSync(arg).isDirectory() ? literalScopeFiles([arg]) : [arg]));
const counts: Record<string, number> = {};
for (const file of files) {
    const found = findLiterals(readFileSync(file, 'utf8'), file);
    counts[file] = found.length;
    for (const literal of found) console.log(`${file}:${literal.line} ${literal.kind} ${literal.text}`);
}
console.log(`${Object.values(counts).reduce((a, b) => a + b, 0)} literals in ${files.length} files`);
