import type { EntityStatus } from '../../contract/people';

/** `POST access/search/cpf|cnpj`: the holder found by document (docs/api.md). */
export interface HolderSummary {
    id: number;
    type: 'natural' | 'legal';
    name: string;
    document: string;
    status: EntityStatus;
    accounts_count: number;
}

export interface AgencyOption {
    id: number;
    number: string;
    name: string;
    city: string;
    state: string;
}
