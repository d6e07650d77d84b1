import type { RecoveryChannel } from '../../contract/transactionPassword';
import {
    checkTransactionPassword,
    TRANSACTION_PASSWORD_MESSAGES as M,
    TRANSACTION_CODE_MAX_TRIES,
    TRANSACTION_CODE_MINUTES,
} from '../../domain/transactionPassword';
import { sha256 } from '../hash';
import { assertValid, type FieldErrors, validationError } from '../laravel';
import { type Context, route } from '../route';
import { pinOwner, recordOf, setPin, statusOf, tryPin } from '../transactionPassword';

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** The new PIN and its confirmation: errors on `password` and `password_confirmation`. */
const newPinErrors = (ctx: Context): FieldErrors => {
    const password = str(ctx.body.password);
    const problem = checkTransactionPassword(password, pinOwner(ctx.store, ctx.user));
    const errors: FieldErrors = {};
    if (problem) errors.password = [problem];
    if (str(ctx.body.password_confirmation) !== password) errors.password_confirmation = [M.mismatch];
    return errors;
};

const answer = (ctx: Context, message: string) => ({ message, data: statusOf(ctx.store, ctx.user.id) });

const create = async (ctx: Context) => {
    if (recordOf(ctx.store, ctx.user.id)) throw validationError({ password: [M.alreadyDefined] });
    assertValid(newPinErrors(ctx));
    await setPin(ctx.store, ctx.user.id, str(ctx.body.password));
    return answer(ctx, 'Senha de transação criada.');
};

const change = async (ctx: Context) => {
    const current = str(ctx.body.current_password);
    const errors = newPinErrors(ctx);
    if (!current) errors.current_password = [M.required];
    else {
        // A wrong current PIN counts as a wrong try, as it would at a payment.
        const problem = await tryPin(ctx.store, ctx.user, current);
        if (problem) errors.current_password = [problem];
        else if (!errors.password && current === str(ctx.body.password)) errors.password = [M.same];
    }
    assertValid(errors);
    await setPin(ctx.store, ctx.user.id, str(ctx.body.password));
    return answer(ctx, 'Senha de transação alterada.');
};

const maskedPhone = (phone: string) => `(${phone.slice(0, 2)}) *****-${phone.slice(7)}`;
const maskedEmail = (email: string) => {
    const [name, domain] = email.split('@');
    return `${name.slice(0, 1)}***@${domain}`;
};

/** A 6-digit code by SMS or e-mail, valid TRANSACTION_CODE_MINUTES; a new one replaces the last. */
const sendToken = async (ctx: Context) => {
    const channel = ctx.body.channel as RecoveryChannel;
    if (channel !== 'sms' && channel !== 'email') assertValid({ channel: [M.channel] });
    const record = recordOf(ctx.store, ctx.user.id);
    if (!record) throw validationError({ channel: [M.notDefined] });
    const code = String(100_000 + (crypto.getRandomValues(new Uint32Array(1))[0] % 900_000));
    record.code_hash = await sha256(code);
    record.code_expires_at = new Date(Date.now() + TRANSACTION_CODE_MINUTES * 60_000).toISOString();
    record.code_wrong_tries = 0;
    ctx.store.save('transactionPasswords');
    const destination = channel === 'sms' ? maskedPhone(ctx.user.phone) : maskedEmail(ctx.user.email);
    const by = channel === 'sms' ? 'SMS' : 'e-mail';
    // No SMS or e-mail gateway in the sandbox: the code comes back so the portal can show it (as at login).
    return { message: `Código enviado por ${by} para ${destination}.`, destination, sandbox_code: code };
};

/** The code, then a new PIN: it replaces the old one and ends a lock. */
const confirmToken = async (ctx: Context) => {
    const record = recordOf(ctx.store, ctx.user.id);
    const token = str(ctx.body.token);
    const errors = newPinErrors(ctx);
    if (!token) errors.token = [M.codeRequired];
    else {
        const valid =
            record?.code_hash &&
            record.code_expires_at &&
            Date.parse(record.code_expires_at) > Date.now() &&
            (await sha256(token)) === record.code_hash;
        if (!valid) {
            errors.token = [M.codeWrong];
            if (record?.code_hash) {
                record.code_wrong_tries += 1;
                // Too many wrong codes: this one is discarded, a new one must be sent.
                if (record.code_wrong_tries >= TRANSACTION_CODE_MAX_TRIES) record.code_hash = null;
                ctx.store.save('transactionPasswords');
            }
        }
    }
    assertValid(errors);
    await setPin(ctx.store, ctx.user.id, str(ctx.body.password));
    return answer(ctx, 'Senha de transação redefinida.');
};

const self = { permission: 'authenticated' } as const;

/** The signed-in user's transaction password (docs/api.md "Transaction password"). */
export const transactionPasswordHandlers = [
    route('get', 'access/account_password', self, (ctx) => ({ data: statusOf(ctx.store, ctx.user.id) })),
    route('put', 'access/account_password', self, create),
    route('post', 'access/account_password/send_token', self, sendToken),
    route('post', 'access/account_password/confirm_token', self, confirmToken),
    route('put', 'access/account_password/change', self, change),
];
