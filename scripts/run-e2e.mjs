// Browser tests: build the app with the sandbox, then Playwright in Chromium against `vite preview`.
import { spawnSync } from 'node:child_process';
import { findChromium } from './chromium.mjs';

const chromium = findChromium();
console.log(`Chromium: ${chromium}`);
// The sandbox answers after 30 ms instead of its realistic 120 ms: the journeys test behaviour, and the whole
// suite must fit the 12-minute budget (docs/decisions.md). `npm run bench` keeps the 120 ms.
const env = { ...process.env, CHROMIUM_PATH: chromium, VITE_API_URL: '', VITE_SANDBOX_LATENCY_MS: '30' };

const step = (args) => {
    const result = spawnSync('npx', args, { stdio: 'inherit', env });
    if (result.status !== 0) process.exit(result.status ?? 1);
};

step(['vite', 'build', '--logLevel', 'warn']);
step(['playwright', 'test', ...process.argv.slice(2)]);
