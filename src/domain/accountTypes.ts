import type { AccountTypeCode } from '../contract/accounts';

/** Account-type codes and their labels (spec 2 §3); one table for the list, the form and the sandbox. */
export const ACCOUNT_TYPE_LABELS: Record<AccountTypeCode, string> = {
    common: 'Comum',
    universal: 'Universal',
    employee: 'Funcionário',
    goal: 'Meta',
    whitelabel: 'White label',
    courtesy: 'Cortesia',
    benefit: 'Benefício',
    cashback: 'Cashback',
    coverage: 'Cobertura',
    pos: 'Ponto de venda',
    cashier: 'Caixa',
    agency: 'Agência',
    federation: 'Federação',
    sale: 'Venda',
    pix_custody: 'Custódia Pix',
    transient: 'Transitória',
    reservation: 'Reserva',
    bank: 'Banco',
    fomento: 'Fomento',
    security: 'Garantia',
};

export const ACCOUNT_TYPE_CODES = Object.keys(ACCOUNT_TYPE_LABELS) as AccountTypeCode[];

export const MAX_MONTHLY_FEE_CENTS = 1_000_000;

export interface AccountTypeInput {
    name?: unknown;
    code?: unknown;
    description?: unknown;
    monthly_fee?: unknown;
    active?: unknown;
}

/** The rules of an account type, in pt-BR; the form shows them before sending and the sandbox enforces them. */
export const validateAccountType = (input: AccountTypeInput): Record<string, string[]> => {
    const errors: Record<string, string[]> = {};
    const name = typeof input.name === 'string' ? input.name.trim() : '';
    if (!name) errors.name = ['Informe o nome.'];
    else if (name.length < 3 || name.length > 60) errors.name = ['O nome deve ter entre 3 e 60 caracteres.'];
    if (!ACCOUNT_TYPE_CODES.includes(input.code as AccountTypeCode))
        errors.code = ['Selecione um código válido.'];
    if (
        input.description != null &&
        (typeof input.description !== 'string' || input.description.length > 200)
    ) {
        errors.description = ['A descrição deve ter no máximo 200 caracteres.'];
    }
    const fee = input.monthly_fee;
    if (typeof fee !== 'number' || !Number.isInteger(fee) || fee < 0 || fee > MAX_MONTHLY_FEE_CENTS) {
        errors.monthly_fee = ['A tarifa mensal deve estar entre R$ 0,00 e R$ 10.000,00.'];
    }
    if (input.active !== undefined && typeof input.active !== 'boolean') errors.active = ['Valor inválido.'];
    return errors;
};
