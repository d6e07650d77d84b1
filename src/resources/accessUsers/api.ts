import type { CollaboratorProfile } from '../../domain/accessUsers';

/** A user as `access/user` answers it (docs/api.md "Access users, collaborators and employees"). */
export interface AccessUser {
    /** The uuid, as the data provider gives it to react-admin's lists (a verb's answer has only `uuid`). */
    id: string;
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

/** What both forms send: the person, and the profile of each kind of access. */
export type PersonInput = {
    name: string;
    cpf: string;
    email: string;
    phone: string;
};

/** What `POST access/user` (and its `validate`) takes. */
export type StaffUserInput = PersonInput & { role: string; two_factor: boolean };
