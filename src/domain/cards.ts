/**
 * The rules of "Meus cartões", shared by the screen and the sandbox bank (pure, no React): limits, texts and
 * how a card is written. Money in integer cents.
 */

import type { AccountKind } from '../contract/accounts';
import type { Card } from '../contract/cards';
import { formatBRL } from './money';
import { PROFILE_MESSAGES } from './profile';

/** The highest monthly limit a holder may set on a card: R$ 50.000,00. */
export const MAX_MONTHLY_LIMIT = 5_000_000;
/** Virtual cards alive (not canceled) per account. */
export const MAX_VIRTUAL_CARDS = 2;
/** The monthly limit a new virtual card starts with: R$ 1.000,00. */
export const VIRTUAL_CARD_LIMIT = 100_000;

export const CARD_MESSAGES = {
    passwordRequired: PROFILE_MESSAGES.passwordRequired,
    passwordWrong: PROFILE_MESSAGES.passwordWrong,
    alreadyBlocked: 'Este cartão já está bloqueado.',
    notBlocked: 'Este cartão não está bloqueado.',
    canceled: 'Este cartão foi cancelado e não pode mais ser alterado.',
    settingRequired: 'Informe se a opção fica ligada ou desligada.',
    limitRequired: 'Informe o novo limite mensal.',
    limitRange: `O limite mensal deve ficar entre ${formatBRL(0)} e ${formatBRL(MAX_MONTHLY_LIMIT)}.`,
    limitBelowSpent: 'O limite não pode ficar abaixo do que o cartão já gastou neste mês.',
    accountRequired: 'Escolha a conta do cartão.',
    accountInvalid: 'Escolha uma das suas contas correntes ativas.',
    virtualLimit: `Cada conta pode ter no máximo ${MAX_VIRTUAL_CARDS} cartões virtuais.`,
} as const;

/** The monthly limit's rules; null when it is fine. */
export const checkMonthlyLimit = (limit: number | null, spent: number): string | null => {
    if (limit === null) return CARD_MESSAGES.limitRequired;
    if (!Number.isSafeInteger(limit) || limit < 0 || limit > MAX_MONTHLY_LIMIT)
        return CARD_MESSAGES.limitRange;
    return limit < spent ? CARD_MESSAGES.limitBelowSpent : null;
};

/**
 * Accounts that may hold cards: active current accounts. Savings (`goal`) and the settlement account of the
 * card machines (`pos`) take no cards.
 */
export const acceptsCards = (kind: AccountKind, typeCode: string | undefined, status: string) =>
    status === 'active' && kind !== 'savings' && typeCode !== 'pos';

/** Only the last four digits ever leave the bank. */
export const maskedNumber = (last4: string) => `•••• •••• •••• ${last4}`;

/** Validity as printed on the card: MM/AA. */
export const validity = (month: number, year: number) =>
    `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;

export const KIND_LABELS: Record<Card['kind'], string> = {
    debit: 'Débito',
    prepaid: 'Pré-pago',
    virtual: 'Virtual',
};

export const BRAND_LABELS: Record<Card['brand'], string> = {
    visa: 'Visa',
    mastercard: 'Mastercard',
    elo: 'Elo',
};

/** 'Cartão Visa Débito final 1234': how the screen names a card (its region, its dialogs). */
export const cardName = (card: Pick<Card, 'brand' | 'kind' | 'last4'>) =>
    `Cartão ${BRAND_LABELS[card.brand]} ${KIND_LABELS[card.kind]} final ${card.last4}`;
