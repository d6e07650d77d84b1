// A local stand-in for the bank's API, answering at once, for `npm run bench` (scripts/bench-first-rows.mjs).
//
// - `/v1/...`: the portal's real-API build (VITE_API_URL=<this origin>). Each call is answered with what the
//   sandbox answered to the same method, path and query in this bench run (recorded in the sandbox build by
//   scripts/bench-first-rows.mjs): the seed's own payloads, sizes and totals. A call never recorded is logged
//   and answered 404 `{ message }`, so nothing hangs; `unknown` lists them for the JSON output.
// - `/minimal/boletos`: the minimal app's one resource (bench/minimal), react-admin's simple-REST contract:
//   a JSON array and `Content-Range: boletos <from>-<to>/<total>`, 1,000 made-up boletos.
// CORS as a Laravel API with the default config/cors.php sends it: any origin, and
// `Access-Control-Max-Age: 0` unless told otherwise, so Chromium sends a preflight before every call that
// carries the token (counted in `preflights`).
import { createServer } from 'node:http';

const MINIMAL_TOTAL = 1000;
const PAYERS = ['Silva Confecções Ltda', 'Maria Aparecida Souza', 'Padaria Bom Pão ME', 'João Pedro Lima'];

/** Row `i` (0-based) of the minimal app's list: deterministic, shaped like an issued boleto. */
const minimalRow = (i) => ({
    id: i + 1,
    our_number: String(10_000_000_000 + i + 1),
    payer: PAYERS[i % PAYERS.length],
    due_date: new Date(Date.UTC(2026, i % 12, 1 + (i % 28))).toISOString().slice(0, 10),
    amount: 100 + ((i * 3701) % 900_000) / 100,
    status: ['Pendente', 'Pago', 'Vencido', 'Cancelado'][i % 4],
});

/** GET /minimal/boletos?range=[0,24]: ra-data-simple-rest's getList answer. */
const minimalList = (url) => {
    const [from, to] = JSON.parse(url.searchParams.get('range') ?? '[0,24]');
    const last = Math.min(to, MINIMAL_TOTAL - 1);
    const rows = [];
    for (let i = from; i <= last; i++) rows.push(minimalRow(i));
    return { rows, range: `boletos ${from}-${last}/${MINIMAL_TOTAL}` };
};

const keyOf = (method, url) => `${method} ${url.pathname.replace(/^.*?\/v1\//, '')}${url.search}`;

/**
 * Starts the stub on 127.0.0.1:`port`. `record(method, url, status, body)` adds (or replaces) an answer for
 * the portal's `/v1/` calls; `stats` counts what was asked.
 */
export const startApiStub = async ({ port, corsMaxAge = 0, log = () => undefined }) => {
    const answers = new Map();
    const stats = { calls: 0, preflights: 0, unknown: new Set() };
    const cors = (req) => ({
        'Access-Control-Allow-Origin': req.headers.origin ?? '*',
        Vary: 'Origin',
        'Access-Control-Expose-Headers': 'Content-Range',
    });
    const server = createServer((req, res) => {
        const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
        if (req.method === 'OPTIONS') {
            stats.preflights++;
            res.writeHead(204, {
                ...cors(req),
                'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
                'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
                'Access-Control-Max-Age': String(corsMaxAge),
            });
            res.end();
            return;
        }
        req.resume(); // the request body is not needed: answers depend on method, path and query
        req.on('end', () => {
            stats.calls++;
            const send = (status, body, headers = {}) => {
                res.writeHead(status, {
                    ...cors(req),
                    'Content-Type': 'application/json',
                    'Cache-Control': 'no-store',
                    ...headers,
                });
                res.end(typeof body === 'string' ? body : JSON.stringify(body));
            };
            if (req.method === 'GET' && url.pathname === '/minimal/boletos') {
                const { rows, range } = minimalList(url);
                send(200, rows, { 'Content-Range': range });
                return;
            }
            const answer = answers.get(keyOf(req.method, url));
            if (answer) {
                send(answer.status, answer.body);
                return;
            }
            const key = keyOf(req.method, url);
            if (!stats.unknown.has(key)) log('stub: chamada não gravada, 404:', key);
            stats.unknown.add(key);
            send(404, { message: `Sem resposta gravada para ${key}` });
        });
    });
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', resolve);
    });
    return {
        origin: `http://127.0.0.1:${port}`,
        stats,
        record: (method, url, status, body) => answers.set(keyOf(method, new URL(url)), { status, body }),
        recorded: () => [...answers.keys()].sort(),
        close: () =>
            new Promise((resolve) => {
                server.closeAllConnections();
                server.close(resolve);
            }),
    };
};

// `node scripts/bench-api-stub.mjs [port]`: the minimal app's resource alone (nothing recorded), for a look.
if (import.meta.url === `file://${process.argv[1]}`) {
    const stub = await startApiStub({ port: Number(process.argv[2] ?? 4180), log: console.error });
    console.error(`stub em ${stub.origin} (/minimal/boletos; /v1/ sem gravações responde 404)`);
}
