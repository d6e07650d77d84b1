import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

/** The preview server's port: E2E_PORT lets two checkouts run their browser tests at once. */
const port = Number(process.env.E2E_PORT ?? 4173);

/** `npm test` passes the browser scripts/chromium.mjs found; a bare `npx playwright test` takes this one. */
const DEFAULT_CHROMIUM = existsSync('/usr/lib/chromium/chromium-headless-shell')
    ? '/usr/lib/chromium/chromium-headless-shell'
    : '/usr/bin/chromium';

/** Browser tests run in Debian's Chromium (or CHROMIUM_PATH); Playwright never downloads a browser here. */
export default defineConfig({
    testDir: './e2e',
    // An upper bound for a journey on a busy 2-core machine (e.g. a second suite running), not a wait.
    timeout: 120_000,
    expect: { timeout: 10_000 },
    // Each test has its own browser context, so its own sandbox bank: any two tests may run at once. Since the
    // sandbox answers without its simulated latency, one browser per core is the fastest here: eight journeys
    // took 163 s with two workers on two cores, 192 s with one.
    fullyParallel: true,
    workers: Math.max(1, availableParallelism()),
    retries: process.env.CI ? 1 : 0,
    reporter: [['list']],
    use: {
        baseURL: `http://127.0.0.1:${port}`,
        // The sandbox answers without its 120 ms of simulated network time (src/sandbox/browser.ts): a journey waits
        // for what it checks, never for a clock, and a few thousand calls no longer add minutes of idle waiting.
        storageState: {
            cookies: [],
            origins: [
                {
                    origin: `http://127.0.0.1:${port}`,
                    localStorage: [{ name: 'sandbox-latency-ms', value: '0' }],
                },
            ],
        },
        locale: 'pt-BR',
        // As a person who asked their system for less motion: the portal then runs MUI's transitions in no time,
        // and the journeys do not wait for dialogs, menus and drawers to animate.
        reducedMotion: 'reduce',
        timezoneId: 'America/Sao_Paulo',
        // Recording a trace doubled every test's time, so a trace is taken when a failed test runs again (CI);
        // a failure's screenshot is kept always. Locally: `npx playwright test --trace on`.
        trace: 'on-first-retry',
        screenshot: 'only-on-failure',
        launchOptions: {
            executablePath: process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM,
            args: [
                '--no-sandbox',
                '--disable-gpu',
                '--disable-quic',
                '--no-first-run',
                '--disable-background-networking',
                '--disable-component-update',
                '--disable-sync',
            ],
        },
    },
    webServer: {
        // Not `vite preview`: it gzips every file on every request and lets nothing be cached (scripts/serve-dist.mjs).
        command: `node scripts/serve-dist.mjs --port ${port} --dir ${process.env.E2E_OUT || 'dist'}`,
        url: `http://127.0.0.1:${port}`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
    },
});
