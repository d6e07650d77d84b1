import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCpf } from './domain/cpf';
import { DEMO_USERS } from './sandbox/seed/users';

const API_URL = 'https://api.exemplo.com.br';
const outDir = mkdtempSync(join(tmpdir(), 'portal-api-build-'));
const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
    );

/** The demo people's names, CPFs (bare and formatted), e-mails, phones and companies. */
const DEMO_DATA = DEMO_USERS.flatMap((user) => [
    user.name,
    user.username,
    formatCpf(user.username),
    user.email,
    user.phone,
    ...(user.company ? [user.company.name, user.company.document, user.company.email] : []),
]);

// One real-API build (unminified: faster, and the strings are what is searched), checked as shipped.
describe('the real-API build (npm run build:api)', { timeout: 180_000 }, () => {
    beforeAll(async () => {
        const { NODE_ENV: _, ...env } = process.env;
        await promisify(execFile)(
            process.execPath,
            [
                'node_modules/vite/bin/vite.js',
                'build',
                '--outDir',
                outDir,
                '--emptyOutDir',
                '--minify',
                'false',
                '--logLevel',
                'error',
            ],
            {
                env: {
                    ...env,
                    VITE_API_URL: API_URL,
                    VITE_SENTRY_DSN: 'https://chave@o1.ingest.sentry.io/1',
                },
            },
        );
    }, 180_000);
    afterAll(() => rmSync(outDir, { recursive: true, force: true }));

    it('ships no Mock Service Worker and nothing that starts it', () => {
        const names = files(outDir).map((file) => file.slice(outDir.length + 1));
        expect(names).toContain('index.html');
        expect(names).not.toContain('mockServiceWorker.js');
        const mentions = files(outDir).filter((file) =>
            readFileSync(file, 'utf8').includes('mockServiceWorker'),
        );
        expect(mentions).toEqual([]);
    });

    it('ships no demo person’s data', () => {
        const found = files(outDir).flatMap((file) => {
            const text = readFileSync(file, 'utf8');
            return DEMO_DATA.filter((value) => text.includes(value)).map((value) => `${value} em ${file}`);
        });
        expect(found).toEqual([]);
    });

    it('carries its Content-Security-Policy and referrer policy in the page', () => {
        const html = readFileSync(join(outDir, 'index.html'), 'utf8').replaceAll('&#39;', "'");
        const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1];
        expect(csp).toContain("script-src 'self';");
        expect(csp).toContain(`connect-src 'self' ${API_URL} https://o1.ingest.sentry.io;`);
        expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
        expect(html).toContain('<meta name="referrer" content="no-referrer" />');
    });
});
