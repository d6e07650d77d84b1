import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TransferParty, TransferSimulation, TransferView } from '../../contract/transfers';
import { addDays, nextBusinessDay } from '../../domain/businessDays';
import { REPEAT_WINDOW_MINUTES, TED_FEE_CENTS, TRANSFER_TEXTS } from '../../domain/transfers';
import { balanceOf, call, failure, holder, state } from '../../test/pixCalls';
import { withSandbox } from '../../test/sandbox';
import { DEMO_TRANSACTION_PASSWORD } from '../seed/users';

withSandbox();

/** A business day after the seed's history, at 12:00 in Brasília: a TED settles at once. */
const businessDay = nextBusinessDay(addDays(new Date().toISOString().slice(0, 10), 1));
const noon = new Date(`${businessDay}T12:00:00.000-03:00`);

beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(noon);
});
afterEach(() => {
    vi.useRealTimers();
});

type Answer = { data: TransferView };
const send = (body: Record<string, unknown>, key: string = crypto.randomUUID()) =>
    call<Answer>('payment/transfer', {
        method: 'POST',
        body: { origin: 'transfer', password: DEMO_TRANSACTION_PASSWORD, ...body },
        idempotencyKey: key,
    });
const simulate = (body: Record<string, unknown>) =>
    call<{ data: TransferSimulation }>('payment/transaction/simulate', { method: 'POST', body });

/** Another bank's account (Itaú, COMPE 341): a TED. */
const otherBank = (): TransferParty => {
    const bank = state().pixParticipants.find((p) => p.compe === '341');
    return {
        name: 'Joana Prado Lima',
        document: '52998224725',
        bank_code: '341',
        bank_ispb: bank?.ispb ?? '',
        bank_name: bank?.name ?? '',
        agency: '1234',
        account: '567890',
        account_digit: '1',
        account_kind: 'checking',
    };
};

describe('the same transfer confirmed twice (two tabs, a reload)', () => {
    it('is refused without repeat, goes with it, and a retry of the first key still answers the first', async () => {
        const { account } = await holder('cliente');
        const before = balanceOf(account.id);
        const body = { account_id: account.id, amount: 2_000, bank_data: otherBank() };
        const firstKey = crypto.randomUUID();
        const first = await send(body, firstKey);

        const plan = await simulate(body);
        expect(plan.data.earlier).toEqual([
            expect.objectContaining({ id: first.data.id, amount: 2_000, status: 'transacted' }),
        ]);
        const refused = await failure(send(body));
        expect(refused.status).toBe(422);
        expect(refused.body.errors).toEqual({
            repeat: [TRANSFER_TEXTS.repeat(first.data.created_at, false)],
        });
        expect(refused.body.errors?.repeat?.[0]).toContain('às 12:00 (Brasília)');
        expect(balanceOf(account.id)).toBe(before - 2_000 - TED_FEE_CENTS);

        const retry = await send(body, firstKey);
        expect(retry.data.id).toBe(first.data.id);
        expect(balanceOf(account.id)).toBe(before - 2_000 - TED_FEE_CENTS);

        const again = await send({ ...body, repeat: true });
        expect(again.data.id).not.toBe(first.data.id);
        expect(balanceOf(account.id)).toBe(before - 2 * (2_000 + TED_FEE_CENTS));
    });

    it('does not count another amount, a canceled one, nor one older than the window', async () => {
        const { account } = await holder('cliente');
        const later = addDays(businessDay, 7);
        const body = { account_id: account.id, amount: 3_000, bank_data: otherBank(), payment_date: later };
        const scheduled = await send(body);
        expect(scheduled.data.status).toBe('scheduled');
        expect((await simulate({ ...body, amount: 3_001 })).data.earlier).toEqual([]);
        expect((await simulate({ ...body, payment_date: addDays(later, 1) })).data.earlier).toEqual([]);
        const refused = await failure(send(body));
        expect(refused.body.errors).toEqual({
            repeat: [TRANSFER_TEXTS.repeat(scheduled.data.created_at, true)],
        });

        await call(`payment/transaction/update/${scheduled.data.id}`, {
            method: 'PUT',
            body: { status: 'canceled' },
        });
        expect((await simulate(body)).data.earlier).toEqual([]);
        const anew = await send(body);

        vi.setSystemTime(new Date(noon.getTime() + (REPEAT_WINDOW_MINUTES + 1) * 60_000));
        expect((await simulate(body)).data.earlier).toEqual([]);
        expect((await send(body)).data.id).toBeGreaterThan(anew.data.id);
    });

    it('compares destinations, not forms: paying a payee repeats the same account typed by hand', async () => {
        const { account, person } = await holder('cliente');
        const favored = state().favoreds.find((f) => f.person_id === person && f.status === 'active');
        if (!favored) throw new Error('seed sem favorecido ativo');
        const pay = (repeat?: boolean) =>
            call<Answer>('payment/transaction/favored', {
                method: 'POST',
                body: {
                    account_id: account.id,
                    favored_id: favored.id,
                    amount: 1_500,
                    password: DEMO_TRANSACTION_PASSWORD,
                    repeat,
                },
                idempotencyKey: crypto.randomUUID(),
            });
        const paid = await pay();
        const typed = { ...paid.data.counterparty };
        const refused = await failure(send({ account_id: account.id, amount: 1_500, bank_data: typed }));
        expect(Object.keys(refused.body.errors ?? {})).toEqual(['repeat']);
        expect(Object.keys((await failure(pay())).body.errors ?? {})).toEqual(['repeat']);
        expect((await pay(true)).data.status).toBe(paid.data.status);
    });
});
