/**
 * The institutions hierarchy (spec 2 §7 `access/banks`, `access/agencies`, `access/accounts`): a brand's banks
 * (a store brand's lojas, the renaming brand's montadoras), their agencies (pontos de venda, filiais) and the
 * accounts opened in them. The records are `Bank`, `Agency` and `Account` (./accounts); these are the views the
 * API answers with, and the rule sentences the form and the bank share.
 */
import type { AccountKind, AccountTypeCode, InstitutionEvent, InstitutionStatus } from './accounts';

export type { InstitutionEvent, InstitutionStatus };

import type { Address, EntityStatus } from './people';

/** What an institution holds now and moved this calendar month (Brasília), from its accounts' ledger. */
export interface InstitutionFigures {
    agencies: number;
    accounts: number;
    active_accounts: number;
    /** Sum of its accounts' balances, in cents. */
    balance: number;
    /** Credits and debits of its accounts since the 1st of this month, in cents (outflow is positive). */
    inflow_month: number;
    outflow_month: number;
}

/** `access/banks` rows and `access/banks/{id}`. */
export interface BankView {
    id: number;
    name: string;
    trade_name: string;
    /** COMPE, 3 digits. */
    code: string;
    /** ISPB, 8 digits. */
    ispb: string;
    /** CNPJ, unformatted (alphanumeric kept). */
    document: string;
    email: string;
    phone: string;
    address: Address | null;
    status: InstitutionStatus;
    created_at: string;
    updated_at: string;
    figures: InstitutionFigures;
    /** Only on `access/banks/{id}`: newest first. */
    history?: InstitutionEvent[];
}

/** `access/agencies` rows, `access/agencies/{id}` and `access/banks/{id}/agency/{id}`. */
export interface AgencyView {
    id: number;
    bank_id: number;
    bank_name: string;
    bank_code: string;
    name: string;
    /** 4 digits. */
    number: string;
    /** Modulo-11 check digit of the number. */
    digit: string;
    address: Address;
    phone: string;
    status: InstitutionStatus;
    created_at: string;
    updated_at: string;
    figures: InstitutionFigures;
    history?: InstitutionEvent[];
}

/** Every account kind of spec 2 §3. */
export const INSTITUTION_ACCOUNT_KINDS = [
    'natural_person_account',
    'legal_person_account',
    'savings',
    'digital_account',
    'access_card',
    'convention',
    'agency_account',
    'bank_account',
] as const satisfies readonly AccountKind[];

/** The kinds held only by a company (CNPJ) and those only by a person (CPF); the others by either. */
export const LEGAL_ONLY_KINDS: readonly AccountKind[] = [
    'legal_person_account',
    'convention',
    'agency_account',
    'bank_account',
];
export const NATURAL_ONLY_KINDS: readonly AccountKind[] = ['natural_person_account'];

/** `access/accounts`, `access/account`, `access/banks/{id}/accounts`, `access/agencies/{id}/accounts` rows. */
export interface InstitutionAccountRow {
    id: number;
    uuid: string;
    bank_id: number;
    bank_name: string;
    agency_id: number;
    agency_number: string;
    agency_name: string;
    number: string;
    digit: string;
    kind: AccountKind;
    type_code: AccountTypeCode | null;
    type_name: string;
    holder_name: string;
    holder_document: string;
    balance: number;
    status: EntityStatus;
    created_at: string;
}

/**
 * The rules' sentences (pt-BR), shared by the forms and the bank's 422 answers. The brand's words (banco, loja,
 * montadora) are not in them: each names what is wrong with the field it sits on.
 */
export const INSTITUTION_MESSAGES = {
    name: 'Informe o nome, de 3 a 80 caracteres.',
    tradeName: 'O nome fantasia tem no máximo 60 caracteres.',
    code: 'O código COMPE tem 3 dígitos.',
    codeTaken: 'Este código COMPE já está cadastrado.',
    ispb: 'O ISPB tem 8 dígitos.',
    ispbTaken: 'Este ISPB já está cadastrado.',
    document: 'O CNPJ não é valido',
    documentTaken: 'Este CNPJ já está cadastrado.',
    email: 'Informe um e-mail válido.',
    phone: 'Informe o telefone com DDD (10 ou 11 dígitos).',
    zip: 'Informe o CEP com 8 dígitos.',
    street: 'Informe o logradouro.',
    houseNumber: 'Informe o número (ou S/N).',
    district: 'Informe o bairro.',
    city: 'Informe a cidade.',
    state: 'Selecione a UF.',
    bank: 'Selecione uma instituição ativa.',
    agencyNumber: 'O número tem 4 dígitos.',
    agencyDigit: 'Dígito verificador não confere com o número.',
    agencyTaken: 'Este número já existe nesta instituição.',
    agency: 'Selecione uma unidade ativa.',
    accountNumber: 'O número da conta tem de 5 a 8 dígitos.',
    accountDigit: 'Dígito verificador não confere com o número da conta.',
    accountTaken: 'Este número de conta já existe nesta unidade.',
    kind: 'Selecione a modalidade da conta.',
    accountType: 'Selecione um tipo de conta ativo.',
    holder: 'Nenhum titular ativo com este CPF/CNPJ.',
    holderLegal: 'Esta modalidade é só de pessoa jurídica (CNPJ).',
    holderNatural: 'Esta modalidade é só de pessoa física (CPF).',
    deleteWithAccounts:
        'Não é possível excluir: há %{count} conta(s) vinculada(s). Encerre ou transfira as contas antes.',
    deleteWithAgencies:
        'Não é possível excluir: há %{count} unidade(s) vinculada(s). Exclua as unidades antes.',
    deleteWithBalance: 'Não é possível excluir: a conta tem saldo de %{balance}. Zere o saldo antes.',
} as const;
