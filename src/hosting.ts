/**
 * The security headers of the built app (docs/hosting.md). Pure: vite.config.ts writes the policy into the
 * built index.html as a <meta>, the web server sends the full set, and a test keeps the two and the doc equal.
 */

export interface HostingOrigins {
    /** VITE_API_URL: calls go to its origin. */
    apiUrl?: string;
    /** VITE_SENTRY_DSN: error reports go to its host. */
    sentryDsn?: string;
}

const originOf = (url: string | undefined): string | null => {
    if (!url) return null;
    try {
        return new URL(url).origin;
    } catch {
        return null;
    }
};

/**
 * The Content-Security-Policy. MUI/emotion inject <style> tags, hence 'unsafe-inline' for styles only;
 * images and the PDF viewer use data: and blob: URLs made by the app; the sandbox's service worker and the
 * CSV workers are same-origin files. `forHeader` adds what a <meta> cannot carry (frame-ancestors) and what
 * only makes sense over HTTPS (upgrade-insecure-requests would break `vite preview` on http://localhost).
 */
export function contentSecurityPolicy(origins: HostingOrigins, forHeader = false): string {
    const connect = ["'self'", originOf(origins.apiUrl), originOf(origins.sentryDsn)].filter(Boolean);
    return [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self' data:",
        `connect-src ${[...new Set(connect)].join(' ')}`,
        "worker-src 'self'",
        'object-src blob:',
        'frame-src blob:',
        "media-src 'self' blob:",
        "manifest-src 'self'",
        "base-uri 'none'",
        "form-action 'self'",
        ...(forHeader ? ["frame-ancestors 'none'", 'upgrade-insecure-requests'] : []),
    ].join('; ');
}

/** Page URLs carry ids and searches (`?holder=…`): no Referer leaves the page, not even to the API. */
export const REFERRER_POLICY = 'no-referrer';

/** The header set the web server sends with every response of the app. */
export const securityHeaders = (origins: HostingOrigins): Record<string, string> => ({
    'Content-Security-Policy': contentSecurityPolicy(origins, true),
    'Referrer-Policy': REFERRER_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy':
        'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=()',
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'Cross-Origin-Opener-Policy': 'same-origin',
});
