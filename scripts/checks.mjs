// `npm test`'s first step: the type check and the lint at once (each mostly on one core), their output printed
// whole, one after the other; fails when either fails.
import { spawn } from 'node:child_process';

const run = (script) =>
    new Promise((resolve) => {
        const started = performance.now();
        const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', (code) => {
            const seconds = ((performance.now() - started) / 1000).toFixed(1);
            resolve({ script, code, output: Buffer.concat(output).toString(), seconds });
        });
    });

const results = await Promise.all(['typecheck', 'lint'].map(run));
for (const { script, code, output, seconds } of results) {
    console.log(`\n> npm run ${script} (${seconds} s): ${code === 0 ? 'ok' : `falhou (código ${code})`}`);
    process.stdout.write(output);
}
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
