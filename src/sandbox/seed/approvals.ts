import type { Account } from '../../contract/accounts';
import type { Approval } from '../../contract/approvals';
import type { BillPayment } from '../../contract/bills';
import { authenticationCode, beneficiaryOf } from '../../domain/billPayment';
import { buildBankBoleto, formatLine, parseBoleto } from '../../domain/boleto';
import type { SandboxState, User } from '../types';
import { createRng } from './random';
import { DEMO_USERS } from './users';

const DAY_MS = 86_400_000;
const APPROVALS_SEED = 20_260_505;

/** Boletos the company holder paid that wait for the bank's approval: bank, amount (cents), days ago. */
const PENDING: readonly [bankCode: string, amountCents: number, daysAgo: number][] = [
    ['341', 1_250_000, 1],
    ['237', 320_000, 2],
    ['001', 7_800_000, 3],
];

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The queue's view of a boleto payment: what an approver reads before deciding. */
export const billSummary = (
    state: Pick<SandboxState, 'accounts' | 'agencies' | 'persons'>,
    p: BillPayment,
) => {
    const account = state.accounts.find((a) => a.id === p.account_id);
    const agency = account && state.agencies.find((a) => a.id === account.agency_id);
    const payer = account && state.persons.find((person) => person.id === account.person_id);
    const summary: Record<string, string> = {
        Beneficiário: p.beneficiary,
        'Linha digitável': formatLine(p.line),
        Pagador: payer?.name ?? 'N/A',
        'Conta de débito': account
            ? `${agency?.number ?? '----'} · ${account.number}-${account.digit}`
            : 'N/A',
    };
    if (p.due_date) summary.Vencimento = p.due_date.split('-').reverse().join('/');
    if (p.payment_date) summary['Agendado para'] = p.payment_date.split('-').reverse().join('/');
    return summary;
};

/** A few pending boleto payments made by the company holder (titular_pj), so the queues are not empty. */
export function createApprovals(
    midnight: number,
    state: Pick<SandboxState, 'accounts' | 'agencies' | 'persons'> & { users: User[] },
): Pick<SandboxState, 'approvals' | 'billPayments'> {
    const rng = createRng(APPROVALS_SEED);
    const makerName = DEMO_USERS.find((demo) => demo.key === 'titular_pj')?.username;
    const maker = state.users.find((u) => u.username === makerName);
    const account: Account | undefined =
        maker &&
        state.accounts.find(
            (a) =>
                a.person_id === maker.person_id && a.kind === 'legal_person_account' && a.status === 'active',
        );
    if (!maker || !account) return { approvals: [], billPayments: [] };
    const billPayments: BillPayment[] = [];
    const approvals: Approval[] = [];
    PENDING.forEach(([bankCode, amount, daysAgo], index) => {
        const createdMs = midnight - daysAgo * DAY_MS + (13 + index) * 3_600_000;
        const freeField = String(rng.int(10 ** 12, 10 ** 13 - 1)).padEnd(25, '0');
        const built = buildBankBoleto({
            bankCode,
            amountCents: amount,
            dueDate: isoDate(midnight + 5 * DAY_MS),
            freeField,
        });
        const parsed = parseBoleto(built.line, isoDate(midnight));
        if (!parsed.ok) throw new Error(`seed: boleto inválido (${parsed.reason})`);
        const uuid = rng.uuid();
        const payment: BillPayment = {
            id: index + 1,
            uuid,
            user_id: maker.id,
            account_id: account.id,
            kind: 'bank',
            line: parsed.line,
            barcode: parsed.barcode,
            beneficiary: beneficiaryOf(parsed),
            bank_code: bankCode,
            amount,
            due_date: parsed.dueDate,
            payment_date: null,
            status: 'pending_approval',
            authentication: authenticationCode(uuid),
            transaction_id: null,
            approval_id: index + 1,
            created_at: new Date(createdMs).toISOString(),
            paid_at: null,
        };
        billPayments.push(payment);
        approvals.push({
            id: index + 1,
            uuid: rng.uuid(),
            operation: 'boleto_payment',
            reference_id: payment.id,
            amount,
            maker_user_id: maker.id,
            required: 1,
            steps: [],
            status: 'pending_approval',
            summary: billSummary(state, payment),
            created_at: payment.created_at,
        });
    });
    return { approvals, billPayments };
}
