import type { Approval } from '../../contract/approvals';
import type { GraphicAccount } from '../../contract/ledgers';
import type { ManualRecharge } from '../../contract/recharges';
import { formatDocument } from '../../domain/document';
import type { SandboxState } from '../types';
import { accountText, holderOf } from './statementCorrections';
import { DEMO_USERS } from './users';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The graphic account manual recharges come from: the institution's allotment, funded by the treasury. */
export const RECHARGE_SOURCE = {
    code: '1.1.2.10.050',
    name: 'Recursos para cargas manuais',
    purpose: 'Verba da instituição para creditar contas de titulares: promoções, bonificações e ajustes',
    funding: 'Aporte da tesouraria para cargas manuais',
    fundingCents: 50_000_000,
} as const;

type Ledgers = Pick<SandboxState, 'graphicAccounts' | 'graphicEntries'>;

/** The recharge source graphic account, created with its funding when missing (a bank stored before it). */
export function ensureRechargeSource(state: Ledgers, at: string): GraphicAccount {
    const existing = state.graphicAccounts.find((g) => g.code === RECHARGE_SOURCE.code);
    if (existing) return existing;
    const account: GraphicAccount = {
        id: state.graphicAccounts.reduce((max, g) => Math.max(max, g.id), 0) + 1,
        code: RECHARGE_SOURCE.code,
        name: RECHARGE_SOURCE.name,
        purpose: RECHARGE_SOURCE.purpose,
        bank_id: 1,
        nature: 'asset',
        source: 'own',
        status: 'active',
        created_at: at,
    };
    state.graphicAccounts.push(account);
    state.graphicEntries.push({
        id: state.graphicEntries.reduce((max, e) => Math.max(max, e.id), 0) + 1,
        graphic_account_id: account.id,
        description: RECHARGE_SOURCE.funding,
        amount: RECHARGE_SOURCE.fundingCents,
        created_at: at,
    });
    return account;
}

type Records = Pick<SandboxState, 'accounts' | 'agencies' | 'persons' | 'graphicAccounts'>;

/** What the approvals queue shows of a manual recharge (the seed's and the bank's). */
export const manualRechargeSummary = (state: Records, recharge: ManualRecharge): Record<string, string> => {
    const account = state.accounts.find((a) => a.id === recharge.account_id);
    const person = account && holderOf(state, account);
    const source = state.graphicAccounts.find((g) => g.id === recharge.graphic_account_id);
    return {
        Operação: 'Carga manual',
        Titular: person?.name ?? 'N/A',
        Documento: person ? formatDocument(person.document) : 'N/A',
        Conta: accountText(state, recharge.account_id),
        Origem: source ? `${source.code} · ${source.name}` : 'N/A',
        Motivo: recharge.reason,
    };
};

/**
 * The recharge source, and one manual recharge asked by the Gestor yesterday for a holder who is not a demo
 * user, waiting for approval: the queue of /manual-recharge-approve is not empty on a fresh bank.
 */
export function addRecharges(state: SandboxState, midnight: number) {
    const source = ensureRechargeSource(
        state,
        new Date(midnight - 400 * DAY_MS + 13 * HOUR_MS).toISOString(),
    );
    const gestor = DEMO_USERS.findIndex((u) => u.key === 'gestor') + 1;
    const account = state.accounts.find(
        (a) => a.person_id > DEMO_USERS.length && a.bank_id === 1 && a.status === 'active',
    );
    if (!account || gestor === 0) return;
    const created_at = new Date(midnight - DAY_MS + 14 * HOUR_MS).toISOString();
    const recharge: ManualRecharge = {
        id: 1,
        uuid: '6f1c2a9e-4d1b-4c55-9a43-3c0f2f4b7a11',
        account_id: account.id,
        amount: 15_000,
        reason: 'Bonificação da campanha de indicação de amigos',
        graphic_account_id: source.id,
        status: 'pending_approval',
        maker_user_id: gestor,
        approval_id: null,
        transaction_id: null,
        graphic_entry_id: null,
        created_at,
        decided_at: null,
    };
    const approval: Approval = {
        id: state.approvals.reduce((max, a) => Math.max(max, a.id), 0) + 1,
        uuid: '0b7e51d2-93a8-4f0e-8d0c-5a1f6e2c9b34',
        operation: 'manual_recharge',
        reference_id: recharge.id,
        amount: recharge.amount,
        maker_user_id: gestor,
        required: 1,
        steps: [],
        status: 'pending_approval',
        summary: manualRechargeSummary(state, recharge),
        created_at,
    };
    recharge.approval_id = approval.id;
    state.manualRecharges = [recharge];
    state.approvals.push(approval);
}
