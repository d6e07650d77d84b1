import { describe, expect, it } from 'vitest';
import { ERROR_CODE_AREAS, errorCodeFor } from './errorCodes';

describe('errorCodeFor', () => {
    it.each([
        ['GET', 'access/account_type', 'ACC002-1'],
        ['POST', '/access/account_type', 'ACC002-2'],
        ['PUT', 'access/account_type/7', 'ACC004-3'],
        ['GET', 'access/account_type/create', 'ACC003-1'],
        ['POST', 'login/web', 'AUT001-2'],
        ['DELETE', 'access/person/12', 'ACC061-4'],
        ['GET', 'access/account_type?page=1', 'ACC002-1'],
    ])('%s %s → %s', (method, path, code) => expect(errorCodeFor(method, path)).toBe(code));

    it('answers 0999 for an endpoint outside the catalogue', () => {
        expect(errorCodeFor('GET', 'nada/por/aqui')).toBe('0999');
    });

    it('has three-letter prefixes, unique, and no endpoint listed twice', () => {
        const prefixes = ERROR_CODE_AREAS.map((a) => a.prefix);
        expect(new Set(prefixes).size).toBe(prefixes.length);
        for (const prefix of prefixes) expect(prefix).toMatch(/^[A-Z]{3}$/);
        const paths = ERROR_CODE_AREAS.flatMap((a) => a.endpoints);
        expect(new Set(paths).size).toBe(paths.length);
    });
});

describe('catalogue coverage', () => {
    it('has a code for every endpoint the sandbox bank serves (the endpoints the app calls)', async () => {
        const { handlers } = await import('../sandbox/handlers');
        const { API_BASE } = await import('../config');
        const missing = handlers
            .map((h) => ({
                method: String(h.info.method),
                path: String(h.info.path).replace(`${API_BASE}/`, ''),
            }))
            .filter(({ method, path }) => errorCodeFor(method, path.replace(/:\w+/g, '1')) === '0999');
        expect(missing).toEqual([]);
    });
});
