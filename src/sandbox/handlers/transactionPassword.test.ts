import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecoveryCodeSent, TransactionPasswordStatus } from '../../contract/transactionPassword';
import { formatTime } from '../../domain/dates';
import {
    lockedMessage,
    TRANSACTION_PASSWORD_MESSAGES as M,
    wrongTriesMessage,
} from '../../domain/transactionPassword';
import { request } from '../../http/client';
import { withSandbox } from '../../test/sandbox';
import { signIn } from '../../test/session';
import { call, refusal } from '../../test/signupCalls';
import { DEMO_TRANSACTION_HASH, DEMO_TRANSACTION_SALT } from '../seed/transactionPasswords';
import { DEMO_TRANSACTION_PASSWORD } from '../seed/users';
import { pinHash } from '../transactionPassword';

withSandbox();

beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
    vi.useRealTimers();
});

const later = (minutes: number) => vi.setSystemTime(Date.now() + minutes * 60_000);
const status = async () => (await call<{ data: TransactionPasswordStatus }>('access/account_password')).data;
const send = (method: 'PUT' | 'POST', path: string, body: Record<string, unknown>) =>
    request<{ data: TransactionPasswordStatus } & RecoveryCodeSent>(`access/account_password${path}`, {
        method,
        body,
        quiet: true,
    }).then((answer) => answer.body);
/** A money-moving call (a boleto payment) with only a PIN: its errors on `password`, if any. */
const pay = async (password: string) =>
    (await refusal(request('payment/bill', { method: 'POST', body: { password }, quiet: true }))).errors
        ?.password;
const pin = (password: string) => ({ password, password_confirmation: password });

describe('transaction password in the sandbox', () => {
    it('the demo seed: its hash is the demo PIN salted', async () => {
        expect(await pinHash(DEMO_TRANSACTION_SALT, DEMO_TRANSACTION_PASSWORD)).toBe(DEMO_TRANSACTION_HASH);
    });

    it('is created on first use with its rules, once; payments ask for it until then', async () => {
        await signIn('titular_termos');
        expect(await status()).toEqual({ defined: false, locked_until: null, tries_left: 3 });
        expect(await pay('481592')).toEqual([M.notDefined]);
        expect((await refusal(send('PUT', '', pin('123456')))).errors).toEqual({ password: [M.sequence] });
        expect(
            (await refusal(send('PUT', '', { password: '246813', password_confirmation: '246810' }))).errors,
        ).toEqual({ password_confirmation: [M.mismatch] });
        expect((await send('PUT', '', pin('246813'))).data.defined).toBe(true);
        expect((await refusal(send('PUT', '', pin('975310')))).errors).toEqual({
            password: [M.alreadyDefined],
        });
        expect(await pay('246813')).toBeUndefined();
    });

    it('counts wrong tries, a right one starts again, the third in a row locks it 30 minutes', async () => {
        await signIn('titular_pf');
        expect(await pay('')).toEqual([M.required]);
        expect(await pay('000001')).toEqual([wrongTriesMessage(2)]);
        expect(await pay(DEMO_TRANSACTION_PASSWORD)).toBeUndefined();
        expect((await status()).tries_left).toBe(3);
        expect(await pay('000001')).toEqual([wrongTriesMessage(2)]);
        expect(await pay('000002')).toEqual([wrongTriesMessage(1)]);
        const locked = await pay('000003');
        const until = (await status()).locked_until as string;
        expect(Date.parse(until) - Date.now()).toBe(30 * 60_000);
        expect(locked).toEqual([lockedMessage(until)]);
        expect(locked?.[0]).toContain(`bloqueada até ${formatTime(until)}`);
        // Locked: even the right PIN is refused, until the time has passed.
        expect(await pay(DEMO_TRANSACTION_PASSWORD)).toEqual([lockedMessage(until)]);
        later(29);
        expect((await status()).tries_left).toBe(0);
        later(1);
        expect(await status()).toEqual({ defined: true, locked_until: null, tries_left: 3 });
        expect(await pay(DEMO_TRANSACTION_PASSWORD)).toBeUndefined();
    });

    it('changes with the current one; a wrong current counts as a wrong try', async () => {
        await signIn('titular_pj');
        const wrong = await refusal(send('PUT', '/change', { current_password: '000001', ...pin('357913') }));
        expect(wrong.errors).toEqual({ current_password: [wrongTriesMessage(2)] });
        const same = { current_password: DEMO_TRANSACTION_PASSWORD, ...pin(DEMO_TRANSACTION_PASSWORD) };
        expect((await refusal(send('PUT', '/change', same))).errors).toEqual({ password: [M.same] });
        await send('PUT', '/change', { current_password: DEMO_TRANSACTION_PASSWORD, ...pin('357913') });
        expect(await pay(DEMO_TRANSACTION_PASSWORD)).toEqual([wrongTriesMessage(2)]);
        expect(await pay('357913')).toBeUndefined();
    });

    it('is recovered with a code sent by SMS or e-mail: a wrong or expired code is refused, the right one unlocks', async () => {
        await signIn('titular_pf');
        for (const wrong of ['000001', '000002', '000003']) await pay(wrong);
        expect((await status()).locked_until).not.toBeNull();
        const byMail = await send('POST', '/send_token', { channel: 'email' });
        expect(byMail.destination).toBe('m***@gmail.com');
        later(11);
        const expired = await refusal(
            send('POST', '/confirm_token', { token: byMail.sandbox_code, ...pin('802461') }),
        );
        expect(expired.errors).toEqual({ token: [M.codeWrong] });
        const bySms = await send('POST', '/send_token', { channel: 'sms' });
        expect(bySms.message).toBe('Código enviado por SMS para (21) *****-5432.');
        const code = bySms.sandbox_code as string;
        const other = code === '111111' ? '222222' : '111111';
        expect(
            (await refusal(send('POST', '/confirm_token', { token: other, ...pin('802461') }))).errors,
        ).toEqual({
            token: [M.codeWrong],
        });
        const done = await send('POST', '/confirm_token', { token: code, ...pin('802461') });
        expect(done.data).toEqual({ defined: true, locked_until: null, tries_left: 3 });
        expect(await pay('802461')).toBeUndefined();
        // The code is used up.
        expect(
            (await refusal(send('POST', '/confirm_token', { token: code, ...pin('802462') }))).errors,
        ).toEqual({
            token: [M.codeWrong],
        });
    });
});
