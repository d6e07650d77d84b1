import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD_HASH, sha256 } from './hash';
import { DEMO_PASSWORD } from './seed/users';

describe('sha256', () => {
    it('matches the published test vector', async () => {
        expect(await sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    });
    it('is the hash stored for the demo password', async () => {
        expect(await sha256(DEMO_PASSWORD)).toBe(DEMO_PASSWORD_HASH);
    });
});
