import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

/** Browser tests run in Debian's Chromium (or CHROMIUM_PATH); Playwright never downloads a browser here. */
export default defineConfig({
    testDir: './e2e',
    // An upper bound for a journey on a busy 2-core machine (two browsers at once), not a wait.
    timeout: 120_000,
    expect: { timeout: 10_000 },
    // Each test has its own browser context, so its own sandbox bank: files run side by side, one per core.
    fullyParallel: false,
    workers: availableParallelism(),
    retries: process.env.CI ? 1 : 0,
    reporter: [['list']],
    use: {
        baseURL: 'http://127.0.0.1:4173',
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
        trace: 'retain-on-failure',
        launchOptions: {
            executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
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
        command: 'npx vite preview --host 127.0.0.1 --port 4173 --strictPort',
        url: 'http://127.0.0.1:4173',
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
    },
});
