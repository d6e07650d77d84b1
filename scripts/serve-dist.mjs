// The built app for the browser tests (playwright.config.ts): static files and the single-page fallback, as
// `vite preview` serves them, without its two costs on a 2-core machine. vite preview gzips every file on every
// request (about 70 ms of CPU for the 500 kB screen kit) and sends `no-cache`, so each new browser context
// downloaded and compressed the whole app again and every reload revalidated each chunk. Here the hashed files
// under /assets/ are cached for good and nothing is compressed (loopback).
// Usage: node scripts/serve-dist.mjs --port 4173 --dir dist
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { port: { type: 'string' }, dir: { type: 'string' } } });
const root = resolve(values.dir ?? 'dist');
const port = Number(values.port ?? 4173);

const TYPES = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.mjs': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.json': 'application/json',
    '.map': 'application/json',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.ico': 'image/x-icon',
    '.woff2': 'font/woff2',
    '.txt': 'text/plain; charset=utf-8',
    '.wasm': 'application/wasm',
    '.webmanifest': 'application/manifest+json',
};

/** The file for a URL path, or null: never outside the served folder. */
const fileFor = (pathname) => {
    const path = normalize(join(root, decodeURIComponent(pathname)));
    if (!path.startsWith(root + sep)) return null;
    try {
        return statSync(path).isFile() ? path : null;
    } catch {
        return null;
    }
};

const send = (req, res, path, status = 200) => {
    const immutable = path.startsWith(join(root, 'assets'));
    res.writeHead(status, {
        'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
        'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(path).pipe(res);
};

createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const file = fileFor(pathname);
    if (file) return send(req, res, file);
    // A page of the app (/tipos-contas, /pix-home): index.html, as vite preview's SPA fallback. A missing file
    // (a chunk of an older build) is a 404, so the app shows its load error.
    const isPage = !extname(pathname) || (req.headers.accept ?? '').includes('text/html');
    if (isPage) return send(req, res, join(root, 'index.html'));
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Not found');
}).listen(port, '127.0.0.1', () => console.log(`Servindo ${root} em http://127.0.0.1:${port}`));
