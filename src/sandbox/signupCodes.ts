import {
    CODE_LENGTH,
    CODE_MAX_ATTEMPTS,
    CODE_TTL_SECONDS,
    CONFIRMATION_TTL_SECONDS,
    cellphoneProblem,
    clean,
    emailProblem,
    mobileDigits,
    normalizeEmail,
    SIGNUP_MESSAGES,
} from '../domain/signup';
import { sha256 } from './hash';
import { validationError } from './laravel';
import type { SandboxStore } from './store';
import type { SandboxState, SignupCode } from './types';

/**
 * Confirmation of a registration's e-mail and mobile: `send` stores the hash of a 6-digit code (10 minutes,
 * 5 wrong tries), `confirm` trades the right code for a token (60 minutes), and the registration spends the
 * token. Nothing in clear text is kept.
 */

export type Channel = SignupCode['channel'];

const isChannel = (value: unknown): value is Channel => value === 'email' || value === 'cellphone';

/** The e-mail is in use by a user or a holder of the bank. */
export const emailTaken = (state: SandboxState, email: string) =>
    state.users.some((u) => u.email.toLowerCase() === email) ||
    state.persons.some((p) => p.email.toLowerCase() === email);

/** The mobile is where some user's codes already go. */
export const cellphoneTaken = (state: SandboxState, phone: string) =>
    state.users.some((u) => u.phone === phone) ||
    state.persons.some((p) => p.type === 'natural' && p.phone === phone);

/** The channel and its address, normalized; 422 on `channel` or `target` (format, or already in use). */
export function readTarget(state: SandboxState, body: Record<string, unknown>, checkInUse: boolean) {
    const channel = body.channel;
    if (!isChannel(channel)) throw validationError({ channel: [SIGNUP_MESSAGES.channelInvalid] });
    if (channel === 'email') {
        const problem = emailProblem(body.target);
        if (problem) throw validationError({ target: [problem] });
        const target = normalizeEmail(body.target);
        if (checkInUse && emailTaken(state, target)) {
            throw validationError({ target: [SIGNUP_MESSAGES.emailTaken] });
        }
        return { channel, target };
    }
    const problem = cellphoneProblem(body.target);
    if (problem) throw validationError({ target: [problem] });
    const target = mobileDigits(body.target);
    if (checkInUse && cellphoneTaken(state, target)) {
        throw validationError({ target: [SIGNUP_MESSAGES.cellphoneTaken] });
    }
    return { channel, target };
}

const codeHash = (channel: Channel, target: string, code: string) => sha256(`${channel}:${target}:${code}`);

const randomCode = () =>
    [...crypto.getRandomValues(new Uint32Array(CODE_LENGTH))].map((v) => String(v % 10)).join('');

const hintOf = (channel: Channel, target: string) => {
    if (channel === 'cellphone') return `(${target.slice(0, 2)}) ${target[2]}****-${target.slice(7)}`;
    const [local, domain] = target.split('@');
    return `${local.slice(0, 2)}***@${domain}`;
};

/** Drops what can no longer be used: expired codes without a live token. */
const prune = (rows: SignupCode[], now: number) =>
    rows.filter(
        (row) =>
            (row.code_hash !== null && Date.parse(row.code_expires_at) > now) ||
            (row.token_expires_at !== null && Date.parse(row.token_expires_at) > now),
    );

/** A new code for the address; it replaces any code or token the address had. */
export async function sendCode(store: SandboxStore, channel: Channel, target: string) {
    const code = randomCode();
    const hash = await codeHash(channel, target, code);
    const now = Date.now();
    const rows = prune(store.state.signupCodes, now).filter(
        (r) => !(r.channel === channel && r.target === target),
    );
    rows.push({
        id: store.nextId('signupCodes'),
        channel,
        target,
        code_hash: hash,
        code_expires_at: new Date(now + CODE_TTL_SECONDS * 1000).toISOString(),
        wrong_attempts: 0,
        token_hash: null,
        token_expires_at: null,
        created_at: new Date(now).toISOString(),
    });
    store.state.signupCodes = rows;
    store.save('signupCodes');
    const where = channel === 'email' ? 'e-mail' : 'celular';
    return {
        message: `Enviamos um código de ${CODE_LENGTH} dígitos para o ${where} informado.`,
        target_hint: hintOf(channel, target),
        // No e-mail or SMS gateway in the sandbox: the code comes back so the wizard can show it.
        sandbox_code: code,
    };
}

/** The right code gives a token proving the address; 5 wrong ones discard the code. 422 on `code`. */
export async function confirmCode(store: SandboxStore, channel: Channel, target: string, rawCode: unknown) {
    const code = clean(rawCode);
    if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)) {
        throw validationError({ code: [SIGNUP_MESSAGES.codeShape] });
    }
    const hash = await codeHash(channel, target, code);
    const now = Date.now();
    const row = store.state.signupCodes.find(
        (r) =>
            r.channel === channel &&
            r.target === target &&
            r.code_hash !== null &&
            Date.parse(r.code_expires_at) > now,
    );
    if (!row) throw validationError({ code: [SIGNUP_MESSAGES.codeInvalid] });
    if (row.code_hash !== hash) {
        row.wrong_attempts += 1;
        const exhausted = row.wrong_attempts >= CODE_MAX_ATTEMPTS;
        if (exhausted) row.code_hash = null;
        store.save('signupCodes');
        throw validationError({
            code: [exhausted ? SIGNUP_MESSAGES.codeTooMany : SIGNUP_MESSAGES.codeInvalid],
        });
    }
    const token = crypto.randomUUID();
    row.code_hash = null;
    row.token_hash = await sha256(token);
    row.token_expires_at = new Date(Date.now() + CONFIRMATION_TTL_SECONDS * 1000).toISOString();
    store.save('signupCodes');
    return { data: { token } };
}

/** The live confirmation of this address carrying the token of this hash (not spent), if any. */
export const findConfirmation = (
    state: SandboxState,
    channel: Channel,
    target: string,
    tokenHash: string,
): SignupCode | undefined =>
    state.signupCodes.find(
        (r) =>
            r.channel === channel &&
            r.target === target &&
            r.token_hash === tokenHash &&
            r.token_expires_at !== null &&
            Date.parse(r.token_expires_at) > Date.now(),
    );

/** Spends confirmations once the registration is recorded. */
export const spendConfirmations = (store: SandboxStore, spent: readonly SignupCode[]) => {
    store.state.signupCodes = store.state.signupCodes.filter((r) => !spent.includes(r));
    store.save('signupCodes');
};
