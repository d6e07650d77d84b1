/**
 * Cooperatives registered by the back office (`/cadastro-de-cooperativa`): `access/cooperatives` (list,
 * one, create) and `access/cooperatives/{id}/approve` and `/reject`. A registration waits for another staff
 * member's approval (two on double-approval brands); the one who registered it cannot decide it.
 */
import type { ApprovalStep } from './approvals';
import type { Address } from './people';

/** The seven branches (ramos) of Brazilian cooperatives (OCB, since 2019). */
export const COOPERATIVE_KINDS = [
    'credito',
    'agropecuario',
    'consumo',
    'infraestrutura',
    'saude',
    'trabalho',
    'transporte',
] as const;
export type CooperativeKind = (typeof COOPERATIVE_KINDS)[number];

export type CooperativeStatus = 'pending_approval' | 'approved' | 'rejected';

/** What the form sends (`POST access/cooperatives`). */
export interface CooperativeInput {
    /** CNPJ, 14 characters (the alphanumeric one's letters upper-cased), unformatted. */
    document: string;
    /** Razão social. */
    name: string;
    trade_name?: string;
    kind: CooperativeKind;
    /** Associates (cooperados) today. */
    members: number;
    email: string;
    /** Landline or mobile, national digits (10 or 11). */
    phone: string;
    address: Address;
    /** The legal representative (presidente, diretor): name, CPF (11 digits), role. */
    responsible: { name: string; document: string; role: string };
}

export interface Cooperative extends CooperativeInput {
    id: number;
    status: CooperativeStatus;
    /** Different approvers needed: 2 on double-approval brands. */
    required: 1 | 2;
    steps: ApprovalStep[];
    created_by: { id: number; name: string };
    created_at: string;
}

/** A cooperative as the bank answers it to one staff member: why they may not approve it, or null. */
export interface CooperativeView extends Cooperative {
    decision_problem: string | null;
}
