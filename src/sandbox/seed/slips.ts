import type { Account, Transaction } from '../../contract/accounts';
import type { Approval } from '../../contract/approvals';
import type { BillPayment, SlipParcel } from '../../contract/bills';
import type { ApprovalStep } from '../../domain/approvals';
import { beneficiaryOf } from '../../domain/billPayment';
import { buildBankBoleto, parseBoleto } from '../../domain/boleto';
import { simulateSlipParcel } from '../../domain/slipParcel';
import { bankPayment, markApproved, slipSummary } from '../slips';
import type { SandboxState } from '../types';
import { reorderLedger } from './ledger';
import { createRng } from './random';
import { DEMO_USERS } from './users';

/** Its own random stream: the requests leave the seed's other collections as they were. */
const SLIPS_SEED = 20_260_530;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Installments are debited at 10:00 in Brasília (13:00 UTC) of their due date. */
const DEBIT_HOUR_UTC = 13;

interface Seeded {
    holder: 'titular_pf' | 'titular_pj';
    bankCode: string;
    amount: number;
    installments: number;
    daysAgo: number;
    outcome: 'pending_approval' | 'approved' | 'rejected';
    reason?: string;
}

/** One approved (its past installments paid), one rejected, one waiting for the bank. */
const SLIPS: readonly Seeded[] = [
    {
        holder: 'titular_pj',
        bankCode: '237',
        amount: 348_000,
        installments: 6,
        daysAgo: 75,
        outcome: 'approved',
    },
    {
        holder: 'titular_pj',
        bankCode: '104',
        amount: 1_500_000,
        installments: 12,
        daysAgo: 9,
        outcome: 'rejected',
        reason: 'Limite de crédito insuficiente para o valor pedido.',
    },
    {
        holder: 'titular_pf',
        bankCode: '341',
        amount: 125_000,
        installments: 4,
        daysAgo: 1,
        outcome: 'pending_approval',
    },
];

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

type State = Pick<
    SandboxState,
    'accounts' | 'agencies' | 'persons' | 'users' | 'transactions' | 'approvals' | 'billPayments'
>;

/** The holder's account a request is charged to: their richest active checking account. */
const accountOf = (state: State, personId: number, legal: boolean): Account | undefined =>
    state.accounts
        .filter(
            (a) =>
                a.person_id === personId &&
                a.status === 'active' &&
                a.kind === (legal ? 'legal_person_account' : 'natural_person_account'),
        )
        .sort((a, b) => b.balance - a.balance)[0];

/**
 * Boleto installment requests of the two demo holders. Adds their approvals and the bank's boleto payment to
 * `state`, and debits the approved request's installments already due (so balances and statements agree).
 */
export function createSlipParcels(midnight: number, state: State): SlipParcel[] {
    const rng = createRng(SLIPS_SEED);
    const approver = state.users.find((u) => u.role === 'backoffice');
    const nextId = (rows: { id: number }[]) => rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;
    const slips: SlipParcel[] = [];
    const debited = new Set<number>();
    for (const seeded of SLIPS) {
        const demo = DEMO_USERS.find((d) => d.key === seeded.holder);
        const user = state.users.find((u) => u.username === demo?.username);
        const account = user && accountOf(state, user.person_id, demo?.type === 'legal');
        if (!user || !account || !approver) continue;
        const requestMs = midnight - seeded.daysAgo * DAY_MS;
        const requestDate = isoDate(requestMs);
        const createdAt = new Date(requestMs + (14 + slips.length) * HOUR_MS).toISOString();
        const built = buildBankBoleto({
            bankCode: seeded.bankCode,
            amountCents: seeded.amount,
            dueDate: isoDate(requestMs + 7 * DAY_MS),
            freeField: String(rng.int(10 ** 12, 10 ** 13 - 1)).padEnd(25, '0'),
        });
        const boleto = parseBoleto(built.line, requestDate);
        if (!boleto.ok) throw new Error(`seed: boleto inválido (${boleto.reason})`);
        const slip: SlipParcel = {
            id: slips.length + 1,
            uuid: rng.uuid(),
            user_id: user.id,
            person_id: account.person_id,
            account_id: account.id,
            kind: boleto.kind,
            line: boleto.line,
            barcode: boleto.barcode,
            beneficiary: beneficiaryOf(boleto),
            bank_code: seeded.bankCode,
            boleto_due_date: boleto.dueDate,
            simulation: simulateSlipParcel({
                amount: seeded.amount,
                installments: seeded.installments,
                requestDate,
                borrower: demo?.type ?? 'natural',
            }),
            status: 'pending_approval',
            approval_id: nextId(state.approvals),
            bill_payment_id: null,
            installments: [],
            created_at: createdAt,
            decided_at: null,
        };
        const decidedAt = new Date(Date.parse(createdAt) + 20 * HOUR_MS).toISOString();
        const step = (action: ApprovalStep['action']): ApprovalStep => ({
            user_id: approver.id,
            user_name: approver.name,
            action,
            reason: seeded.reason ?? null,
            at: decidedAt,
        });
        const approval: Approval = {
            id: slip.approval_id,
            uuid: rng.uuid(),
            operation: 'slip_parcel',
            reference_id: slip.id,
            amount: seeded.amount,
            maker_user_id: user.id,
            required: 1,
            steps: [],
            status: seeded.outcome,
            summary: slipSummary(state, slip),
            created_at: createdAt,
        };
        if (seeded.outcome === 'approved') {
            const payment: BillPayment = bankPayment(slip, nextId(state.billPayments), rng.uuid(), decidedAt);
            state.billPayments.push(payment);
            markApproved(slip, payment, decidedAt);
            approval.steps.push(step('approve'));
            debitDue(state, slip, account, midnight);
            debited.add(account.id);
        } else if (seeded.outcome === 'rejected') {
            slip.status = 'rejected';
            slip.decided_at = decidedAt;
            approval.steps.push(step('reject'));
        }
        state.approvals.push(approval);
        slips.push(slip);
    }
    if (debited.size > 0) reorderLedger(state, debited);
    return slips;
}

/** The installments due before today were debited from the holder's account on their due dates. */
function debitDue(state: State, slip: SlipParcel, account: Account, midnight: number) {
    const count = slip.installments.length;
    for (const row of slip.installments) {
        const dueMs = Date.parse(row.due_date) + DEBIT_HOUR_UTC * HOUR_MS;
        if (dueMs >= midnight) continue;
        const at = new Date(dueMs).toISOString();
        const debit: Transaction = {
            id: state.transactions.reduce((max, t) => Math.max(max, t.id), 0) + 1,
            account_id: account.id,
            kind: 'payment',
            description: `Parcela ${row.number}/${count} - parcelamento de boleto`,
            amount: -row.amount,
            balance_after: 0,
            status: 'transacted',
            created_at: at,
        };
        state.transactions.push(debit);
        row.status = 'paid';
        row.paid_at = at;
    }
}
