/** Sandbox access tokens: JWT-shaped (the app reads `exp`), unsigned; the sandbox trusts only its sessions. */

export const TOKEN_LIFETIME_S = 60 * 60;

const b64url = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export const makeToken = (sub: string, sid: string, now = Date.now()) => {
    const iat = Math.floor(now / 1000);
    return `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ sub, sid, iat, exp: iat + TOKEN_LIFETIME_S })}.sandbox`;
};

export const readToken = (token: string): { sub: string; sid: string; exp: number } | null => {
    try {
        const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
        return typeof payload.sid === 'string' && typeof payload.exp === 'number' ? payload : null;
    } catch {
        return null;
    }
};
