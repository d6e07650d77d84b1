// Browser tests: build the app with the sandbox, then Playwright in Chromium against `vite preview`.
import { spawnSync } from 'node:child_process';
import { findChromium } from './chromium.mjs';

const chromium = findChromium({ headlessShell: true });
console.log(`Chromium: ${chromium}`);
const env = { ...process.env, CHROMIUM_PATH: chromium, VITE_API_URL: '' };

const step = (args) => {
    const result = spawnSync('npx', args, { stdio: 'inherit', env });
    if (result.status !== 0) process.exit(result.status ?? 1);
};

// E2E_OUT (with E2E_PORT) lets two builds of one checkout run their browser tests at once.
step(['vite', 'build', '--logLevel', 'warn', '--outDir', process.env.E2E_OUT || 'dist']);
step(['playwright', 'test', ...process.argv.slice(2)]);
