import type { ResourceMap } from '../types';

/** Users are known by their uuid: react-admin's `id`. */
const byUuid = (raw: Record<string, unknown>) => ({ ...raw, id: raw.uuid });

/** Access users and collaborators (docs/api.md "Access users, collaborators and employees"). */
export const accessUsers: ResourceMap = {
    /**
     * Everyone who can sign in (`/controleusuario`): `filter.role`, `filter.status`, `filter.search`; sort `name`,
     * `created_at`, `last_login_at`, `status`. Records by uuid.
     */
    controleusuario: {
        path: 'access/user',
        record: byUuid,
        operations: {
            /** `{ total, by_role, by_status }`. */
            counts: { method: 'GET', path: () => 'access/user/sum' },
            /** The staff profiles `{ code, label, grantable }[]`. */
            roles: {
                method: 'GET',
                path: () => 'access/user/create',
                answer: (body) => (body as { data: { roles: unknown[] } }).data.roles,
            },
            /** `id` the uuid; `data` `{ status?, role?, two_factor? }`. */
            update: { method: 'PUT', path: ({ id }) => `access/user/${id}` },
            remove: { method: 'DELETE', path: ({ id }) => `access/user/${id}` },
            /** `data` as `create`: checks CPF and e-mail are free (send it `quiet`). */
            validate: { method: 'POST', path: () => 'access/user/validate' },
            /** `data` `{ name, cpf, email, phone, role, two_factor }`: a new staff user. */
            create: { method: 'POST', path: () => 'access/user' },
        },
    },
    /** A company's own collaborators (answered whole). Records by uuid. */
    colaboradores: {
        path: 'access/collaborator',
        record: byUuid,
        operations: {
            /** `data` `{ name, cpf, email, phone, profile }`. */
            add: { method: 'POST', path: () => 'access/collaborator' },
            remove: { method: 'DELETE', path: ({ id }) => `access/collaborator/${id}` },
        },
    },
};
