import type { LaravelPage } from '../../dataProvider/laravel';
import type { CollaboratorProfile } from '../../domain/accessUsers';
import { request } from '../../http/client';

/** A user as `access/user` answers it (docs/api.md "Access users, collaborators and employees"). */
export interface AccessUser {
    uuid: string;
    name: string;
    username: string;
    email: string;
    phone: string;
    role: string;
    userRole: string;
    kind: 'staff' | 'holder' | 'collaborator';
    collaborator: CollaboratorProfile | null;
    status: 'active' | 'blocked' | string;
    two_factor: boolean;
    person: { id: number; name: string; type: 'natural' | 'legal'; document: string } | null;
    created_at: string | null;
    last_login_at: string | null;
}

export interface UserCounts {
    total: number;
    by_role: Record<string, number>;
    by_status: Record<string, number>;
}

export interface RoleOption {
    code: string;
    label: string;
    grantable: boolean;
}

export type UserQuery = {
    role: string;
    status: string;
    search: string;
};

/** What both forms send: the person, and the profile of each kind of access. */
export type PersonInput = {
    name: string;
    cpf: string;
    email: string;
    phone: string;
};

const data = <T>(answer: { body: { data: T } }) => answer.body.data;

export const accessUsersApi = {
    list: (query: UserQuery, page: number, perPage: number, signal?: AbortSignal) =>
        request<LaravelPage<AccessUser>>('access/user', {
            query: { page, per_page: perPage, sort: 'name', filter: query },
            signal,
        }).then((answer) => answer.body),
    counts: (signal?: AbortSignal) => request<{ data: UserCounts }>('access/user/sum', { signal }).then(data),
    roles: (signal?: AbortSignal) =>
        request<{ data: { roles: RoleOption[] } }>('access/user/create', { signal }).then(
            (a) => a.body.data.roles,
        ),
    update: (uuid: string, body: { status?: string; role?: string; two_factor?: boolean }) =>
        request<{ data: AccessUser }>(`access/user/${uuid}`, { method: 'PUT', body }).then(data),
    remove: (uuid: string) => request(`access/user/${uuid}`, { method: 'DELETE' }),
    validate: (body: PersonInput & { role: string; two_factor: boolean }) =>
        request('access/user/validate', { method: 'POST', body, quiet: true }),
    create: (body: PersonInput & { role: string; two_factor: boolean }) =>
        request<{ data: AccessUser }>('access/user', { method: 'POST', body }).then(data),
    collaborators: (signal?: AbortSignal) =>
        request<{ data: AccessUser[] }>('access/collaborator', { signal }).then(data),
    addCollaborator: (body: PersonInput & { profile: string }) =>
        request<{ data: AccessUser }>('access/collaborator', { method: 'POST', body }).then(data),
    removeCollaborator: (uuid: string) => request(`access/collaborator/${uuid}`, { method: 'DELETE' }),
};
