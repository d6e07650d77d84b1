/**
 * Payees (favorecidos): the rules a payee's form and the sandbox bank share (docs/api.md "Payees"). A payee is
 * an account at another bank (paid by TED) or at this bank (internal transfer: its holder's name and document
 * come from the account).
 */
import type { BankAccountKind, FavoredCategory } from '../contract/payees';
import { accountCheckDigit } from './accountNumber';
import { detectDocument, isValidDocument } from './document';

export const BANK_ACCOUNT_KINDS: readonly BankAccountKind[] = Object.freeze([
    'checking',
    'savings',
    'payment',
    'salary',
]);

export const BANK_ACCOUNT_KIND_LABELS: Readonly<Record<BankAccountKind, string>> = Object.freeze({
    checking: 'Conta corrente',
    savings: 'Conta poupança',
    payment: 'Conta de pagamento',
    salary: 'Conta salário',
});

/** `access/categories`: a fixed list (the spec shows the call, not its values). */
export const FAVORED_CATEGORIES: readonly FavoredCategory[] = Object.freeze(
    ['Fornecedores', 'Família', 'Funcionários', 'Aluguel', 'Serviços', 'Outros'].map((name, i) => ({
        id: i + 1,
        name,
    })),
);

export const FAVORED_NAME = Object.freeze({ min: 3, max: 80 });
export const FAVORED_NICKNAME_MAX = 40;
export const OTHER_BANK_ACCOUNT_MAX = 12;
/** This bank's account numbers: 5 to 8 digits and a modulo-11 check digit (src/domain/accountNumber.ts). */
export const OWN_BANK_ACCOUNT = /^\d{5,8}$/;

export const FAVORED_MESSAGES = {
    name: `Informe o nome do favorecido (de ${FAVORED_NAME.min} a ${FAVORED_NAME.max} caracteres).`,
    document: 'Informe um CPF ou CNPJ válido.',
    bank: 'Escolha o banco do favorecido.',
    noCompe: 'Esta instituição não tem código COMPE: ela não recebe TED. Escolha outra.',
    agency: 'A agência tem 4 números.',
    agencyDigit: 'Use um número ou X.',
    account: `Informe o número da conta (até ${OTHER_BANK_ACCOUNT_MAX} números, sem o dígito).`,
    ownAccount: 'As contas deste banco têm de 5 a 8 números, sem o dígito.',
    accountDigit: 'Informe o dígito da conta (número ou X).',
    wrongDigit: 'O dígito não confere com o número da conta.',
    notFound: 'Não há conta deste banco com esta agência e este número.',
    closedAccount: 'Esta conta deste banco não está ativa: ela não recebe transferências.',
    ownSelf: 'Esta conta é sua: use a transferência entre contas.',
    accountKind: 'Escolha o tipo de conta.',
    category: 'Escolha uma das categorias.',
    nickname: `O apelido tem até ${FAVORED_NICKNAME_MAX} caracteres.`,
    email: 'Informe um e-mail válido ou deixe em branco.',
    duplicate: 'Você já tem um favorecido com este banco, agência e conta.',
    blocked: 'Este favorecido está bloqueado pelo banco e não pode receber pagamentos.',
} as const;

/** What a payee's form sends (the bank by its ISPB; `name` and `document` are ignored for this bank). */
export interface FavoredDraft {
    name: string;
    document: string;
    bank_ispb: string;
    agency: string;
    agency_digit: string;
    account: string;
    account_digit: string;
    account_kind: string;
    category_id: number | null;
    nickname: string;
    email: string;
}

export type FavoredField = keyof FavoredDraft;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The document as stored: CPF digits or the CNPJ's 14 characters upper-cased; '' when it is neither. */
export const documentOf = (value: unknown) => {
    const plain = text(value)
        .replace(/[.\-/\s]/g, '')
        .toUpperCase();
    return detectDocument(plain)?.value ?? '';
};

/**
 * Field → first pt-BR message for every rule the draft breaks; empty when it is fine. `ownBank`: the bank is
 * this one, whose accounts have a modulo-11 digit and whose holder's name and document the bank fills.
 */
export function favoredProblems(
    draft: Partial<Record<FavoredField, unknown>>,
    ownBank: boolean,
): Partial<Record<FavoredField, string>> {
    const problems: Partial<Record<FavoredField, string>> = {};
    if (!ownBank) {
        const name = text(draft.name);
        if (name.length < FAVORED_NAME.min || name.length > FAVORED_NAME.max)
            problems.name = FAVORED_MESSAGES.name;
        if (!isValidDocument(documentOf(draft.document))) problems.document = FAVORED_MESSAGES.document;
    }
    if (!/^\d{8}$/.test(text(draft.bank_ispb))) problems.bank_ispb = FAVORED_MESSAGES.bank;
    if (!/^\d{4}$/.test(text(draft.agency))) problems.agency = FAVORED_MESSAGES.agency;
    if (!/^[0-9X]?$/.test(text(draft.agency_digit))) problems.agency_digit = FAVORED_MESSAGES.agencyDigit;
    const account = text(draft.account);
    const digit = text(draft.account_digit);
    if (ownBank) {
        if (!OWN_BANK_ACCOUNT.test(account)) problems.account = FAVORED_MESSAGES.ownAccount;
        else if (!/^\d$/.test(digit)) problems.account_digit = FAVORED_MESSAGES.accountDigit;
        else if (accountCheckDigit(account) !== digit) problems.account_digit = FAVORED_MESSAGES.wrongDigit;
    } else {
        if (!new RegExp(`^\\d{1,${OTHER_BANK_ACCOUNT_MAX}}$`).test(account) || /^0+$/.test(account))
            problems.account = FAVORED_MESSAGES.account;
        if (!/^[0-9X]$/.test(digit)) problems.account_digit = FAVORED_MESSAGES.accountDigit;
    }
    if (!BANK_ACCOUNT_KINDS.includes(draft.account_kind as BankAccountKind))
        problems.account_kind = FAVORED_MESSAGES.accountKind;
    const category = draft.category_id;
    if (
        category !== null &&
        category !== undefined &&
        category !== '' &&
        !FAVORED_CATEGORIES.some((c) => c.id === Number(category))
    )
        problems.category_id = FAVORED_MESSAGES.category;
    if (text(draft.nickname).length > FAVORED_NICKNAME_MAX) problems.nickname = FAVORED_MESSAGES.nickname;
    const email = text(draft.email);
    if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email)) problems.email = FAVORED_MESSAGES.email;
    return problems;
}

/** 'Ag. 0912-3 · Conta 4567801-X' */
export const favoredAccountText = (f: {
    agency: string;
    agency_digit: string;
    account: string;
    account_digit: string;
}) => `Ag. ${f.agency}${f.agency_digit ? `-${f.agency_digit}` : ''} · Conta ${f.account}-${f.account_digit}`;

/** 'Conta ***801-X': the last three digits of the number and the check digit, for lists. */
export const maskedAccountText = (f: { agency: string; account: string; account_digit: string }) =>
    `Ag. ${f.agency} · Conta ***${f.account.slice(-3)}-${f.account_digit}`;
