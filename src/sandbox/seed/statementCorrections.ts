import type { Account } from '../../contract/accounts';
import type { Approval } from '../../contract/approvals';
import type { StatementCorrection } from '../../contract/statementCorrections';
import { formatDateTime } from '../../domain/dates';
import { formatDocument } from '../../domain/document';
import { formatBRL } from '../../domain/money';
import type { SandboxState } from '../types';
import { accountSummary } from '../views';
import { DEMO_USERS } from './users';

const HOUR_MS = 3_600_000;

type Records = Pick<SandboxState, 'accounts' | 'agencies' | 'persons'>;

export const accountText = (state: Records, accountId: number) => {
    const summary = accountSummary(state, accountId);
    return summary ? `Ag. ${summary.agency ?? '----'} · ${summary.number}-${summary.digit}` : 'N/A';
};

export const holderOf = (state: Pick<SandboxState, 'persons'>, account: Account) =>
    state.persons.find((p) => p.id === account.person_id);

/** What the approvals queue shows of a request (the seed's and the bank's). */
export const correctionSummary = (
    state: Pick<SandboxState, 'accounts' | 'agencies' | 'persons' | 'transactions'>,
    correction: StatementCorrection,
): Record<string, string> => {
    const account = state.accounts.find((a) => a.id === correction.account_id);
    const person = account && holderOf(state, account);
    const facts: Record<string, string> = {
        Operação: correction.kind === 'reversal' ? 'Estorno de lançamento' : 'Correção de saldo',
        Titular: person?.name ?? 'N/A',
        Documento: person ? formatDocument(person.document) : 'N/A',
        Conta: accountText(state, correction.account_id),
        'Saldo atual': account ? formatBRL(account.balance) : 'N/A',
        Efeito: `${correction.amount > 0 ? 'Crédito' : 'Débito'} de ${formatBRL(Math.abs(correction.amount))}`,
    };
    if (correction.kind === 'reversal') {
        const original = state.transactions.find((t) => t.id === correction.transaction_id);
        if (original)
            facts.Lançamento = `${formatDateTime(original.created_at)} · ${original.description} · ${formatBRL(original.amount)}`;
        const other = correction.reverses[1];
        if (other) {
            const otherAccount = state.accounts.find((a) => a.id === other.account_id);
            const otherHolder = otherAccount && holderOf(state, otherAccount);
            facts['Também estorna'] =
                `${otherHolder?.name ?? 'N/A'} · ${accountText(state, other.account_id)} · ${formatBRL(-other.amount)}`;
        }
    }
    facts.Motivo = correction.reason;
    return facts;
};

/**
 * One balance correction waiting in `/jurisdiction-approve`, so the queue and the company's statement show the
 * flow: the Gestor asked yesterday to give back a package fee charged twice. Nothing has moved.
 */
export function createStatementCorrections(
    midnight: number,
    state: Pick<SandboxState, 'accounts' | 'agencies' | 'persons' | 'users' | 'transactions' | 'approvals'>,
): StatementCorrection[] {
    const userOf = (key: string) =>
        state.users.find((u) => u.username === DEMO_USERS.find((d) => d.key === key)?.username);
    const maker = userOf('gestor');
    const holder = userOf('titular_pj');
    const account = state.accounts.find((a) => a.person_id === holder?.person_id && a.status === 'active');
    if (!maker || !account) return [];
    // 14:20 in Brasília, yesterday.
    const at = new Date(midnight - 24 * HOUR_MS + 17 * HOUR_MS + 20 * 60_000).toISOString();
    const approvalId = state.approvals.reduce((max, a) => Math.max(max, a.id), 0) + 1;
    const correction: StatementCorrection = {
        id: 1,
        uuid: '6f1c2a9e-5b7d-4c3e-9a21-3d8e4f5b6c70',
        kind: 'balance',
        account_id: account.id,
        transaction_id: null,
        amount: 3_990,
        reason: 'Tarifa do pacote de serviços cobrada duas vezes neste mês',
        status: 'pending_approval',
        approval_id: approvalId,
        maker_user_id: maker.id,
        reverses: [],
        posted_transaction_ids: [],
        created_at: at,
        decided_at: null,
    };
    const approval: Approval = {
        id: approvalId,
        uuid: '0b9d7e43-2c1a-4f8e-b6d5-7a3c9e1f2d48',
        operation: 'statement_correction',
        reference_id: correction.id,
        amount: correction.amount,
        maker_user_id: maker.id,
        required: 1,
        steps: [],
        status: 'pending_approval',
        summary: correctionSummary(state, correction),
        created_at: at,
    };
    state.approvals.push(approval);
    return [correction];
}
