/**
 * Linked bank accounts (conta bancária vinculada): the holder's own account at another bank, where they may
 * send money out. One per holder (spec 1 §9: listing limit 1); created with `approve: true`, changed with
 * `approve: false` (spec 1 §4), and every version waits for the back office's approval. Rules shared by the
 * form and the sandbox bank.
 */
import type { LinkedAccountStatus, LinkedAccountType } from '../contract/linkedAccounts';

export type { LinkedAccountStatus, LinkedAccountType };

export const LINKED_ACCOUNT_TYPE_LABELS: Readonly<Record<LinkedAccountType, string>> = Object.freeze({
    checking: 'Conta corrente',
    savings: 'Conta poupança',
});

export const LINKED_ACCOUNT_TYPES = Object.keys(LINKED_ACCOUNT_TYPE_LABELS) as LinkedAccountType[];

export const ACCOUNT_NUMBER_MAX = 12;

export const LINKED_ACCOUNT_MESSAGES = {
    account: 'Escolha uma das suas contas.',
    bank: 'Escolha a instituição da conta.',
    sameBank: 'A conta vinculada deve ser de outra instituição.',
    branchNumber: 'A agência tem 4 números.',
    branchDigit: 'Use um número ou X.',
    accountNumber: `Informe o número da conta (até ${ACCOUNT_NUMBER_MAX} números).`,
    accountDigit: 'Informe o dígito (número ou X).',
    type: 'Escolha o tipo de conta.',
    approve: 'Valor inválido.',
    exists: 'Você já tem uma conta bancária cadastrada: altere a que existe.',
    missing: 'Você ainda não tem uma conta bancária cadastrada.',
    unchanged: 'Nada mudou: altere algum dado da conta antes de enviar.',
} as const;

/** What the holder types (the bank is its ISPB); the server also checks that `account` is theirs. */
export interface LinkedAccountInput {
    account: string;
    bank: string;
    branch_number: string;
    branch_digit: string;
    account_number: string;
    account_digit: string;
    type: LinkedAccountType | '';
}

export type LinkedAccountField = keyof LinkedAccountInput;

/** A check digit as typed: the last character that is a digit or X, upper case. */
export const typeCheckDigit = (text: string) =>
    text
        .toUpperCase()
        .replace(/[^0-9X]/g, '')
        .slice(-1);

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Field → first pt-BR message, for every rule the input breaks; empty when it is fine. */
export function linkedAccountProblems(
    input: Partial<Record<LinkedAccountField, unknown>>,
    portalIspb: string,
): Partial<Record<LinkedAccountField, string>> {
    const problems: Partial<Record<LinkedAccountField, string>> = {};
    if (!text(input.account)) problems.account = LINKED_ACCOUNT_MESSAGES.account;
    const bank = text(input.bank);
    if (!/^\d{8}$/.test(bank)) problems.bank = LINKED_ACCOUNT_MESSAGES.bank;
    else if (bank === portalIspb) problems.bank = LINKED_ACCOUNT_MESSAGES.sameBank;
    if (!/^\d{4}$/.test(text(input.branch_number)))
        problems.branch_number = LINKED_ACCOUNT_MESSAGES.branchNumber;
    if (!/^[0-9X]?$/.test(text(input.branch_digit)))
        problems.branch_digit = LINKED_ACCOUNT_MESSAGES.branchDigit;
    const number = text(input.account_number);
    if (!new RegExp(`^\\d{1,${ACCOUNT_NUMBER_MAX}}$`).test(number) || /^0+$/.test(number))
        problems.account_number = LINKED_ACCOUNT_MESSAGES.accountNumber;
    if (!/^[0-9X]$/.test(text(input.account_digit)))
        problems.account_digit = LINKED_ACCOUNT_MESSAGES.accountDigit;
    if (!LINKED_ACCOUNT_TYPES.includes(input.type as LinkedAccountType))
        problems.type = LINKED_ACCOUNT_MESSAGES.type;
    return problems;
}

/** 'Ag. 0912-3 · Conta 4567801-X' */
export const linkedAccountText = (
    linked: Pick<LinkedAccountInput, 'branch_number' | 'branch_digit' | 'account_number' | 'account_digit'>,
) =>
    `Ag. ${linked.branch_number}${linked.branch_digit ? `-${linked.branch_digit}` : ''} · Conta ${linked.account_number}-${linked.account_digit}`;
