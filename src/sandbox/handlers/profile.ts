import { checkNewPassword, PASSWORD_MESSAGES } from '../../domain/password';
import { checkAbout, checkEmail, checkPhoto, PROFILE_MESSAGES } from '../../domain/profile';
import { sha256 } from '../hash';
import { assertValid, type FieldErrors, SandboxError, validationError } from '../laravel';
import { type Context, route } from '../route';
import type { User } from '../types';
import { showUser, updateUser as updateUserByStaff } from './users';

/** The signed-in user's own record: personal data, photo, password and SMS confirmation at login (/perfil). */

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** Only the signed-in user's own record; anyone else's is 403, whether it exists or not. */
const ownUser = (ctx: Context): User => {
    if (ctx.params.uuid !== ctx.user.uuid) {
        throw new SandboxError(403, { message: 'This action is unauthorized.' });
    }
    return ctx.user;
};

const record = (user: User) => ({
    data: {
        uuid: user.uuid,
        name: user.name,
        /** CPF, 11 digits (the login name). */
        username: user.username,
        email: user.email,
        about: user.about ?? null,
        photo: user.photo ?? null,
        role: user.role,
        userRole: user.userRole,
        two_factor: user.two_factor,
    },
});

const updateUser = (ctx: Context) => {
    const user = ownUser(ctx);
    const email = str(ctx.body.email).trim();
    const about = str(ctx.body.about).trim();
    const errors: FieldErrors = {};
    const emailProblem = checkEmail(email);
    if (emailProblem) errors.email = [emailProblem];
    else if (
        ctx.store.state.users.some((u) => u.id !== user.id && u.email.toLowerCase() === email.toLowerCase())
    ) {
        errors.email = [PROFILE_MESSAGES.emailTaken];
    }
    if (ctx.body.about !== undefined && ctx.body.about !== null && typeof ctx.body.about !== 'string') {
        errors.about = ['O texto “Sobre” é inválido.'];
    } else {
        const aboutProblem = checkAbout(about);
        if (aboutProblem) errors.about = [aboutProblem];
    }
    assertValid(errors);
    user.email = email;
    user.about = about;
    ctx.store.save('users');
    return record(user);
};

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

const dataUrl = (type: string, bytes: Uint8Array) => {
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    }
    return `data:${type};base64,${btoa(binary)}`;
};

const uploadPhoto = async (ctx: Context) => {
    const user: User = ctx.user;
    let form: FormData;
    try {
        form = await ctx.request.formData();
    } catch {
        throw validationError({ photo: [PROFILE_MESSAGES.photoRequired] });
    }
    const photo = form.get('photo');
    if (!photo || typeof photo === 'string')
        throw validationError({ photo: [PROFILE_MESSAGES.photoRequired] });
    const problem = checkPhoto(photo);
    if (problem) throw validationError({ photo: [problem] });
    const bytes = new Uint8Array(await photo.arrayBuffer());
    // The declared type must match the content, as a real server would check.
    const signature = photo.type === 'image/png' ? PNG : JPEG;
    if (!startsWith(bytes, signature)) throw validationError({ photo: [PROFILE_MESSAGES.photoType] });
    user.photo = dataUrl(photo.type, bytes);
    ctx.store.save('users');
    return { data: { photo: user.photo } };
};

const changePassword = async (ctx: Context) => {
    const { user, store } = ctx;
    const current = str(ctx.body.current_password);
    const password = str(ctx.body.password);
    const errors: FieldErrors = {};
    if (!current) errors.current_password = [PROFILE_MESSAGES.currentPasswordRequired];
    else if ((await sha256(current)) !== user.password_hash) {
        errors.current_password = [PROFILE_MESSAGES.currentPasswordWrong];
    }
    const problem = checkNewPassword(password, user.username);
    if (problem) errors.password = [problem];
    else if (current && password === current) errors.password = [PROFILE_MESSAGES.samePassword];
    if (ctx.body.password_confirmation !== password) {
        errors.password_confirmation = [PASSWORD_MESSAGES.mismatch];
    }
    assertValid(errors);
    user.password_hash = await sha256(password);
    store.save('users');
    // This session stays open; any other one opened with the old password ends.
    for (const session of store.state.sessions) {
        if (session.user_id === user.id && session.id !== ctx.session.id && !session.ended) {
            session.ended = 'logout';
        }
    }
    store.save('sessions');
    return { message: 'Senha alterada com sucesso.' };
};

const setTwoFactor = async (ctx: Context) => {
    const user = ownUser(ctx);
    const password = str(ctx.body.password);
    const errors: FieldErrors = {};
    if (typeof ctx.body.enabled !== 'boolean') errors.enabled = ['Informe se a confirmação fica ligada.'];
    if (!password) errors.password = [PROFILE_MESSAGES.passwordRequired];
    else if ((await sha256(password)) !== user.password_hash)
        errors.password = [PROFILE_MESSAGES.passwordWrong];
    assertValid(errors);
    user.two_factor = ctx.body.enabled as boolean;
    ctx.store.save('users');
    return record(user);
};

const self = { permission: 'authenticated' } as const;

export const profileHandlers = [
    // Another user's uuid is staff work (users.ts: access.user.index reads, access.user.store changes).
    route('get', 'access/user/:uuid', self, (ctx) =>
        ctx.params.uuid === ctx.user.uuid ? record(ctx.user) : showUser(ctx),
    ),
    // A profile or status change of one's own record is refused there too.
    route('put', 'access/user/:uuid', self, (ctx) =>
        ctx.params.uuid === ctx.user.uuid && !('role' in ctx.body) && !('status' in ctx.body)
            ? updateUser(ctx)
            : updateUserByStaff(ctx),
    ),
    route('put', 'access/user/:uuid/two_factor', self, setTwoFactor),
    route('post', 'access/person/photo', self, uploadPhoto),
    route('put', 'access/password', self, changePassword),
];
