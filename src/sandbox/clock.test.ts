import { beforeEach, describe, expect, it } from 'vitest';
import type { Account } from '../contract/accounts';
import type { BillPayment, SlipInstallment, SlipParcel } from '../contract/bills';
import { BILL_MESSAGES } from '../domain/billPayment';
import { addDays } from '../domain/businessDays';
import { toDateOnlyBrasilia } from '../domain/dates';
import { advanceClock } from './clock';
import { SandboxStore } from './store';

const NOW = new Date('2026-11-20T15:00:00Z');
const TODAY = toDateOnlyBrasilia(NOW);

let store: SandboxStore;
let account: Account;

const scheduledPayment = (amount: number, paymentDate: string): BillPayment => {
    const payment: BillPayment = {
        id: store.nextId('billPayments'),
        uuid: crypto.randomUUID(),
        user_id: 1,
        account_id: account.id,
        kind: 'bank',
        line: '0'.repeat(47),
        barcode: '1'.repeat(44),
        beneficiary: 'Companhia de Luz',
        bank_code: '341',
        amount,
        due_date: paymentDate,
        payment_date: paymentDate,
        status: 'scheduled',
        authentication: 'AUT',
        transaction_id: null,
        approval_id: null,
        created_at: '2026-11-01T12:00:00.000Z',
        paid_at: null,
    };
    store.state.billPayments.push(payment);
    return payment;
};

const row = (number: number, dueDate: string, amount: number): SlipInstallment => ({
    number,
    due_date: dueDate,
    amount,
    interest: 0,
    amortization: amount,
    balance: 0,
    status: 'open',
    paid_at: null,
});

const slipWith = (installments: SlipInstallment[]): SlipParcel => {
    const slip = {
        id: store.nextId('slipParcels'),
        uuid: crypto.randomUUID(),
        user_id: 1,
        person_id: account.person_id,
        account_id: account.id,
        kind: 'bank',
        line: '0'.repeat(47),
        barcode: '1'.repeat(44),
        beneficiary: 'Escola Aurora',
        bank_code: '341',
        boleto_due_date: null,
        simulation: {} as SlipParcel['simulation'],
        status: 'approved',
        approval_id: 0,
        bill_payment_id: null,
        installments,
        created_at: '2026-10-01T12:00:00.000Z',
        decided_at: '2026-10-01T13:00:00.000Z',
    } as SlipParcel;
    store.state.slipParcels.push(slip);
    return slip;
};

beforeEach(() => {
    store = new SandboxStore(null);
    account = store.state.accounts.find((a) => a.status === 'active' && a.balance > 100_000) as Account;
    account.balance = 100_000;
});

describe('advanceClock: scheduled boleto payments', () => {
    it('pays a payment whose day has come, debiting exactly its amount once', () => {
        const payment = scheduledPayment(40_000, TODAY);
        const rows = store.state.transactions.length;
        advanceClock(store, NOW);
        advanceClock(store, NOW);
        expect(payment.status).toBe('paid');
        expect(account.balance).toBe(60_000);
        expect(store.state.transactions.length).toBe(rows + 1);
        expect(store.state.transactions.at(-1)).toMatchObject({ account_id: account.id, amount: -40_000 });
        expect(store.state.notifications.at(-1)?.title).toBe('Pagamento agendado realizado');
    });

    it('fails one the balance cannot cover, moving nothing', () => {
        const payment = scheduledPayment(150_000, addDays(TODAY, -1));
        advanceClock(store, NOW);
        expect(payment).toMatchObject({ status: 'failed', failure_reason: BILL_MESSAGES.insufficient });
        expect(account.balance).toBe(100_000);
        expect(store.state.notifications.at(-1)?.title).toBe('Pagamento agendado não realizado');
    });

    it('leaves a later day alone', () => {
        const payment = scheduledPayment(10_000, addDays(TODAY, 1));
        advanceClock(store, NOW);
        expect(payment.status).toBe('scheduled');
        expect(account.balance).toBe(100_000);
    });
});

describe('advanceClock: installments', () => {
    it('debits the installments due, oldest first, and stops at one the balance cannot cover', () => {
        const slip = slipWith([
            row(1, addDays(TODAY, -30), 30_000),
            row(2, TODAY, 80_000),
            row(3, addDays(TODAY, 30), 30_000),
        ]);
        advanceClock(store, NOW);
        expect(slip.installments.map((r) => r.status)).toEqual(['paid', 'open', 'open']);
        expect(account.balance).toBe(70_000);
        expect(store.state.transactions.at(-1)?.description).toBe(
            'Parcela 1/3 do parcelamento - Escola Aurora',
        );

        account.balance += 50_000;
        advanceClock(store, NOW);
        expect(slip.installments.map((r) => r.status)).toEqual(['paid', 'paid', 'open']);
        expect(account.balance).toBe(40_000);
    });
});
