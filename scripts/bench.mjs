// Performance figures for the portal; prints ONE JSON object on stdout (progress goes to stderr).
//
// bundle — measured on production builds made by this script:
//   - `vite build --outDir dist-bench --manifest` (sandbox build, dist-bench/: not dist/, which `npm run
//     test:e2e` rebuilds) and
//     `VITE_API_URL=https://api.exemplo.com.br vite build --outDir dist-api --manifest` (real-API build).
//   - bundle.login: the JS the browser actually loads for /login of the real-API build, collected in
//     Chromium from page.on('response') (.js URLs) until network idle; raw bytes and gzip (zlib level 9).
//   - bundle.home: the JS for the home page of the real-API build. The real API is unreachable here, so it
//     is computed from dist-api/.vite/manifest.json: the entry, its static imports (transitively) and the
//     home screen's dynamic chunk (src/app/HomePage.tsx) with its static imports.
//   - bundle.totalApiBuild: every .js file under dist-api (includes public/mockServiceWorker.js).
//   - bundle.sandboxChunk: the chunk of src/sandbox/browser.ts in dist-bench/ (msw's setupWorker), loaded
//     only in sandbox mode; it does not exist in dist-api.
// payerCsvParsing — scripts/bench-drawee-csv.ts: decode + read + validate a 5,000-payer CSV (UTF-8 with BOM
//   and Windows-1252) in Node, median of 7 runs (the browser parses it in a Web Worker).
// invoiceCsvParsing — scripts/bench-invoice-csv.ts: decode + read + validate a 5,000-boleto CSV against 5,000
//   known payers (UTF-8 with BOM and Windows-1252) in Node, median of 7 runs (a Web Worker in the browser).
// pdfGeneration — scripts/bench-pdf.ts: a 1,000-row statement through src/pdf (createReport + table +
//   blob) in Node, median of 5 runs.
// statementExport — scripts/bench-statement.ts: a busy account's 12-month statement (10,000 movements) as CSV
//   (chunked, as the screen builds it) and PDF (the statement's own renderer, in a Web Worker in the browser)
//   in Node, median of 3 runs (issue 18's targets: CSV < 1 s, PDF < 3 s).
// firstRowsVsMinimal — issue 17: the portal's first rows after a reload against a minimal react-admin app,
//   in the same run, in Chromium. Three apps, each served by vite preview, each in a tab (context) of its
//   own:
//   - minimal: bench/minimal, one react-admin <List><DataTable> (5 columns, 25 rows a page) on the same
//     Vite/React/react-admin/MUI, reading /minimal/boletos of the stub (ra-data-simple-rest's getList);
//   - portalApi: the real-API build, `VITE_API_URL=http://127.0.0.1:4180 vite build --outDir dist-bench-api`,
//     against scripts/bench-api-stub.mjs, which answers at once with what the sandbox answered to the same
//     call in this run (recorded first in a tab of its own: login, the first screen, each page once);
//   - portalSandbox: the sandbox build (dist-bench/), its deliberate latency included
//     (simulatedApiLatencyMs).
//   The portal tabs log in once as the backoffice user through the login page (the session stays in the tab's
//   sessionStorage); each tab loads each page once, not counted; then N rounds, alternating: minimal,
//   portalApi, portalSandbox on /tipos-contas, then the same on /geracao-boletos (issued boletos, 25 a
//   page). Each run is fresh: `about:blank`, then the URL; the figure is the page's own performance.now() (ms
//   since navigation start) at which a MutationObserver (installed with addInitScript) first sees a visible
//   `tbody tr` holding the page's marker ('Conta' on /tipos-contas, 'R$' on the boletos lists). Per page:
//   median, min, max and runsMs per app; ratio.portalApiVsMinimal and ratio.portalSandboxVsMinimal = median
//   over median (issue 17's target: portalApiVsMinimal <= 1.3 on both pages); apiCallsPerRun = the page's
//   requests to /v1/ (or /minimal/) by the time the rows were seen; preflightsPerRun = CORS preflights the
//   stub answered during the run (it sends Access-Control-Max-Age: 0, Laravel's default; BENCH_CORS_MAX_AGE
//   changes it); unknownCalls = calls the stub had no recorded answer for (answered 404; should be empty).
// timeToFirstRows — the sandbox build's /tipos-contas series of firstRowsVsMinimal (before issue 17: its own
//   loop, page.goto without about:blank, 7 runs).
// sandboxStartup — sandbox build (dist-bench/) in Chromium, a fresh context: /login once (the first run
//   stores the seed), then N reloads of /login, reading the page's own performance entries set by src/sandbox/browser.ts:
//   readyMs = the 'sandbox-ready' mark (navigation start until the worker is started and the bank is loaded:
//   the moment the portal's calls are let through), stateLoadMs = the 'sandbox-state-load' measure (reading the
//   stored bank: IndexedDB; before issue 15, JSON.parse of its localStorage keys).
//
// Env: BENCH_RUNS (default 9), BENCH_CPF / BENCH_PASSWORD (default: backoffice user from the seed),
//   BENCH_CORS_MAX_AGE (the stub's Access-Control-Max-Age, default 0).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startApiStub } from './bench-api-stub.mjs';
import { measureFirstRowsVsMinimal } from './bench-first-rows.mjs';
import { findChromium } from './chromium.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const SIMULATED_API_LATENCY_MS = 120;
const API_URL = 'https://api.exemplo.com.br';
const SANDBOX_DIR = 'dist-bench';
const STUB_PORT = 4180;
const STUB_URL = `http://127.0.0.1:${STUB_PORT}`;
const MINIMAL_CONFIG = 'bench/minimal/vite.config.ts';
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

/** `vite preview` of outDir (with `config`: that Vite config, e.g. the minimal app's) on 127.0.0.1:port. */
const serve = async (outDir, port, config) => {
    const args = `vite preview --outDir ${outDir} --host 127.0.0.1 --port ${port} --strictPort`.split(' ');
    if (config) args.push('--config', config);
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
    await run(['vite', 'build', '--outDir', SANDBOX_DIR, '--manifest']);
    await run(['vite', 'build', '--outDir', 'dist-api', '--manifest'], { VITE_API_URL: API_URL });
    await run(['vite', 'build', '--outDir', 'dist-bench-api'], { VITE_API_URL: STUB_URL });
    await run(['vite', 'build', '--config', MINIMAL_CONFIG], { VITE_BENCH_API_URL: STUB_URL });

    const api = manifestOf('dist-api');
    const entry = Object.keys(api).find((k) => api[k].isEntry);
    // The home screen is imported lazily by the route table, which the bundler may put in its own chunk.
    const homeKey = [...staticClosure(api, entry)]
        .flatMap((k) => api[k].dynamicImports ?? [])
        .find((k) => /app\/HomePage\.tsx$/.test(k));
    if (!homeKey) throw new Error('chunk da página inicial não encontrado no manifest de dist-api');
    const homeKeys = new Set([...staticClosure(api, entry), ...staticClosure(api, homeKey)]);
    const homeFiles = [...homeKeys].map((k) => api[k].file).sort();

    const sandbox = manifestOf(SANDBOX_DIR);
    const sandboxChunk = sandbox['src/sandbox/browser.ts']?.file;
    if (!sandboxChunk || !readFileSync(join(SANDBOX_DIR, sandboxChunk), 'utf8').includes('[MSW]')) {
        throw new Error(`chunk do sandbox (msw setupWorker) não encontrado em ${SANDBOX_DIR}/`);
    }
    const apiJs = jsFilesUnder('dist-api');

    const executablePath = findChromium();
    const browser = await chromium.launch({ executablePath, headless: true, args: ARGS });
    const corsMaxAge = Number(process.env.BENCH_CORS_MAX_AGE ?? 0);
    const stub = await startApiStub({ port: STUB_PORT, corsMaxAge, log });
    try {
        log('medindo o JS de /login (dist-api)');
        const loginPaths = await measureLogin(browser, await serve('dist-api', 4174));
        log('medindo as primeiras linhas: app mínimo, build da API real (stub) e build do sandbox');
        const sandboxBase = await serve(SANDBOX_DIR, 4175);
        const bases = {
            minimal: await serve('dist', 4177, MINIMAL_CONFIG), // dist under the minimal app's root
            api: await serve('dist-bench-api', 4176),
            sandbox: sandboxBase,
        };
        const credentials = { cpf: CPF, password: PASSWORD };
        const firstRows = await measureFirstRowsVsMinimal({
            browser,
            bases,
            stub,
            credentials,
            runs: RUNS,
            log,
        });
        const { afterLoginPath } = firstRows;
        const sandboxTipos = firstRows.pages['/tipos-contas'].portalSandbox;
        log('medindo o início do sandbox (dist-bench/)');
        const startup = await measureSandboxStartup(browser, sandboxBase);
        log('medindo a geração de PDF');
        const pdfGeneration = await measureTs('scripts/bench-pdf.ts');
        log('medindo a leitura do CSV de sacados');
        const payerCsvParsing = await measureTs('scripts/bench-drawee-csv.ts');
        log('medindo a leitura do CSV de boletos');
        const invoiceCsvParsing = await measureTs('scripts/bench-invoice-csv.ts');
        log('medindo a exportação do extrato de 10.000 lançamentos');
        const statementExport = await measureTs('scripts/bench-statement.ts');
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
                    buildDir: SANDBOX_DIR,
                    ...sizeOf([join(SANDBOX_DIR, sandboxChunk)]),
                },
            },
            firstRowsVsMinimal: {
                method: "Chromium, one tab per app, portal tabs logged in once as backoffice; N alternating rounds (minimal, portalApi, portalSandbox) per page, each run about:blank then the URL; page's performance.now() when a MutationObserver first sees a visible `tbody tr` holding the page's marker; ratio = median / minimal's median",
                runs: RUNS,
                unit: 'ms',
                apps: {
                    minimal: `bench/minimal (one <List><DataTable>, 25 rows) on ${STUB_URL}/minimal/boletos`,
                    portalApi: `dist-bench-api (VITE_API_URL=${STUB_URL}), stub answering at once with the sandbox's recorded answers`,
                    portalSandbox: 'dist-bench/ (sandbox build)',
                },
                corsMaxAge,
                simulatedApiLatencyMs: SIMULATED_API_LATENCY_MS, // portalSandbox only
                pages: firstRows.pages,
                unknownCalls: firstRows.unknownCalls,
            },
            timeToFirstRows: {
                method: "sandbox build (dist-bench/), firstRowsVsMinimal's /tipos-contas series: about:blank then the URL in the logged-in tab; page's performance.now() when a MutationObserver first sees a visible `tbody tr` containing 'Conta'",
                runs: RUNS,
                unit: 'ms',
                ...sandboxTipos,
                simulatedApiLatencyMs: SIMULATED_API_LATENCY_MS,
            },
            sandboxStartup: {
                method: "sandbox build (dist-bench/), fresh context, /login reloaded N times after a first visit; readyMs: the page's 'sandbox-ready' mark (ms since navigation start); stateLoadMs: its 'sandbox-state-load' measure",
                unit: 'ms',
                ...startup,
            },
            pdfGeneration,
            payerCsvParsing,
            invoiceCsvParsing,
            statementExport,
        };
    } finally {
        await browser.close();
        await stub.close();
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
