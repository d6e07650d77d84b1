// Performance figures for the portal; prints ONE JSON object on stdout (progress goes to stderr).
//
// bundle — measured on production builds made by this script:
//   - `vite build --manifest` (sandbox build, dist/) and
//     `VITE_API_URL=https://api.exemplo.com.br vite build --outDir dist-api --manifest` (real-API build).
//   - bundle.login: the JS the browser actually loads for /login of the real-API build, collected in
//     Chromium from page.on('response') (.js URLs) until network idle; raw bytes and gzip (zlib level 9).
//   - bundle.home: the JS for the home page of the real-API build. The real API is unreachable here, so it
//     is computed from dist-api/.vite/manifest.json: the entry, its static imports (transitively) and the
//     home screen's dynamic chunk (src/app/HomePage.tsx) with its static imports.
//   - bundle.totalApiBuild: every .js file under dist-api (includes public/mockServiceWorker.js).
//   - bundle.sandboxChunk: the chunk of src/sandbox/browser.ts in dist/ (msw's setupWorker), loaded only
//     in sandbox mode; it does not exist in dist-api.
// payerCsvParsing — scripts/bench-drawee-csv.ts: decode + read + validate a 5,000-payer CSV (UTF-8 with BOM
//   and Windows-1252) in Node, median of 7 runs (the browser parses it in a Web Worker).
// invoiceCsvParsing — scripts/bench-invoice-csv.ts: decode + read + validate a 5,000-boleto CSV against 5,000
//   known payers (UTF-8 with BOM and Windows-1252) in Node, median of 7 runs (a Web Worker in the browser).
// pdfGeneration — scripts/bench-pdf.ts: a 1,000-row statement through src/pdf (createReport + table +
//   blob) in Node, median of 5 runs.
// timeToFirstRows — sandbox build (dist/) in Chromium: log in once as the backoffice user through the
//   login page, then N times `page.goto('/tipos-contas')` in the same tab and read the page's own
//   performance.now() (ms since navigation start) at which a MutationObserver (installed with
//   addInitScript) first sees a visible `tbody tr` containing 'Conta'. The sandbox answers every API call
//   after a simulated 120 ms (setLatency in src/sandbox/browser.ts), reported as simulatedApiLatencyMs;
//   apiCallsPerRun counts the /v1 requests each run made by the time the rows were seen.
// sandboxStartup — sandbox build (dist/) in Chromium, a fresh context: /login once (the first run stores the
//   seed), then N reloads of /login, reading the page's own performance entries set by src/sandbox/browser.ts:
//   readyMs = the 'sandbox-ready' mark (navigation start until the worker is started and the bank is loaded:
//   the moment the portal's calls are let through), stateLoadMs = the 'sandbox-state-load' measure (reading the
//   stored bank: IndexedDB; before issue 15, JSON.parse of its localStorage keys).
//
// Env: BENCH_RUNS (default 7), BENCH_CPF / BENCH_PASSWORD (default: backoffice user from the seed).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { findChromium } from './chromium.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const SIMULATED_API_LATENCY_MS = 120;
const API_URL = 'https://api.exemplo.com.br';
// Same launch args as playwright.config.ts.
const ARGS = [
    ...'--no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking'.split(' '),
    ...'--disable-component-update --disable-sync'.split(' '),
];
const log = (...m) => console.error('[bench]', ...m);

// --- the demo user, read from the seed as text (no TypeScript at run time) ---
const seed = readFileSync('src/sandbox/seed/users.ts', 'utf8');
const CPF = process.env.BENCH_CPF ?? /staff\('backoffice',\s*\{[^}]*?username:\s*'(\d{11})'/.exec(seed)?.[1];
const PASSWORD = process.env.BENCH_PASSWORD ?? /DEMO_PASSWORD\s*=\s*'([^']+)'/.exec(seed)?.[1];
if (!CPF || !PASSWORD) throw new Error('usuário backoffice ou DEMO_PASSWORD não encontrados no seed');
const formatCpf = (d) => d.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

// --- child processes: builds, and preview servers killed on any exit ---
const servers = new Set();
const killServers = () => {
    for (const child of servers) {
        try {
            process.kill(-child.pid, 'SIGTERM');
        } catch {
            /* already gone */
        }
    }
    servers.clear();
};
process.on('exit', killServers);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const run = (args, env = {}) =>
    new Promise((resolve, reject) => {
        const vars = Object.entries(env).map(([k, v]) => `${k}=${v} `);
        log('$', `${vars.join('')}npx ${args.join(' ')}`);
        const child = spawn('npx', args, {
            stdio: ['ignore', process.stderr, process.stderr],
            env: { ...process.env, ...env },
        });
        child.on('error', reject);
        child.on('exit', (code) =>
            code === 0 ? resolve() : reject(new Error(`npx ${args.join(' ')} saiu com ${code}`)),
        );
    });

/** A figure printed as JSON by a TypeScript bench script (run with tsx): PDF generation, CSV parsing. */
const measureTs = (script) =>
    new Promise((resolve, reject) => {
        log(`$ npx tsx ${script}`);
        const child = spawn('npx', ['tsx', script], {
            stdio: ['ignore', 'pipe', process.stderr],
        });
        let out = '';
        child.stdout.on('data', (chunk) => {
            out += chunk;
        });
        child.on('error', reject);
        child.on('exit', (code) =>
            code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`${script} saiu com ${code}`)),
        );
    });

const serve = async (outDir, port) => {
    const args = `vite preview --outDir ${outDir} --host 127.0.0.1 --port ${port} --strictPort`.split(' ');
    const child = spawn('npx', args, { stdio: ['ignore', process.stderr, process.stderr], detached: true });
    servers.add(child);
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 150; i++) {
        if (child.exitCode !== null) throw new Error(`vite preview (${outDir}) saiu com ${child.exitCode}`);
        try {
            if ((await fetch(base)).ok) return base;
        } catch {
            /* not up yet */
        }
        await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`vite preview (${outDir}) não respondeu em ${base}`);
};

// --- sizes ---
const sizeOf = (files) => {
    let rawBytes = 0;
    let gzipBytes = 0;
    for (const bytes of files.map((file) => readFileSync(file))) {
        rawBytes += bytes.length;
        gzipBytes += gzipSync(bytes, { level: 9 }).length;
    }
    return { rawBytes, gzipBytes };
};
const jsFilesUnder = (dir) =>
    readdirSync(dir, { recursive: true })
        .map((f) => join(dir, f))
        .filter((f) => f.endsWith('.js') && statSync(f).isFile())
        .sort();
const manifestOf = (outDir) => JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
/** The chunk of `key` and its static imports, transitively (manifest keys). */
const staticClosure = (manifest, key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) staticClosure(manifest, dep, seen);
    return seen;
};

const measureLogin = async (browser, base) => {
    const page = await browser.newPage({ locale: 'pt-BR' });
    const urls = new Set();
    page.on('response', (res) => {
        const url = new URL(res.url());
        if (url.origin === base && url.pathname.endsWith('.js')) urls.add(url.pathname);
    });
    await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
    await page.getByLabel('CPF').waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
    await page.close();
    return [...urls].sort();
};

const OBSERVE_ROWS = () => {
    const found = () =>
        [...document.querySelectorAll('tbody tr')].some(
            (tr) =>
                tr.textContent.includes('Conta') && tr.getClientRects().length > 0 && tr.checkVisibility(),
        );
    new MutationObserver((_, observer) => {
        if (window.__firstRowsAt === undefined && found()) {
            window.__firstRowsAt = performance.now();
            observer.disconnect();
        }
    }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
};

const measureFirstRows = async (browser, base) => {
    const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel('CPF').fill(formatCpf(CPF));
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.getByRole('banner').waitFor({ state: 'visible' });
    const afterLoginPath = new URL(page.url()).pathname;
    log('logado como', formatCpf(CPF), 'em', afterLoginPath);
    await page.addInitScript(OBSERVE_ROWS);
    let apiCalls = 0; // sandbox API requests (/sandbox-api/v1/...) since this run's navigation
    page.on('request', (req) => {
        if (new URL(req.url()).pathname.includes('/v1/')) apiCalls++;
    });
    const runsMs = [];
    const apiCallsPerRun = [];
    for (let i = 0; i < RUNS; i++) {
        apiCalls = 0;
        await page.goto(`${base}/tipos-contas`);
        const handle = await page.waitForFunction(() => window.__firstRowsAt, null, { timeout: 30_000 });
        const ms = Math.round((await handle.jsonValue()) * 10) / 10;
        apiCallsPerRun.push(apiCalls);
        if (new URL(page.url()).pathname !== '/tipos-contas')
            throw new Error(`redirecionado para ${page.url()}`);
        log(`run ${i + 1}/${RUNS}: ${ms} ms, ${apiCalls} chamadas à API`);
        runsMs.push(ms);
    }
    await context.close();
    const sorted = [...runsMs].sort((a, b) => a - b);
    const [min, median, max] = [0, Math.floor(RUNS / 2), RUNS - 1].map((i) => sorted[i]);
    return { afterLoginPath, timing: { median, min, max, runsMs, apiCallsPerRun } };
};

const summary = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const [min, median, max] = [0, Math.floor(values.length / 2), values.length - 1].map((i) => sorted[i]);
    return { median, min, max, runs: values };
};

const measureSandboxStartup = async (browser, base) => {
    const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    const page = await context.newPage();
    const ready = () =>
        page.waitForFunction(() => performance.getEntriesByName('sandbox-ready').length > 0, null, {
            timeout: 30_000,
        });
    await page.goto(`${base}/login`);
    await ready();
    const readyMs = [];
    const stateLoadMs = [];
    for (let i = 0; i < RUNS; i++) {
        await page.reload();
        await ready();
        const [readyAt, load] = await page.evaluate(() => [
            performance.getEntriesByName('sandbox-ready')[0].startTime,
            performance.getEntriesByName('sandbox-state-load')[0].duration,
        ]);
        readyMs.push(Math.round(readyAt * 10) / 10);
        stateLoadMs.push(Math.round(load * 10) / 10);
        log(
            `run ${i + 1}/${RUNS}: sandbox pronto em ${readyMs.at(-1)} ms, estado lido em ${stateLoadMs.at(-1)} ms`,
        );
    }
    await context.close();
    return { readyMs: summary(readyMs), stateLoadMs: summary(stateLoadMs) };
};

const main = async () => {
    await run(['vite', 'build', '--manifest']);
    await run(['vite', 'build', '--outDir', 'dist-api', '--manifest'], { VITE_API_URL: API_URL });

    const api = manifestOf('dist-api');
    const entry = Object.keys(api).find((k) => api[k].isEntry);
    // The home screen is imported lazily by the route table, which the bundler may put in its own chunk.
    const homeKey = [...staticClosure(api, entry)]
        .flatMap((k) => api[k].dynamicImports ?? [])
        .find((k) => /app\/HomePage\.tsx$/.test(k));
    if (!homeKey) throw new Error('chunk da página inicial não encontrado no manifest de dist-api');
    const homeKeys = new Set([...staticClosure(api, entry), ...staticClosure(api, homeKey)]);
    const homeFiles = [...homeKeys].map((k) => api[k].file).sort();

    const sandbox = manifestOf('dist');
    const sandboxChunk = sandbox['src/sandbox/browser.ts']?.file;
    if (!sandboxChunk || !readFileSync(join('dist', sandboxChunk), 'utf8').includes('[MSW]')) {
        throw new Error('chunk do sandbox (msw setupWorker) não encontrado em dist/');
    }
    const apiJs = jsFilesUnder('dist-api');

    const executablePath = findChromium();
    const browser = await chromium.launch({ executablePath, headless: true, args: ARGS });
    try {
        log('medindo o JS de /login (dist-api)');
        const loginPaths = await measureLogin(browser, await serve('dist-api', 4174));
        log('medindo o tempo até as primeiras linhas (dist/)');
        const sandboxBase = await serve('dist', 4175);
        const { afterLoginPath, timing } = await measureFirstRows(browser, sandboxBase);
        log('medindo o início do sandbox (dist/)');
        const startup = await measureSandboxStartup(browser, sandboxBase);
        log('medindo a geração de PDF');
        const pdfGeneration = await measureTs('scripts/bench-pdf.ts');
        log('medindo a leitura do CSV de sacados');
        const payerCsvParsing = await measureTs('scripts/bench-drawee-csv.ts');
        log('medindo a leitura do CSV de boletos');
        const invoiceCsvParsing = await measureTs('scripts/bench-invoice-csv.ts');
        return {
            bundle: {
                build: `dist-api: VITE_API_URL=${API_URL} vite build --manifest; sizes in bytes, gzip = zlib level 9`,
                login: {
                    method: 'Chromium: .js responses of /login on vite preview of dist-api until network idle',
                    files: loginPaths,
                    ...sizeOf(loginPaths.map((p) => join('dist-api', p))),
                },
                home: {
                    method: 'manifest: entry + static imports + dynamic import of the home screen (and its static imports)',
                    firstScreenObservedAfterLogin: afterLoginPath, // in the sandbox build, right after login
                    files: homeFiles.map((f) => `/${f}`),
                    ...sizeOf(homeFiles.map((f) => join('dist-api', f))),
                },
                totalApiBuild: { files: apiJs.length, ...sizeOf(apiJs) },
                sandboxChunk: {
                    file: `/${sandboxChunk}`,
                    buildDir: 'dist',
                    ...sizeOf([join('dist', sandboxChunk)]),
                },
            },
            timeToFirstRows: {
                method: "sandbox build (dist/), logged in once as backoffice; page.goto('/tipos-contas') in the same tab; page's performance.now() when a MutationObserver first sees a visible `tbody tr` containing 'Conta'",
                runs: RUNS,
                unit: 'ms',
                ...timing,
                simulatedApiLatencyMs: SIMULATED_API_LATENCY_MS,
            },
            sandboxStartup: {
                method: "sandbox build (dist/), fresh context, /login reloaded N times after a first visit; readyMs: the page's 'sandbox-ready' mark (ms since navigation start); stateLoadMs: its 'sandbox-state-load' measure",
                unit: 'ms',
                ...startup,
            },
            pdfGeneration,
            payerCsvParsing,
            invoiceCsvParsing,
        };
    } finally {
        await browser.close();
    }
};

main().then(
    (result) => {
        killServers();
        process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
        process.exit(0);
    },
    (error) => {
        log('FALHOU:', error?.stack ?? error);
        killServers();
        process.exit(1);
    },
);
