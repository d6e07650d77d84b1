// Browser tests: build the app with the sandbox, then Playwright in Chromium against `vite preview`.
import { spawnSync } from 'node:child_process';
import { findChromium } from './chromium.mjs';

const chromium = findChromium();
console.log(`Chromium: ${chromium}`);
const env = { ...process.env, CHROMIUM_PATH: chromium, VITE_API_URL: '' };

const step = (args) => {
    const result = spawnSync('npx', args, { stdio: 'inherit', env });
    if (result.status !== 0) process.exit(result.status ?? 1);
};

step(['vite', 'build', '--logLevel', 'warn']);
step(['playwright', 'test', ...process.argv.slice(2)]);
