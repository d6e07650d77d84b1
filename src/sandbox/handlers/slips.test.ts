import { describe, expect, it } from 'vitest';
import type { SlipParcel } from '../../contract/bills';
import { APPROVAL_MESSAGES } from '../../domain/approvals';
import { buildBankBoleto } from '../../domain/boleto';
import { addDays } from '../../domain/businessDays';
import { toDateOnlyBrasilia } from '../../domain/dates';
import { type Simulation, SLIP_MESSAGES, simulateSlipParcel } from '../../domain/slipParcel';
import { wrongTriesMessage } from '../../domain/transactionPassword';
import { request } from '../../http/client';
import { withSandbox } from '../../test/sandbox';
import { demoUser, signIn } from '../../test/session';
import { refusal } from '../../test/signupCalls';
import { boundStore } from '../route';
import { DEMO_TRANSACTION_PASSWORD, type DemoUserKey } from '../seed/users';

withSandbox();

type Brand = 'bancodigital' | 'coopera';
type SlipAnswer = SlipParcel & {
    amount: number;
    installments: (SlipParcel['installments'][number] & { status: string })[];
    approval: { id: number; status: string; required: number };
    next_due: { number: number; due_date: string } | null;
};

const state = () => boundStore().state;
const today = () => toDateOnlyBrasilia();

const call = async <T = unknown>(path: string, options: Parameters<typeof request>[1] = {}, brand?: Brand) =>
    (
        await request<T>(path, {
            quiet: true,
            ...options,
            headers: { ...options.headers, ...(brand ? { 'X-Brand': brand } : {}) },
        })
    ).body;

let seq = 0;
/** A fresh bank boleto (a distinct free field each time, so no two tests finance the same one). */
const line = (amountCents: number, dueInDays = 10) => {
    seq += 1;
    return buildBankBoleto({
        bankCode: '033',
        amountCents,
        dueDate: addDays(today(), dueInDays),
        freeField: String(4_000_000_000_000 + seq).padStart(25, '7'),
    }).line;
};

const personOf = (key: DemoUserKey) =>
    state().users.find((u) => u.username === demoUser(key).username)?.person_id as number;

/** The holder's richest active account. */
const accountOf = (key: DemoUserKey) =>
    state()
        .accounts.filter((a) => a.person_id === personOf(key) && a.status === 'active')
        .sort((a, b) => b.balance - a.balance)[0];

const requestSlip = (key: DemoUserKey, body: Record<string, unknown>, brand?: Brand) =>
    call<{ data: SlipAnswer }>(
        'credit/slip',
        {
            method: 'POST',
            body: {
                account_id: accountOf(key).id,
                password: DEMO_TRANSACTION_PASSWORD,
                installments: 6,
                ...body,
            },
            idempotencyKey: crypto.randomUUID(),
        },
        brand,
    );

const decide = (id: number, action: 'approve' | 'reject', reason?: string, brand?: Brand) =>
    call<{ data: { status: string } }>(
        `payment/approvals/${id}/${action}`,
        { method: 'POST', body: reason === undefined ? undefined : { reason } },
        brand,
    );

describe('credit/slip/simulate', () => {
    it('answers the Price-table offer for the boleto, as the domain computes it', async () => {
        await signIn('titular_pj');
        const answer = await call<{
            data: { boleto: { amount: number; beneficiary: string }; simulation: Simulation };
        }>('credit/slip/simulate', { method: 'POST', body: { line: line(250_000), installments: 10 } });
        expect(answer.data.boleto).toMatchObject({
            amount: 250_000,
            beneficiary: '033 - Banco Santander (Brasil) S.A.',
        });
        expect(answer.data.simulation).toEqual(
            simulateSlipParcel({
                amount: 250_000,
                installments: 10,
                requestDate: today(),
                borrower: 'legal',
            }),
        );
    });

    it('says in pt-BR, per field, what cannot be financed', async () => {
        await signIn('titular_pf');
        const simulate = (body: Record<string, unknown>) =>
            refusal(request('credit/slip/simulate', { method: 'POST', body, quiet: true }));
        expect(await simulate({ line: '', installments: 6 })).toEqual({
            status: 422,
            errors: { line: [SLIP_MESSAGES.lineRequired] },
        });
        const good = line(10_000);
        const bad = `${good.slice(0, 9)}${(Number(good[9]) + 1) % 10}${good.slice(10)}`;
        expect((await simulate({ line: bad, installments: 6 })).errors).toEqual({
            line: [SLIP_MESSAGES.invalidLine],
        });
        expect((await simulate({ line: line(10_000, -1), installments: 6 })).errors).toEqual({
            line: [SLIP_MESSAGES.expired],
        });
        expect((await simulate({ line: line(4_999), installments: 1 })).errors).toEqual({
            amount: [SLIP_MESSAGES.amountMin],
            installments: [SLIP_MESSAGES.installments],
        });
        expect((await simulate({ line: line(5_000_001), installments: 13 })).errors).toEqual({
            amount: [SLIP_MESSAGES.amountMax],
            installments: [SLIP_MESSAGES.installments],
        });
        // A boleto without an amount: the holder types it.
        const open = line(0);
        expect((await simulate({ line: open, installments: 3 })).errors).toEqual({
            amount: [SLIP_MESSAGES.amountRequired],
        });
        const typed = await call<{ data: { simulation: Simulation } }>('credit/slip/simulate', {
            method: 'POST',
            body: { line: open, amount: 80_000, installments: 3 },
        });
        expect(typed.data.simulation).toMatchObject({ amount: 80_000, borrower: 'natural', installments: 3 });
    });
});

describe('credit/slip: request and approval', () => {
    it('request → Back Office approves: the bank pays the boleto, the holder owes the installments', async () => {
        await signIn('titular_pj');
        const account = accountOf('titular_pj');
        const before = account.balance;
        const transactions = state().transactions.length;
        const created = (await requestSlip('titular_pj', { line: line(300_000), installments: 6 })).data;
        expect(created).toMatchObject({ status: 'pending_approval', amount: 300_000, installments: [] });
        expect(created.simulation.installments).toBe(6);
        const approval = state().approvals.find((a) => a.id === created.approval_id);
        expect(approval).toMatchObject({
            operation: 'slip_parcel',
            reference_id: created.id,
            amount: 300_000,
            status: 'pending_approval',
            required: 1,
        });
        expect(approval?.summary.Parcelas).toMatch(/^6 × R\$/);
        expect(approval?.summary['Taxa de juros']).toBe('2,99% a.m. (42,41% a.a.)');
        expect(approval?.summary['Total a pagar']).toBeDefined();

        // The holder cannot decide at all.
        expect((await refusal(decide(created.approval_id, 'approve'))).status).toBe(403);

        await signIn('backoffice');
        expect((await decide(created.approval_id, 'approve')).data.status).toBe('approved');

        const slip = state().slipParcels.find((s) => s.id === created.id) as SlipParcel;
        expect(slip.status).toBe('approved');
        expect(slip.installments.map((i) => [i.number, i.amount, i.due_date, i.status])).toEqual(
            slip.simulation.schedule.map((row) => [row.number, row.amount, row.due_date, 'open']),
        );
        const payment = state().billPayments.find((p) => p.id === slip.bill_payment_id);
        expect(payment).toMatchObject({
            status: 'paid',
            amount: 300_000,
            barcode: slip.barcode,
            transaction_id: null,
            slip_parcel_id: slip.id,
        });
        // Nothing moved in the holder's account.
        expect(state().accounts.find((a) => a.id === account.id)?.balance).toBe(before);
        expect(state().transactions).toHaveLength(transactions);

        expect(state().notifications.at(-1)).toMatchObject({
            user_id: slip.user_id,
            title: 'Parcelamento de boleto aprovado',
            link: { to: '/hub-slip' },
        });

        const read = (await call<{ data: SlipAnswer }>(`credit/slip/${slip.id}`)).data;
        expect(read.next_due).toMatchObject({ number: 1, due_date: slip.simulation.first_due_date });
    });

    it('the maker cannot approve their own request; another approver can', async () => {
        await signIn('backoffice');
        const created = (await requestSlip('backoffice', { line: line(120_000) })).data;
        expect(await refusal(decide(created.approval_id, 'approve'))).toEqual({
            status: 422,
            errors: { approval: [APPROVAL_MESSAGES.ownOperation] },
        });
        expect(state().slipParcels.find((s) => s.id === created.id)?.status).toBe('pending_approval');
        await signIn('controller');
        expect((await decide(created.approval_id, 'approve')).data.status).toBe('approved');
    });

    it('rejection needs a reason; then nothing moves and the holder reads why', async () => {
        await signIn('titular_pf');
        const before = accountOf('titular_pf').balance;
        const payments = state().billPayments.length;
        const created = (await requestSlip('titular_pf', { line: line(90_000), installments: 4 })).data;
        await signIn('backoffice');
        expect((await refusal(decide(created.approval_id, 'reject', 'não'))).errors).toEqual({
            reason: [APPROVAL_MESSAGES.reasonShort],
        });
        expect((await decide(created.approval_id, 'reject', 'Renda não comprovada')).data.status).toBe(
            'rejected',
        );
        const slip = state().slipParcels.find((s) => s.id === created.id);
        expect(slip).toMatchObject({ status: 'rejected', installments: [], bill_payment_id: null });
        expect(state().billPayments).toHaveLength(payments);
        expect(accountOf('titular_pf').balance).toBe(before);
        expect(state().notifications.at(-1)?.body).toMatch(/nada foi pago\. Motivo: Renda não comprovada$/);
        const read = (await call<{ data: { reject_reason: string } }>(`credit/slip/${created.id}`)).data;
        expect(read.reject_reason).toBe('Renda não comprovada');
    });

    it('needs two different approvers on a double-approval brand', async () => {
        await signIn('titular_pj');
        const created = (await requestSlip('titular_pj', { line: line(200_000) }, 'coopera')).data;
        expect(state().approvals.find((a) => a.id === created.approval_id)?.required).toBe(2);
        await signIn('backoffice');
        expect((await decide(created.approval_id, 'approve', undefined, 'coopera')).data.status).toBe(
            'pending_approval',
        );
        expect(state().slipParcels.find((s) => s.id === created.id)?.status).toBe('pending_approval');
        expect(await refusal(decide(created.approval_id, 'approve', undefined, 'coopera'))).toEqual({
            status: 422,
            errors: { approval: [APPROVAL_MESSAGES.alreadyActed] },
        });
        await signIn('controller');
        expect((await decide(created.approval_id, 'approve', undefined, 'coopera')).data.status).toBe(
            'approved',
        );
        expect(state().slipParcels.find((s) => s.id === created.id)?.status).toBe('approved');
    });

    it('checks the password and the account, records a retried request once, and refuses a boleto twice', async () => {
        await signIn('titular_pj');
        const boleto = line(60_000);
        expect(
            (await refusal(requestSlip('titular_pj', { line: boleto, password: 'Errada@123' }))).errors,
        ).toEqual({
            password: [wrongTriesMessage(2)],
        });
        const other = accountOf('titular_pf');
        expect(
            (await refusal(requestSlip('titular_pj', { line: boleto, account_id: other.id }))).errors,
        ).toEqual({
            account_id: [SLIP_MESSAGES.accountInvalid],
        });
        expect(state().slipParcels.filter((s) => s.barcode.length && s.line === boleto)).toEqual([]);

        const body = {
            line: boleto,
            account_id: accountOf('titular_pj').id,
            password: DEMO_TRANSACTION_PASSWORD,
            installments: 3,
        };
        const send = () =>
            call<{ data: SlipAnswer }>('credit/slip', {
                method: 'POST',
                body,
                headers: { 'Idempotency-Key': 'tentativa-1' },
            });
        const first = await send();
        const again = await send();
        expect(again.data.id).toBe(first.data.id);
        expect(state().slipParcels.filter((s) => s.line === boleto)).toHaveLength(1);

        expect((await refusal(requestSlip('titular_pj', { line: boleto }))).errors).toEqual({
            line: [SLIP_MESSAGES.alreadyRequested],
        });
    });

    it('pays a portal-bank boleto through its register: the issuer is credited at approval', async () => {
        const invoice = state().invoices.find(
            (i) =>
                i.status === 'pending' &&
                i.due_date > addDays(today(), 3) &&
                i.owner_person_id !== personOf('titular_pf'),
        );
        if (!invoice) throw new Error('seed sem boleto em aberto');
        const issuer = state().accounts.find((a) => a.id === invoice.account_id);
        const issuerBefore = issuer?.balance as number;
        await signIn('titular_pf');
        const created = (await requestSlip('titular_pf', { line: invoice.line, installments: 2 })).data;
        expect(created.beneficiary).toBe(invoice.beneficiary.name);
        await signIn('backoffice');
        await decide(created.approval_id, 'approve');
        expect(state().invoices.find((i) => i.id === invoice.id)?.status).toBe('paid');
        expect(state().accounts.find((a) => a.id === invoice.account_id)?.balance).toBe(
            issuerBefore + created.amount,
        );
        await signIn('titular_pj');
        expect((await refusal(requestSlip('titular_pj', { line: invoice.line }))).errors).toEqual({
            line: ['Este boleto já foi pago.'],
        });
    });
});

describe('credit/slip: reading', () => {
    it('lists the holder’s own requests (staff see all), filters by status, hides others’ (404)', async () => {
        await signIn('titular_pj');
        const mine = await call<{ data: SlipAnswer[]; meta: { total: number } }>('credit/slip');
        const pj = personOf('titular_pj');
        expect(mine.data.length).toBeGreaterThanOrEqual(2);
        expect(mine.data.every((s) => s.person_id === pj)).toBe(true);
        const approved = await call<{ data: SlipAnswer[] }>('credit/slip', {
            query: { filter: { status: 'approved' } },
        });
        expect(approved.data.map((s) => s.status)).toEqual(['approved']);
        const seeded = approved.data[0];
        // The seeded approved request was made 75 days ago: its installments already due were debited.
        expect(seeded.installments.filter((i) => i.status === 'paid').length).toBeGreaterThanOrEqual(1);
        expect(seeded.next_due?.number).toBe(seeded.installments.findIndex((i) => i.status !== 'paid') + 1);

        const rows = await call<{ data: { number: number; status: string }[]; meta: { total: number } }>(
            `credit/slip/${seeded.id}/installments`,
        );
        expect(rows.meta.total).toBe(seeded.simulation.installments);
        const paid = await call<{ data: { status: string }[] }>(`credit/slip/${seeded.id}/installments`, {
            query: { filter: { status: 'paid' } },
        });
        expect(paid.data.every((r) => r.status === 'paid')).toBe(true);

        const others = state().slipParcels.find((s) => s.person_id !== pj) as SlipParcel;
        expect((await refusal(request(`credit/slip/${others.id}`, { quiet: true }))).status).toBe(404);
        expect(
            (await refusal(request(`credit/slip/${others.id}/installments`, { quiet: true }))).status,
        ).toBe(404);

        await signIn('backoffice');
        const all = await call<{ meta: { total: number } }>('credit/slip');
        expect(all.meta.total).toBe(state().slipParcels.length);
    });
});
