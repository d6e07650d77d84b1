import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, REFERRER_POLICY, securityHeaders } from './hosting';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const EXAMPLE = { apiUrl: 'https://api.exemplo.com.br', sentryDsn: 'https://chave@o1.ingest.sentry.io/1' };

describe('hosting headers', () => {
    it('docs/hosting.md shows the header set the code has', () => {
        const documented = [...read('../docs/hosting.md').matchAll(/^\s*add_header (\S+) "(.*)" always;$/gm)];
        expect(Object.fromEntries(documented.map(([, name, value]) => [name, value]))).toEqual(
            securityHeaders(EXAMPLE),
        );
    });

    it('the header policy is the meta policy plus what a meta cannot carry', () => {
        const header = securityHeaders(EXAMPLE)['Content-Security-Policy'];
        expect(header).toBe(
            `${contentSecurityPolicy(EXAMPLE)}; frame-ancestors 'none'; upgrade-insecure-requests`,
        );
        expect(contentSecurityPolicy(EXAMPLE)).not.toMatch(
            /frame-ancestors|unsafe-eval|script-src[^;]*unsafe-inline/,
        );
        expect(contentSecurityPolicy(EXAMPLE)).toContain(
            "connect-src 'self' https://api.exemplo.com.br https://o1.ingest.sentry.io;",
        );
        expect(contentSecurityPolicy({})).toContain("connect-src 'self';");
    });

    it('index.html sets the referrer policy', () => {
        expect(read('../index.html')).toContain(`<meta name="referrer" content="${REFERRER_POLICY}" />`);
    });
});
