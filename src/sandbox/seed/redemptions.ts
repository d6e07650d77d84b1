import type { Approval } from '../../contract/approvals';
import type { LinkedAccount } from '../../contract/linkedAccounts';
import type { Redemption } from '../../contract/redemptions';
import { formatDocument } from '../../domain/document';
import { formatBRL } from '../../domain/money';
import { REDEMPTION_FEE_CENTS } from '../../domain/redemptions';
import type { SandboxState } from '../types';
import { DEMO_USERS } from './users';

/** Itaú Unibanco: the seeded holder's account at another bank. */
const ITAU_ISPB = '60701190';
const HOUR = 3_600_000;

/** The seed is the same every time it is made for a day: fixed ids, not random ones. */
const fixedUuid = (kind: number, id: number) =>
    `00000000-0000-4000-8${kind}00-${String(id).padStart(12, '0')}`;

const userOf = (state: SandboxState, key: string) => {
    const username = DEMO_USERS.find((u) => u.key === key)?.username;
    return state.users.find((u) => u.username === username);
};

/**
 * The Cliente demo holder starts with an approved linked account (so a redemption can be asked at once) and
 * one redemption waiting for the bank's approval; the other holders register theirs on /cadastrar-conta-bancaria.
 */
export function addRedemptions(state: SandboxState, midnight: number) {
    const holder = userOf(state, 'cliente');
    const approver = userOf(state, 'backoffice');
    const bank = state.pixParticipants.find((p) => p.ispb === ITAU_ISPB);
    const account =
        holder &&
        state.accounts.find(
            (a) => a.person_id === holder.person_id && a.status === 'active' && a.kind !== 'savings',
        );
    if (!holder || !approver || !bank || !account) return;
    const person = state.persons.find((p) => p.id === holder.person_id);
    const agency = state.agencies.find((a) => a.id === account.agency_id);
    const linkedAt = new Date(midnight - 20 * 24 * HOUR).toISOString();
    const linkedApproval: Approval = {
        id: state.approvals.reduce((max, a) => Math.max(max, a.id), 0) + 1,
        uuid: '',
        operation: 'linked_account',
        reference_id: state.linkedAccounts.length + 1,
        amount: 0,
        maker_user_id: holder.id,
        required: 1,
        steps: [
            { user_id: approver.id, user_name: approver.name, action: 'approve', reason: null, at: linkedAt },
        ],
        status: 'approved',
        summary: { Pedido: 'Cadastro de conta bancária', Titular: holder.name },
        created_at: linkedAt,
    };
    linkedApproval.uuid = fixedUuid(1, linkedApproval.id);
    const linked: LinkedAccount = {
        id: linkedApproval.reference_id,
        uuid: fixedUuid(2, linkedApproval.reference_id),
        person_id: holder.person_id,
        user_id: holder.id,
        account: account.uuid,
        bank: { id: bank.ispb, code: bank.compe, name: bank.name },
        branch_number: '0912',
        branch_digit: '',
        account_number: '4567801',
        account_digit: '3',
        type: 'checking',
        status: 'approved',
        reason: null,
        approval_id: linkedApproval.id,
        created_at: linkedAt,
        updated_at: linkedAt,
        decided_at: linkedAt,
    };
    const askedAt = new Date(midnight - 2 * HOUR).toISOString();
    const redemption: Redemption = {
        id: state.redemptions.length + 1,
        account_id: account.id,
        person_id: holder.person_id,
        user_id: holder.id,
        linked_account_id: linked.id,
        destination: {
            bank_code: bank.compe,
            bank_name: bank.name,
            branch: '0912',
            account: '4567801-3',
            type: 'Conta corrente',
        },
        amount: 35_000,
        fee: REDEMPTION_FEE_CENTS,
        status: 'pending_approval',
        reason: null,
        approval_id: linkedApproval.id + 1,
        transaction_id: null,
        fee_transaction_id: null,
        payment_date: null,
        created_at: askedAt,
        decided_at: null,
    };
    state.approvals.push(linkedApproval, {
        id: redemption.approval_id,
        uuid: fixedUuid(1, redemption.approval_id),
        operation: 'redemption',
        reference_id: redemption.id,
        amount: redemption.amount,
        maker_user_id: holder.id,
        required: 1,
        steps: [],
        status: 'pending_approval',
        // As the handler's summary of a new request (handlers/redemptions.ts).
        summary: {
            Titular: person?.name ?? holder.name,
            Documento: person ? formatDocument(person.document) : 'N/A',
            'Conta de origem': `Ag. ${agency?.number ?? '----'} · ${account.number}-${account.digit}`,
            'Banco de destino': `${bank.compe ?? '---'} · ${bank.name}`,
            'Conta de destino': 'Ag. 0912 · Conta 4567801-3 (Conta corrente)',
            'Tarifa TED': formatBRL(REDEMPTION_FEE_CENTS),
        },
        created_at: askedAt,
    });
    state.linkedAccounts.push(linked);
    state.redemptions.push(redemption);
}
