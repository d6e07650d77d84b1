import { isValidCpf, maskCpf, normalizeCpf } from '../../domain/cpf';
import { checkNewPassword, PASSWORD_MESSAGES } from '../../domain/password';
import { normalizeMobile } from '../../domain/phone';
import { sha256 } from '../hash';
import { validationError } from '../laravel';
import { type PublicContext, route } from '../route';
import type { SandboxStore } from '../store';

/** Forgotten password (/alterarsenha) and forgotten username (/user-remember), both without a session. */

const TOKEN_LIFETIME_MS = 10 * 60 * 1000;
const RESET_LIFETIME_MS = 10 * 60 * 1000;
const MAX_WRONG_ATTEMPTS = 5;

export const NEUTRAL_SEND_MESSAGE = 'Se o CPF estiver cadastrado, enviaremos um código.';
const TOO_MANY = 'Muitas tentativas. Solicite um novo código.';
const EXPIRED_TOKEN = 'Código inválido ou expirado. Solicite um novo código.';
const EXPIRED_RESET = 'Sua solicitação expirou. Solicite um novo código.';

/** What a reset in progress keeps, hashed as a real server would; never in SandboxState (memory only). */
interface Pending {
    tokenHash?: string;
    tokenExpires: number;
    wrongAttempts: number;
    resetHash?: string;
    resetExpires: number;
}

// One map per store: a fresh sandbox (each test's) starts with no reset in progress.
const pendingByStore = new WeakMap<SandboxStore, Map<string, Pending>>();
const pendingOf = (store: SandboxStore) => {
    let pending = pendingByStore.get(store);
    if (!pending) {
        pending = new Map();
        pendingByStore.set(store, pending);
    }
    return pending;
};

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

const randomDigits = (length: number) => {
    const values = crypto.getRandomValues(new Uint32Array(length));
    return [...values].map((v) => String(v % 10)).join('');
};

const emailHint = (email: string) => {
    const [local, domain] = email.split('@');
    return `${local.slice(0, 2)}***@${domain}`;
};
const phoneHint = (phone: string) => `(${phone.slice(0, 2)}) ${phone[2]}****-${phone.slice(7)}`;

/** The CPF of the body (422 when malformed) and its active user, if any. */
const readCpf = (ctx: PublicContext) => {
    const raw = str(ctx.body.cpf);
    if (!isValidCpf(raw)) throw validationError({ cpf: ['Informe um CPF válido.'] });
    const cpf = normalizeCpf(raw) as string;
    const user = ctx.store.state.users.find((u) => u.username === cpf && u.status === 'active');
    return { cpf, user };
};

const sendToken = async (ctx: PublicContext) => {
    const { cpf, user } = readCpf(ctx);
    // Unknown CPF: the same answer without a token, so the call does not tell who is a customer.
    if (!user) return { message: NEUTRAL_SEND_MESSAGE };
    const token = randomDigits(6);
    pendingOf(ctx.store).set(cpf, {
        tokenHash: await sha256(token),
        tokenExpires: Date.now() + TOKEN_LIFETIME_MS,
        wrongAttempts: 0,
        resetExpires: 0,
    });
    return {
        message: NEUTRAL_SEND_MESSAGE,
        email_hint: emailHint(user.email),
        phone_hint: phoneHint(user.phone),
        // No e-mail or SMS gateway in the sandbox: the token comes back so the page can show it.
        sandbox_token: token,
    };
};

const confirmToken = async (ctx: PublicContext) => {
    const { cpf } = readCpf(ctx);
    const token = str(ctx.body.token);
    if (!/^\d{6}$/.test(token)) throw validationError({ token: ['O código tem 6 dígitos.'] });
    const pending = pendingOf(ctx.store);
    const entry = pending.get(cpf);
    if (!entry?.tokenHash || entry.tokenExpires <= Date.now()) {
        throw validationError({ token: [EXPIRED_TOKEN] });
    }
    if (entry.tokenHash !== (await sha256(token))) {
        entry.wrongAttempts += 1;
        const left = MAX_WRONG_ATTEMPTS - entry.wrongAttempts;
        if (left <= 0) {
            pending.delete(cpf);
            throw validationError({ token: [TOO_MANY] });
        }
        const tries = left === 1 ? 'Resta 1 tentativa' : `Restam ${left} tentativas`;
        throw validationError({ token: [`Código incorreto. ${tries}.`] });
    }
    const reset = crypto.randomUUID();
    pending.set(cpf, {
        wrongAttempts: 0,
        tokenExpires: 0,
        resetHash: await sha256(reset),
        resetExpires: Date.now() + RESET_LIFETIME_MS,
    });
    return { reset_token: reset };
};

const changePassword = async (ctx: PublicContext) => {
    const { cpf, user } = readCpf(ctx);
    const pending = pendingOf(ctx.store);
    const entry = pending.get(cpf);
    const reset = str(ctx.body.reset_token);
    if (
        !user ||
        !entry?.resetHash ||
        entry.resetExpires <= Date.now() ||
        entry.resetHash !== (await sha256(reset))
    ) {
        throw validationError({ reset_token: [EXPIRED_RESET] });
    }
    // The rules before the token is spent: a weak password can be fixed and sent again.
    const password = typeof ctx.body.password === 'string' ? ctx.body.password : '';
    const problem = checkNewPassword(password, cpf);
    if (problem) throw validationError({ password: [problem] });
    if (ctx.body.password_confirmation !== password) {
        throw validationError({ password_confirmation: [PASSWORD_MESSAGES.mismatch] });
    }
    pending.delete(cpf);
    user.password_hash = await sha256(password);
    ctx.store.save('users');
    // Whoever was signed in with the old password is signed out.
    for (const session of ctx.store.state.sessions) {
        if (session.user_id === user.id && !session.ended) session.ended = 'logout';
    }
    ctx.store.save('sessions');
    return { message: 'Senha alterada com sucesso.' };
};

const rememberUser = (ctx: PublicContext) => {
    const { users } = ctx.store.state;
    const email = str(ctx.body.email).toLowerCase();
    const rawPhone = str(ctx.body.phone);
    if (email && rawPhone) throw validationError({ email: ['Informe o e-mail ou o celular, não os dois.'] });
    if (email) {
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
            throw validationError({ email: ['Informe um e-mail válido.'] });
        }
        const user = users.find((u) => u.email.toLowerCase() === email);
        if (!user) throw validationError({ email: ['Não encontramos um cadastro com este e-mail.'] });
        return {
            message: 'Enviamos seu usuário para o e-mail cadastrado.',
            sandbox_username: maskCpf(user.username),
        };
    }
    if (!rawPhone) throw validationError({ email: ['Informe o e-mail ou o celular cadastrado.'] });
    const phone = normalizeMobile(rawPhone);
    if (!phone) throw validationError({ phone: ['Informe um celular válido com DDD.'] });
    const user = users.find((u) => u.phone === phone);
    if (!user) throw validationError({ phone: ['Não encontramos um cadastro com este celular.'] });
    return {
        message: 'Enviamos seu usuário para o celular cadastrado.',
        // Never the whole CPF, not even in the sandbox.
        sandbox_username: maskCpf(user.username),
    };
};

export const passwordHandlers = [
    route('post', 'access/user_password/send_token', { public: true }, sendToken),
    route('post', 'access/user_password/confirm_token', { public: true }, confirmToken),
    route('put', 'access/user_password/change', { public: true }, changePassword),
    route('post', 'access/user/remember', { public: true }, rememberUser),
];
