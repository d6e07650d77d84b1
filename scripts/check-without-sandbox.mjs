/**
 * A real-API build has no sandbox: this copies src/ to a temporary folder without src/sandbox/, src/test/ and
 * the tests, and type-checks it with tsconfig.app.json's options (run by `npm run typecheck` after `tsc -b`).
 * It fails when anything but the tests still needs the sandbox (src/main.tsx loads it with import.meta.glob,
 * which the type check does not follow).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';

const root = process.cwd();
const left = (path) => {
    const name = relative(root, path).split(sep).join('/');
    return name === 'src/sandbox' || name === 'src/test' || /\.test\.tsx?$/.test(name);
};

const dir = mkdtempSync(join(tmpdir(), 'portal-without-sandbox-'));
try {
    cpSync(join(root, 'src'), join(dir, 'src'), { recursive: true, filter: (path) => !left(path) });
    cpSync(join(root, 'tsconfig.app.json'), join(dir, 'tsconfig.app.json'));
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    const config = { extends: './tsconfig.app.json', include: ['src'] };
    writeFileSync(join(dir, 'tsconfig.check.json'), JSON.stringify(config));
    execFileSync(join(root, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.check.json'], {
        cwd: dir,
        stdio: 'inherit',
    });
    console.log('Sem src/sandbox/: a verificação de tipos passa.');
} catch {
    console.error('Sem src/sandbox/ a verificação de tipos falha: veja os erros acima.');
    process.exitCode = 1;
} finally {
    rmSync(dir, { recursive: true, force: true });
}
