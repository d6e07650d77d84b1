import { authApi } from '../../authProvider/api';
import { type SessionUser, setUser } from '../../authProvider/session';
import { request } from '../../http/client';

/** The signed-in user's own record (`GET access/user/{uuid}`): the profile plus the CPF and the photo. */
export interface OwnUser {
    uuid: string;
    name: string;
    /** CPF, 11 digits (the login name). */
    username: string;
    email: string;
    about: string | null;
    photo: string | null;
    role: string;
    userRole: string;
    two_factor: boolean;
}

export interface NewPassword {
    current_password: string;
    password: string;
    password_confirmation: string;
}

const data = <T>(answer: { body: { data: T } }) => answer.body.data;

export const profileApi = {
    get: (uuid: string) => request<{ data: OwnUser }>(`access/user/${uuid}`).then(data),
    update: (uuid: string, body: { about: string; email: string }) =>
        request<{ data: OwnUser }>(`access/user/${uuid}`, { method: 'PUT', body }).then(data),
    uploadPhoto: (photo: File) => {
        const form = new FormData();
        form.append('photo', photo);
        return request<{ data: { photo: string } }>('access/person/photo', {
            method: 'POST',
            body: form,
        }).then(data);
    },
    changePassword: (body: NewPassword) => request('access/password', { method: 'PUT', body }),
    setTwoFactor: (uuid: string, enabled: boolean, password: string) =>
        request<{ data: OwnUser }>(`access/user/${uuid}/two_factor`, {
            method: 'PUT',
            body: { enabled, password },
        }).then(data),
};

/** The profile again from the bank, kept in the session; null when the call failed (it showed its notice). */
export const reloadProfile = async (): Promise<SessionUser | null> => {
    try {
        const profile = await authApi.profile();
        setUser(profile);
        return profile;
    } catch {
        return null;
    }
};
