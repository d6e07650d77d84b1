/** People of the `/v1` contract: holders (natural and legal), their partners, attorney and address. */

export interface Address {
    zip: string;
    street: string;
    number: string;
    complement?: string;
    district: string;
    city: string;
    state: string;
}

export type EntityStatus = 'active' | 'pending' | 'rejected' | 'blocked' | 'closed' | 'inactive';

export interface Person {
    id: number;
    uuid: string;
    type: 'natural' | 'legal';
    name: string;
    /** CPF (11 digits) or CNPJ (14 characters, may be alphanumeric), unformatted. */
    document: string;
    email: string;
    /** 11 national digits. */
    phone: string;
    birth_date?: string;
    trade_name?: string;
    address: Address;
    status: EntityStatus;
    created_at: string;
    /** Natural person: mother's name (KYC) and declared monthly income in cents. */
    mother_name?: string;
    monthly_income?: number;
    /** Legal person: legal nature (e.g. 'LTDA', 'MEI', 'EIRELI', 'SA'), monthly revenue (cents), founding date. */
    company_kind?: string;
    monthly_revenue?: number;
    founded_on?: string;
    /** Legal person: partners (QSA) and the attorney (procurador), when there is one. */
    partners?: Partner[];
    attorney?: Attorney | null;
    /** Minor: the responsible adult (a natural person of this bank) and the relationship. */
    responsible?: { person_id: number; relationship: 'mother' | 'father' | 'guardian' };
    /** How the registration came in: self-registration (/registro*), staff (/cadastro-*), or the seed. */
    origin?: 'self' | 'backoffice' | 'seed';
    /** The staff user who registered it (backoffice origin), or null. */
    created_by?: number | null;
    /** The last status decision (approve, block, reject...) and who took it. */
    decided_at?: string | null;
    decided_by?: number | null;
    status_reason?: string | null;
}

/** A partner (sócio) of a legal person, as in its QSA. */
export interface Partner {
    name: string;
    /** CPF, 11 digits. */
    document: string;
    birth_date: string;
    email: string;
    phone: string;
    /** Share of the capital, in basis points (100 % = 10000). */
    share_bp: number;
    /** Administrator partners sign for the company. */
    administrator: boolean;
}

/** The attorney (procurador) who acts for a legal person. */
export interface Attorney {
    name: string;
    document: string;
    email: string;
    phone: string;
    /** Last day of the power of attorney (yyyy-MM-dd). */
    valid_until: string;
}
