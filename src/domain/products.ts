/**
 * Prepaid products (phone recharges, gift cards, games, streaming, transport): pure rules and pt-BR messages
 * shared by the screens and the sandbox bank.
 */
import type { PrepaidProvider } from '../contract/products';
import { normalizeMobile } from './phone';

export const PRODUCT_MESSAGES = {
    providerRequired: 'Escolha a operadora.',
    productRequired: 'Escolha o produto.',
    providerUnknown: 'Operadora ou produto indisponível.',
    phoneRequired: 'Informe o número do celular com DDD.',
    phoneInvalid: 'Celular inválido: informe o DDD e os 9 dígitos, começando por 9.',
    valueRequired: 'Escolha o valor.',
    valueInvalid: 'Este valor não é vendido por esta operadora ou produto.',
    accountRequired: 'Escolha a conta a debitar.',
    accountInvalid: 'Conta indisponível para compras.',
    insufficient: 'Saldo insuficiente.',
    operatorFailure: 'Falha na Operadora: a recarga não foi feita e o valor voltou para a sua conta.',
} as const;

/** Why this typed mobile is refused, or null. */
export function phoneProblem(phone: unknown): string | null {
    const text = typeof phone === 'string' ? phone.trim() : '';
    if (text === '') return PRODUCT_MESSAGES.phoneRequired;
    return normalizeMobile(text) ? null : PRODUCT_MESSAGES.phoneInvalid;
}

/** Why this amount is not one the provider sells, or null. */
export function valueProblem(provider: Pick<PrepaidProvider, 'values'>, amount: unknown): string | null {
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0)
        return PRODUCT_MESSAGES.valueRequired;
    return provider.values.includes(amount) ? null : PRODUCT_MESSAGES.valueInvalid;
}

/** How long an operator takes to confirm a phone recharge in the sandbox. */
export const PHONE_SETTLE_MS = 3_000;

/**
 * The sandbox's operators refuse recharges to this mobile (a line cancelled at the operator): the recharge
 * fails with "Falha na Operadora" and the money comes back (docs/api.md "Prepaid products").
 */
export const FAILING_MOBILE = '11990000000';

export const statementDescription = (kind: 'phone' | 'product', provider: string, phone?: string) =>
    kind === 'phone' ? `Recarga de celular - ${provider} ${phone ?? ''}`.trim() : `Compra - ${provider}`;
export const refundDescription = (provider: string) => `Devolução - Recarga de celular ${provider}`;
