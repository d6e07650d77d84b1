import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TransferParty, TransferSimulation, TransferView } from '../../contract/transfers';
import { addDays, nextBusinessDay } from '../../domain/businessDays';
import { TED_FEE_CENTS, TRANSFER_TEXTS } from '../../domain/transfers';
import { balanceOf, call, failure, holder, ledgerOf, state } from '../../test/pixCalls';
import { withSandbox } from '../../test/sandbox';
import { signIn } from '../../test/session';
import { advanceClock } from '../clock';
import { boundStore } from '../route';
import { DEMO_TRANSACTION_PASSWORD } from '../seed/users';
import { partyOfPortalAccount } from '../transfers';
import { LISTING_RULES } from './ledgers';

withSandbox();

/** A business day after the seed's history (it ends at today's UTC midnight), at a Brasília wall-clock hour. */
const businessDay = nextBusinessDay(addDays(new Date().toISOString().slice(0, 10), 1));
const at = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00.000-03:00`);

beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at(businessDay, '12:00'));
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

/** Maria Helena's checking account, as someone typing her bank data would. */
const mariaAccount = async () => {
    const { account } = await holder('titular_pf');
    return { account, party: partyOfPortalAccount(state(), account) };
};

describe('payment/transfer', () => {
    it('settles an internal transfer at once, without a fee, crediting the other account', async () => {
        const maria = await mariaAccount();
        const { account } = await holder('cliente');
        const [before, herBefore] = [balanceOf(account.id), balanceOf(maria.account.id)];
        const sent = await send({ account_id: account.id, amount: 2_500, bank_data: maria.party });
        expect(sent.data).toMatchObject({
            kind: 'internal',
            fee: 0,
            status: 'transacted',
            to_account_id: maria.account.id,
        });
        expect(balanceOf(account.id)).toBe(before - 2_500);
        expect(balanceOf(maria.account.id)).toBe(herBefore + 2_500);
        expect(ledgerOf(maria.account.id).at(-1)).toMatchObject({
            kind: 'cash_in',
            amount: 2_500,
            description: 'Transferência recebida - Felipe Araújo Costa',
        });
    });

    it('charges the TED fee as a tariff in bank hours; after 17:00 it waits for the next business day', async () => {
        const { account } = await holder('cliente');
        const before = balanceOf(account.id);
        const ted = await send({ account_id: account.id, amount: 10_000, bank_data: otherBank() });
        expect(ted.data).toMatchObject({ kind: 'ted', fee: TED_FEE_CENTS, status: 'transacted' });
        expect(balanceOf(account.id)).toBe(before - 10_000 - TED_FEE_CENTS);
        const fee = ledgerOf(account.id).at(-1);
        expect(fee).toMatchObject({ kind: 'manual_charge', amount: -TED_FEE_CENTS });
        expect(fee && LISTING_RULES['taxas-e-tarifas'](fee)).toBe(true);

        vi.setSystemTime(at(businessDay, '17:30'));
        await signIn('cliente');
        const next = nextBusinessDay(addDays(businessDay, 1));
        const plan = await simulate({ account_id: account.id, amount: 10_000, bank_data: otherBank() });
        expect(plan.data).toMatchObject({ scheduled: true, next_business_day: true, payment_date: next });
        expect(plan.data.notice).toBe(TRANSFER_TEXTS.noticeAfterHours(next));
        const late = await send({ account_id: account.id, amount: 10_000, bank_data: otherBank() });
        expect(late.data.status).toBe('scheduled');
        const waiting = balanceOf(account.id);
        expect(waiting).toBe(before - 10_000 - TED_FEE_CENTS);
        advanceClock(boundStore(), at(next, '06:00'));
        expect(balanceOf(account.id)).toBe(waiting);
        advanceClock(boundStore(), at(next, '06:31'));
        expect(state().transfers.find((t) => t.id === late.data.id)?.status).toBe('transacted');
        expect(balanceOf(account.id)).toBe(waiting - 10_000 - TED_FEE_CENTS);
    });

    it('refuses a short balance, a past date and a wrong password, moving nothing', async () => {
        const { account } = await holder('cliente');
        const [before, rows] = [balanceOf(account.id), state().transactions.length];
        const short = await failure(send({ account_id: account.id, amount: before, bank_data: otherBank() }));
        expect(short.body.errors).toEqual({
            amount: [TRANSFER_TEXTS.insufficient(before + TED_FEE_CENTS, before)],
        });
        const bad = await failure(
            send({
                account_id: account.id,
                amount: 100,
                bank_data: otherBank(),
                payment_date: addDays(businessDay, -1),
                password: 'errada',
            }),
        );
        expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['password', 'payment_datetime']);
        expect(bad.body.errors?.payment_datetime).toEqual([TRANSFER_TEXTS.paymentDate]);
        expect([balanceOf(account.id), state().transactions.length, state().transfers.length]).toEqual([
            before,
            rows,
            2,
        ]);
    });

    it('runs a scheduled transfer on its day, fails it when the balance is short then, or cancels it before', async () => {
        const { account } = await holder('cliente');
        const saturday = addDays(businessDay, 6 - at(businessDay, '12:00').getUTCDay());
        const monday = nextBusinessDay(saturday);
        const plan = await simulate({
            account_id: account.id,
            amount: 3_000,
            bank_data: otherBank(),
            payment_date: saturday,
        });
        expect(plan.data).toMatchObject({ payment_date: monday, next_business_day: true, scheduled: true });
        const first = await send({
            account_id: account.id,
            amount: 3_000,
            bank_data: otherBank(),
            payment_date: saturday,
        });
        const second = await send({
            account_id: account.id,
            amount: 4_000,
            bank_data: otherBank(),
            payment_date: saturday,
        });
        const third = await send({
            account_id: account.id,
            amount: 5_000,
            bank_data: otherBank(),
            payment_date: monday,
        });
        const before = balanceOf(account.id);
        const canceled = await call<Answer>(`payment/transaction/update/${second.data.id}`, {
            method: 'PUT',
            body: { status: 'canceled' },
        });
        expect(canceled.data.status).toBe('canceled');
        // The third finds too little left on the day: it fails with the reason and nothing moves.
        const account_ = state().accounts.find((a) => a.id === account.id);
        if (account_) account_.balance = 3_000 + TED_FEE_CENTS + 100;
        advanceClock(boundStore(), at(monday, '09:00'));
        const byId = (id: number) => state().transfers.find((t) => t.id === id);
        expect(byId(first.data.id)).toMatchObject({ status: 'transacted' });
        expect(byId(second.data.id)).toMatchObject({ status: 'canceled', transaction_id: null });
        expect(byId(third.data.id)).toMatchObject({
            status: 'failure',
            failure_reason: TRANSFER_TEXTS.scheduledShortfall,
        });
        expect(balanceOf(account.id)).toBe(100);
        expect(before).toBeGreaterThan(0);
        const late = await failure(
            call(`payment/transaction/update/${first.data.id}`, {
                method: 'PUT',
                body: { status: 'canceled' },
            }),
        );
        expect(late.body.errors).toEqual({ status: [TRANSFER_TEXTS.cancelOnlyScheduled] });
    });

    it('answers a repeated Idempotency-Key with the first transfer, moving the money once', async () => {
        const { account } = await holder('cliente');
        const before = balanceOf(account.id);
        const key = crypto.randomUUID();
        const body = { account_id: account.id, amount: 1_000, bank_data: otherBank() };
        const first = await send(body, key);
        const again = await send(body, key);
        expect(again.data.id).toBe(first.data.id);
        expect(balanceOf(account.id)).toBe(before - 1_000 - TED_FEE_CENTS);
    });

    it('moves money between the holder’s own accounts (digital) and refuses someone else’s as destination', async () => {
        const { account: felipe } = await holder('cliente');
        const { account, person } = await holder('titular_pf');
        const savings = state().accounts.find(
            (a) => a.person_id === person && a.id !== account.id && a.status === 'active',
        );
        if (!savings) throw new Error('seed sem segunda conta');
        const before = balanceOf(savings.id);
        const sent = await send({
            origin: 'digital',
            account_id: account.id,
            amount: 700,
            to_account_id: savings.id,
        });
        expect(sent.data).toMatchObject({
            origin: 'digital',
            kind: 'internal',
            fee: 0,
            status: 'transacted',
        });
        expect(balanceOf(savings.id)).toBe(before + 700);
        const foreign = await failure(
            send({ origin: 'digital', account_id: account.id, amount: 700, to_account_id: felipe.id }),
        );
        expect(foreign.body.errors).toEqual({ to_account_id: [TRANSFER_TEXTS.digitalNotOwn] });
    });
});

describe('payment/transaction/favored', () => {
    it('pays the holder’s active payee, refuses a blocked one and another person’s', async () => {
        const { account, person } = await holder('cliente');
        const mine = state().favoreds.filter((f) => f.person_id === person);
        const theirs = state().favoreds.find((f) => f.person_id !== person);
        expect(mine.length).toBeGreaterThan(1);
        mine[1].status = 'blocked';
        const pay = (favored_id: number | undefined) =>
            call<Answer>('payment/transaction/favored', {
                method: 'POST',
                body: {
                    account_id: account.id,
                    favored_id,
                    amount: 1_500,
                    password: DEMO_TRANSACTION_PASSWORD,
                },
                idempotencyKey: crypto.randomUUID(),
            });
        const before = balanceOf(account.id);
        const blocked = await failure(pay(mine[1].id));
        expect(blocked.body.errors).toEqual({ favored_id: [TRANSFER_TEXTS.favoredBlocked] });
        const foreign = await failure(pay(theirs?.id));
        expect(foreign.body.errors).toEqual({ favored_id: [TRANSFER_TEXTS.favoredUnknown] });
        expect(balanceOf(account.id)).toBe(before);
        const paid = await pay(mine[0].id);
        expect(paid.data).toMatchObject({ origin: 'favored', favored_id: mine[0].id, status: 'transacted' });
        expect(balanceOf(account.id)).toBe(before - 1_500 - paid.data.fee);
    });
});
