import type { Address, Attorney, Partner } from '../../contract/people';

/** A row of the listings (docs/api.md "Holders (staff)"). */
export interface HolderRow {
    id: number;
    uuid: string;
    type: 'natural' | 'legal';
    name: string;
    trade_name: string | null;
    document: string;
    email: string;
    phone: string;
    status: string;
    origin: 'self' | 'backoffice' | 'seed';
    minor: boolean;
    created_at: string;
    accounts_count: number;
    documents: { pending: number; approved: number; rejected: number };
    missing_documents: string[];
}

type Who = { uuid: string; name: string } | null;

export interface HolderDetail {
    id: number;
    uuid: string;
    type: 'natural' | 'legal';
    name: string;
    trade_name?: string;
    document: string;
    email: string;
    phone: string;
    birth_date?: string;
    address: Address;
    status: string;
    created_at: string;
    mother_name?: string;
    monthly_income?: number;
    company_kind?: string;
    monthly_revenue?: number;
    founded_on?: string;
    partners?: Partner[];
    attorney?: Attorney | null;
    responsible: { person_id: number; name: string; document: string | null; relationship: string } | null;
    origin: 'self' | 'backoffice' | 'seed';
    created_by: Who;
    decided_by: Who;
    decided_at?: string | null;
    status_reason?: string | null;
    accounts_count: number;
    missing_documents: string[];
}

export interface HolderAccount {
    id: number;
    number: string;
    digit: string;
    status: string;
    balance: number;
    agency: { id: number; number: string; name: string } | null;
    account_type: { id: number; code: string; name: string } | null;
}

export interface HolderUser {
    uuid: string;
    name: string;
    username: string;
    email: string;
    phone: string;
    userRole: string;
    status: string;
    last_login_at: string | null;
}

export interface HolderDocument {
    id: number;
    type: string;
    type_label: string;
    owner: string;
    file_name: string;
    status: string;
    reason: string | null;
    created_at: string;
}

export interface AccountTypeOption {
    id: number;
    name: string;
    code: string;
    active: boolean;
}
