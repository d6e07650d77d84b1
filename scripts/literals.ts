// Lists the screen texts not yet in the catalogue: `npx tsx scripts/literals.ts [folder or file ...]`.
// With `--update-baseline`, writes the counts of those files into src/i18n/literalsBaseline.json (only theirs).
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { LITERAL_ROOTS, literalScopeFiles } from '../src/test/literalScope';
import { findLiterals } from '../src/test/literals';

const BASELINE = 'src/i18n/literalsBaseline.json';
const update = process.argv.includes('--update-baseline');
const args = process.argv.slice(2).filter((arg) => arg !== '--update-baseline');
const roots = (args.length ? args : LITERAL_ROOTS).map((arg) => arg.replace(/\/$/, ''));
const files = roots.flatMap((arg) => (statSync(arg).isDirectory() ? literalScopeFiles([arg]) : [arg]));
const counts: Record<string, number> = {};
for (const file of files) {
    const found = findLiterals(readFileSync(file, 'utf8'), file);
    counts[file] = found.length;
    for (const literal of found) console.log(`${file}:${literal.line} ${literal.kind} ${literal.text}`);
}
console.log(`${Object.values(counts).reduce((a, b) => a + b, 0)} literals in ${files.length} files`);

if (update) {
    const baseline: Record<string, number> = JSON.parse(readFileSync(BASELINE, 'utf8'));
    const inScope = (file: string) => roots.some((root) => file === root || file.startsWith(`${root}/`));
    for (const file of Object.keys(baseline)) if (inScope(file)) delete baseline[file];
    for (const [file, count] of Object.entries(counts)) if (count) baseline[file] = count;
    const sorted = Object.fromEntries(Object.entries(baseline).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(BASELINE, `${JSON.stringify(sorted, null, 4)}\n`);
    console.log(`${BASELINE} updated for ${roots.join(', ')}`);
}
