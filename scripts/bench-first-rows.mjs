// First rows of the portal against a minimal react-admin app, in one run (issue 17): used by
// scripts/bench.mjs, whose header comment documents the figures. Three tabs, one per app, the portal's logged
// in once; every run loads the page fresh (about:blank, then the URL) and reads the page's own
// performance.now() at which a MutationObserver first sees a visible `tbody tr` holding the page's marker.

/** What a data row of each page holds (the loading placeholders hold none of it). */
export const PAGES = [
    { path: '/tipos-contas', marker: 'Conta' },
    { path: '/geracao-boletos', marker: 'R$' },
];
const MINIMAL_PATH = '/#/boletos';
const MINIMAL_MARKER = 'R$';

/** Installed with addInitScript: sets window.__firstRowsAt once a visible data row is in the document. */
const OBSERVE_ROWS = (markers) => {
    const marker = markers[location.pathname];
    if (!marker) return;
    const found = () =>
        [...document.querySelectorAll('tbody tr')].some(
            (tr) => tr.textContent.includes(marker) && tr.getClientRects().length > 0 && tr.checkVisibility(),
        );
    new MutationObserver((_, observer) => {
        if (window.__firstRowsAt === undefined && found()) {
            window.__firstRowsAt = performance.now();
            observer.disconnect();
        }
    }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
};

/**
 * Installed in the recording tab: hands every `/v1/` answer the page receives to window.__benchRecord
 * before the app sees it; window.__benchPending counts the answers not yet handed over.
 */
const RECORD_CALLS = () => {
    const original = window.fetch;
    window.__benchPending = 0;
    window.fetch = async (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        if (!url.pathname.includes('/v1/')) return original(input, init);
        window.__benchPending++;
        try {
            const response = await original(input, init);
            const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
            const body = await response.clone().text();
            await window.__benchRecord({ method, url: url.href, status: response.status, body });
            return response;
        } finally {
            window.__benchPending--;
        }
    };
};

/** The recording tab's calls are all handed over once nothing is pending for a while (setup, not measured). */
const settled = async (page) => {
    for (let quiet = 0; quiet < 3; ) {
        await page.waitForTimeout(300);
        quiet = (await page.evaluate(() => window.__benchPending)) === 0 ? quiet + 1 : 0;
    }
};

const formatCpf = (d) => d.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

const newTab = async (browser) => {
    const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    return { context, page: await context.newPage() };
};

/** Through the login page; returns the first screen's path. The session stays in this tab's sessionStorage. */
const logIn = async (page, base, { cpf, password }) => {
    await page.goto(`${base}/login`);
    await page.getByLabel('CPF').fill(formatCpf(cpf));
    await page.getByLabel('Senha', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.getByRole('banner').waitFor({ state: 'visible' });
    return new URL(page.url()).pathname;
};

/** One fresh load: about:blank, then the URL; ms (page's clock) until the first data row. */
const firstRowsOf = async (page, url) => {
    await page.goto('about:blank');
    await page.goto(url);
    // An upper bound for a busy machine, not a wait.
    const handle = await page
        .waitForFunction(() => window.__firstRowsAt, null, { timeout: 60_000 })
        .catch(async (e) => {
            const text = await page
                .locator('body')
                .innerText()
                .catch(() => '');
            throw new Error(`${url}: sem linhas (${e.message}); a página mostra: ${text.slice(0, 300)}`);
        });
    const expected = new URL(url);
    const now = new URL(page.url());
    if (now.pathname !== expected.pathname || now.hash !== expected.hash) {
        throw new Error(`${url}: redirecionado para ${page.url()}`);
    }
    return Math.round((await handle.jsonValue()) * 10) / 10;
};

const summary = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const [min, median, max] = [0, Math.floor(values.length / 2), values.length - 1].map((i) => sorted[i]);
    return { median, min, max, runsMs: values };
};
const ratio = (a, b) => Math.round((a / b) * 100) / 100;

/**
 * Logs in to the sandbox build in a tab of its own and opens the first screen and every page once, handing
 * each `/v1/` answer to the stub, which then answers the real-API build with the same payloads.
 */
const recordSandboxAnswers = async (browser, sandboxBase, credentials, stub) => {
    const { context, page } = await newTab(browser);
    await page.exposeBinding('__benchRecord', (_source, r) => stub.record(r.method, r.url, r.status, r.body));
    await page.addInitScript(RECORD_CALLS);
    await page.addInitScript(OBSERVE_ROWS, Object.fromEntries(PAGES.map((p) => [p.path, p.marker])));
    const afterLoginPath = await logIn(page, sandboxBase, credentials);
    await settled(page);
    for (const { path } of PAGES) {
        await firstRowsOf(page, `${sandboxBase}${path}`);
        await settled(page);
    }
    await context.close();
    return afterLoginPath;
};

/**
 * The figures of `firstRowsVsMinimal`. `bases`: origins of the minimal app, the real-API build (answered by
 * `stub`) and the sandbox build, each served by vite preview.
 */
export const measureFirstRowsVsMinimal = async ({ browser, bases, stub, credentials, runs, log }) => {
    const afterLoginPath = await recordSandboxAnswers(browser, bases.sandbox, credentials, stub);
    log(`stub: ${stub.recorded().length} respostas gravadas do sandbox`);

    const markers = { '/': MINIMAL_MARKER, ...Object.fromEntries(PAGES.map((p) => [p.path, p.marker])) };
    const apps = {};
    for (const name of ['minimal', 'portalApi', 'portalSandbox']) {
        const tab = await newTab(browser);
        let apiCalls = 0; // the page's own /v1/ or /minimal/ requests since the run's navigation
        tab.page.on('request', (req) => {
            if (/\/(v1|minimal)\//.test(new URL(req.url()).pathname)) apiCalls++;
        });
        apps[name] = { ...tab, apiCalls: () => apiCalls, resetCalls: () => (apiCalls = 0) };
    }
    await logIn(apps.portalApi.page, bases.api, credentials);
    await logIn(apps.portalSandbox.page, bases.sandbox, credentials);
    for (const app of Object.values(apps)) await app.page.addInitScript(OBSERVE_ROWS, markers);

    const urlOf = (name, path) =>
        name === 'minimal'
            ? `${bases.minimal}${MINIMAL_PATH}`
            : `${name === 'portalApi' ? bases.api : bases.sandbox}${path}`;
    // A first load of each page in each tab, not counted: every app starts with the same warm caches.
    for (const { path } of PAGES)
        for (const name in apps) await firstRowsOf(apps[name].page, urlOf(name, path));

    const series = Object.fromEntries(
        PAGES.map(({ path }) => [
            path,
            Object.fromEntries(Object.keys(apps).map((n) => [n, { ms: [], apiCalls: [], preflights: [] }])),
        ]),
    );
    for (let i = 0; i < runs; i++) {
        for (const { path } of PAGES) {
            // Alternating: the minimal app, the real-API build, the sandbox build, again for the next page.
            for (const [name, app] of Object.entries(apps)) {
                app.resetCalls();
                const preflightsBefore = stub.stats.preflights;
                const ms = await firstRowsOf(app.page, urlOf(name, path));
                const s = series[path][name];
                s.ms.push(ms);
                s.apiCalls.push(app.apiCalls());
                s.preflights.push(stub.stats.preflights - preflightsBefore);
            }
            const line = Object.entries(series[path]).map(([n, s]) => `${n} ${s.ms.at(-1)} ms`);
            log(`run ${i + 1}/${runs} ${path}: ${line.join(', ')}`);
        }
    }
    for (const app of Object.values(apps)) await app.context.close();

    const pages = Object.fromEntries(
        Object.entries(series).map(([path, s]) => {
            const [minimal, portalApi, portalSandbox] = [s.minimal, s.portalApi, s.portalSandbox].map((x) =>
                summary(x.ms),
            );
            return [
                path,
                {
                    minimal: {
                        ...minimal,
                        apiCallsPerRun: s.minimal.apiCalls,
                        preflightsPerRun: s.minimal.preflights,
                    },
                    portalApi: {
                        ...portalApi,
                        apiCallsPerRun: s.portalApi.apiCalls,
                        preflightsPerRun: s.portalApi.preflights,
                    },
                    portalSandbox: { ...portalSandbox, apiCallsPerRun: s.portalSandbox.apiCalls },
                    ratio: {
                        portalApiVsMinimal: ratio(portalApi.median, minimal.median),
                        portalSandboxVsMinimal: ratio(portalSandbox.median, minimal.median),
                    },
                },
            ];
        }),
    );
    return { afterLoginPath, pages, unknownCalls: [...stub.stats.unknown].sort() };
};
