import type { ResourceMap } from '../types';

/** The signed-in user's own data (docs/api.md "The signed-in user's own data"). */
export const profile: ResourceMap = {
    perfil: {
        path: 'access/user',
        operations: {
            /** `id` the own uuid: `{ uuid, name, username, email, about, photo, role, userRole, two_factor }`. */
            get: { method: 'GET', path: ({ id }) => `access/user/${id}` },
            /** `id` the own uuid, `data` `{ about, email }`: the record. */
            update: { method: 'PUT', path: ({ id }) => `access/user/${id}` },
            /** `data` a FormData with `photo`: `{ photo }` (a data URL). */
            photo: { method: 'POST', path: () => 'access/person/photo' },
            /** `data` `{ current_password, password, password_confirmation }`. */
            password: { method: 'PUT', path: () => 'access/password' },
            /** `id` the own uuid, `data` `{ enabled, password }`: the record. */
            twoFactor: { method: 'PUT', path: ({ id }) => `access/user/${id}/two_factor` },
        },
    },
};
