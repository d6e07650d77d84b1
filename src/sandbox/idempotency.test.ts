import { describe, expect, it } from 'vitest';
import { toDateOnlyBrasilia } from '../domain/dates';
import { state } from '../test/bank';
import { withSandbox } from '../test/sandbox';
import { signIn } from '../test/session';
import { call, refusal } from '../test/signupCalls';
import { IDEMPOTENCY_REUSED } from './idempotency';
import { bindStore, boundStore } from './route';
import { SandboxStore } from './store';

withSandbox();

const inDays = (n: number) =>
    new Date(Date.parse(toDateOnlyBrasilia()) + n * 86_400_000).toISOString().slice(0, 10);

/** Signs the Titular PJ in; each call issues a boleto to their first payer with the confirmation's key. */
const titularPj = async () => {
    const user = await signIn('titular_pj');
    const person = state().users.find((u) => u.username === user.username)?.person_id;
    const account = state().accounts.find((a) => a.person_id === person && a.status === 'active');
    const payer = state().drawees.find((d) => d.owner_person_id === person && d.status === 'active');
    return (key: string, amount = 123_456) =>
        call<{ data: { id: number }[] }>('payment/invoice', {
            method: 'POST',
            body: { account_id: account?.id, drawee_id: payer?.id, amount, due_date: inDays(10) },
            headers: { 'Idempotency-Key': key },
        });
};

describe('Idempotency-Key, for every call that carries one', () => {
    it('answers a repeated key with the first answer and acts once, even on an endpoint of its own', async () => {
        const issue = await titularPj();
        const key = 'b1c7f0a2-5d0e-4a57-9f43-4f0e6c1d2a11';
        const before = state().invoices.length;
        const first = await issue(key);
        const again = await issue(key);
        expect(again).toEqual(first);
        expect(state().invoices.length).toBe(before + 1);
    });

    it('remembers the answer with the call, so a reloaded bank still answers it once', async () => {
        const issue = await titularPj();
        const key = '5e0c2b7a-1f0d-4c3e-8a1b-2d3c4e5f6a7b';
        const first = await issue(key);
        const count = state().invoices.length;
        // A reload: a new store over the same state, as the browser reads it back from IndexedDB.
        bindStore(new SandboxStore(null, structuredClone(boundStore().state)));
        expect(await issue(key)).toEqual(first);
        expect(state().invoices.length).toBe(count);
    });

    it('refuses the same key on another request', async () => {
        const key = '0d9e8f7a-6b5c-4d3e-a2f1-0e9d8c7b6a5f';
        const issue = await titularPj();
        await issue(key);
        const other = await refusal(issue(key, 99_900));
        expect(other.errors).toEqual({ idempotency_key: [IDEMPOTENCY_REUSED] });
    });
});
