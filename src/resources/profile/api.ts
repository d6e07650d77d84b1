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
