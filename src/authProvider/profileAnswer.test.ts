import { describe, expect, it } from 'vitest';
import { type ProfileAnswer, sessionUserOf } from './profileAnswer';

const profile: ProfileAnswer = {
    name: 'Maria Helena Souza',
    status: 'active',
    userRole: 'Cliente',
    email: 'mariahelena.souza@gmail.com',
    role: 'cliente',
    type: 'natural',
    person_id: 8,
    permissions: ['account.my_account.show'],
    '2fa': true,
};

describe('sessionUserOf (spec 1 §3: the user is "uid (or uuid)")', () => {
    it('reads a backend that names the id uid', () => {
        expect(sessionUserOf({ ...profile, uid: 'u-1' }).uuid).toBe('u-1');
    });

    it('prefers uuid when both come, and keeps the rest of the profile', () => {
        const user = sessionUserOf({ ...profile, uuid: 'u-2', uid: 'u-1' });
        expect(user).toEqual({ ...profile, uuid: 'u-2' });
        expect(user).not.toHaveProperty('uid');
    });

    it('does not keep the terms flag in the session, and refuses a profile without an id', () => {
        expect(sessionUserOf({ ...profile, uuid: 'u-3', terms_pending: false })).not.toHaveProperty(
            'terms_pending',
        );
        expect(() => sessionUserOf(profile)).toThrow();
    });
});
