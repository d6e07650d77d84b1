import { isValidCpf, normalizeCpf } from '../../domain/cpf';
import { normalizeMobile } from '../../domain/phone';
import { sha256 } from '../hash';
import { validationError } from '../laravel';
import { type Context, type PublicContext, route } from '../route';
import { TERMS_VERSION } from '../seed/terms';
import { DEMO_USERS } from '../seed/users';
import { makeToken, TOKEN_LIFETIME_S } from '../tokens';
import type { User } from '../types';

const SMS_CODE_LIFETIME_MS = 5 * 60 * 1000;
/** A session used within this window is "in use elsewhere": a new login must take it over. */
const LIVENESS_MS = 15 * 60 * 1000;

const str = (value: unknown) => (typeof value === 'string' ? value : '');

const maskedPhone = (phone: string) => `(${phone.slice(0, 2)}) ${phone[2]}****-${phone.slice(7)}`;

const findUser = (ctx: PublicContext, rawCpf: string) => {
    const cpf = normalizeCpf(rawCpf);
    return cpf ? ctx.store.state.users.find((u) => u.username === cpf) : undefined;
};

/** Credentials, then the SMS code for users with 2FA; returns the user when both pass. */
type Checked = { user: User } | { challenge: { two_factor: true; phone_hint: string } };

const checkCredentials = async (ctx: PublicContext): Promise<Checked> => {
    const username = str(ctx.body.username);
    const password = str(ctx.body.password);
    if (!isValidCpf(username)) throw validationError({ username: ['Informe um CPF válido.'] });
    if (!password) throw validationError({ password: ['Informe a senha.'] });
    const user = findUser(ctx, username);
    if (!user || user.password_hash !== (await sha256(password)))
        throw validationError({ password: ['CPF ou senha incorretos.'] });
    if (user.status !== 'active') {
        throw validationError({ username: ['Usuário bloqueado. Procure o atendimento do seu banco.'] });
    }
    if (!user.two_factor) return { user };
    const code = str(ctx.body.code);
    if (!code) return { challenge: { two_factor: true, phone_hint: maskedPhone(user.phone) } };
    const now = Date.now();
    const sent = ctx.store.state.smsCodes.find(
        (s) => s.cpf === user.username && Date.parse(s.expires_at) > now,
    );
    if (!sent || sent.code !== code) throw validationError({ code: ['Código inválido ou expirado.'] });
    return { user };
};

const openSession = async (ctx: PublicContext, user: User, takeOver: boolean) => {
    const { state } = ctx.store;
    const now = Date.now();
    const open = state.sessions.filter(
        (s) => s.user_id === user.id && !s.ended && Date.parse(s.expires_at) > now,
    );
    if (!takeOver && open.some((s) => now - Date.parse(s.last_seen_at) < LIVENESS_MS)) {
        throw validationError({ session: ['Usuário já possui uma sessão ativa em outro dispositivo.'] });
    }
    // One session per user: whatever was still open elsewhere is displaced (its next call gets A1003).
    for (const session of open) session.ended = 'displaced';
    const sid = crypto.randomUUID();
    state.sessions = state.sessions.filter((s) => Date.parse(s.expires_at) > now - 86_400_000);
    state.sessions.push({
        id: await sha256(sid),
        user_id: user.id,
        created_at: new Date(now).toISOString(),
        last_seen_at: new Date(now).toISOString(),
        expires_at: new Date(now + TOKEN_LIFETIME_S * 1000).toISOString(),
    });
    state.smsCodes = state.smsCodes.filter((s) => s.cpf !== user.username);
    ctx.store.save('sessions');
    ctx.store.save('smsCodes');
    return {
        access_token: makeToken(user.uuid, sid, now),
        token_type: 'bearer',
        expires_in: TOKEN_LIFETIME_S,
    };
};

const login = (takeOver: boolean) => async (ctx: PublicContext) => {
    const checked = await checkCredentials(ctx);
    return 'challenge' in checked ? checked.challenge : openSession(ctx, checked.user, takeOver);
};

/**
 * The terms of use are the account holder's: a holder who has not accepted the current version (registered by
 * staff, or accepted an older one; a demo user's acceptance is in the seed) must accept it before going on.
 * Staff created on screen (no person) and a company's collaborators are not asked.
 */
const termsPending = (user: User) => {
    if (user.person_id === 0 || user.collaborator) return false;
    const accepted =
        user.terms_accepted?.version ??
        DEMO_USERS.find((demo) => demo.username === user.username)?.terms_version;
    return accepted !== TERMS_VERSION;
};

const profile = ({ user, store }: Context) => {
    const person = store.state.persons.find((p) => p.id === user.person_id);
    return {
        data: {
            uuid: user.uuid,
            name: user.name,
            about: user.about ?? null,
            photo: user.photo ?? null,
            status: user.status,
            userRole: user.userRole,
            email: user.email,
            role: user.role,
            type: person?.type ?? 'natural',
            person_id: user.person_id,
            bank: store.state.banks[0]?.name ?? null,
            permissions: user.permissions,
            '2fa': user.two_factor,
            terms_pending: termsPending(user),
        },
    };
};

export const authHandlers = [
    route('post', 'login/web', { public: true }, login(false)),
    route('post', 'login/update/session', { public: true }, login(true)),
    route('post', 'sms/request', { public: true }, (ctx) => {
        const user = findUser(ctx, str(ctx.body.cpf));
        if (!user) throw validationError({ cpf: ['CPF não encontrado.'] });
        if (normalizeMobile(str(ctx.body.phone)) !== user.phone) {
            throw validationError({ phone: ['O celular informado não confere com o cadastro.'] });
        }
        const code = String(Math.floor(100000 + Math.random() * 900000));
        const expires = new Date(Date.now() + SMS_CODE_LIFETIME_MS).toISOString();
        ctx.store.state.smsCodes = [
            ...ctx.store.state.smsCodes.filter((s) => s.cpf !== user.username),
            { cpf: user.username, code, expires_at: expires },
        ];
        ctx.store.save('smsCodes');
        // No SMS gateway in the sandbox: the code comes back so the login page can show it.
        return { message: 'Código enviado por SMS.', sandbox_code: code };
    }),
    route('get', 'access/profile', { permission: 'authenticated' }, profile),
    route('get', 'token/refresh', { permission: 'authenticated' }, ({ user, session, sid, store }) => {
        const now = Date.now();
        session.expires_at = new Date(now + TOKEN_LIFETIME_S * 1000).toISOString();
        store.save('sessions');
        return {
            access_token: makeToken(user.uuid, sid, now),
            token_type: 'bearer',
            expires_in: TOKEN_LIFETIME_S,
        };
    }),
    route('post', 'login/out', { permission: 'authenticated' }, ({ session, store }) => {
        session.ended = 'logout';
        store.save('sessions');
        return { message: 'Sessão encerrada.' };
    }),
];
