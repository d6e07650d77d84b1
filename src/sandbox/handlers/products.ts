/**
 * Prepaid products (docs/api.md "Prepaid products"): `GET prepaidmarket/providers` (the catalogue) and `POST
 * payment/product/transact` (a phone recharge or a product, debited at once with the transaction password).
 * A product is delivered at once with its PIN; a phone recharge is `processing` until the operator answers
 * (PHONE_SETTLE_MS later, in `advanceProducts`): `transacted`, or `failure` with the money returned (the
 * seeded failing mobile, FAILING_MOBILE).
 */

import { PERMISSIONS } from '../../contract/permissions';
import type { ProductOrder } from '../../contract/products';
import { normalizeMobile } from '../../domain/phone';
import {
    FAILING_MOBILE,
    PHONE_SETTLE_MS,
    PRODUCT_MESSAGES,
    phoneProblem,
    refundDescription,
    statementDescription,
    valueProblem,
} from '../../domain/products';
import {
    assertValid,
    type FieldErrors,
    filtersOf,
    forbidden,
    json,
    notFound,
    paginate,
    SandboxError,
} from '../laravel';
import { post } from '../ledger';
import { type Context, route } from '../route';
import { PREPAID_PROVIDERS } from '../seed/products';
import type { SandboxStore } from '../store';
import { transactionPasswordErrors } from '../transactionPassword';
import type { BankStore } from '../types';

const randomDigits = (length: number) =>
    Array.from(crypto.getRandomValues(new Uint8Array(length)), (byte) => String(byte % 10)).join('');

/** A gift card's code: four groups of four letters and digits. */
const pinCode = () => {
    const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
    const chars = Array.from(
        crypto.getRandomValues(new Uint8Array(16)),
        (b) => alphabet[b % alphabet.length],
    );
    return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
};

/** The operators' answers that time has made due: settled or failed (and refunded) phone recharges. */
export function advanceProducts(store: BankStore, now: Date = new Date()) {
    const due = store.state.productOrders.filter(
        (o) => o.status === 'processing' && Date.parse(o.created_at) + PHONE_SETTLE_MS <= now.getTime(),
    );
    if (due.length === 0) return;
    for (const order of due) {
        const at = new Date(Date.parse(order.created_at) + PHONE_SETTLE_MS).toISOString();
        order.settled_at = at;
        if (order.phone === FAILING_MOBILE) {
            order.status = 'failure';
            order.failure_reason = PRODUCT_MESSAGES.operatorFailure;
            const refund = post(
                store,
                order.account_id,
                'reversal',
                refundDescription(order.provider_name),
                order.amount,
                at,
            );
            refund.reversal_of = order.debit_transaction_id;
            const debit = store.state.transactions.find((t) => t.id === order.debit_transaction_id);
            if (debit) {
                debit.status = 'reversed';
                debit.reversed_by = refund.id;
            }
            order.refund_transaction_id = refund.id;
        } else {
            order.status = 'transacted';
            order.authentication = randomDigits(12);
        }
    }
    store.save('productOrders');
    store.save('accounts');
    store.save('transactions');
}

const ownActive = (ctx: Context, raw: unknown, errors: FieldErrors) => {
    const account = ctx.store.state.accounts.find(
        (a) => a.id === Number(raw) && a.person_id === ctx.user.person_id,
    );
    if (raw === undefined || raw === null || raw === '')
        errors.account_id = [PRODUCT_MESSAGES.accountRequired];
    else if (account?.status !== 'active') errors.account_id = [PRODUCT_MESSAGES.accountInvalid];
    return account?.status === 'active' ? account : undefined;
};

const transact = async (ctx: Context) => {
    const { state } = ctx.store;
    const errors: FieldErrors = {};
    const account = ownActive(ctx, ctx.body.account_id, errors);
    const provider = PREPAID_PROVIDERS.find((p) => p.id === ctx.body.provider_id);
    if (!ctx.body.provider_id) errors.provider_id = [PRODUCT_MESSAGES.providerRequired];
    else if (!provider) errors.provider_id = [PRODUCT_MESSAGES.providerUnknown];
    const phone = provider?.kind === 'phone' ? normalizeMobile(String(ctx.body.phone ?? '')) : null;
    if (provider?.kind === 'phone') {
        const problem = phoneProblem(ctx.body.phone);
        if (problem) errors.phone = [problem];
    }
    const valueError = provider ? valueProblem(provider, ctx.body.amount) : null;
    if (valueError) errors.amount = [valueError];
    Object.assign(errors, await transactionPasswordErrors(ctx));
    assertValid(errors);
    if (!account || !provider) throw notFound(); // unreachable: assertValid threw
    const amount = ctx.body.amount as number;
    if (account.balance < amount)
        throw new SandboxError(400, {
            message: 'Operação não realizada.',
            reason: PRODUCT_MESSAGES.insufficient,
        });
    const now = new Date().toISOString();
    const isPhone = provider.kind === 'phone';
    const description = statementDescription(
        isPhone ? 'phone' : 'product',
        provider.name,
        phone ?? undefined,
    );
    const debit = post(ctx.store, account.id, 'payment', description, -amount, now);
    const order: ProductOrder = {
        id: ctx.store.nextId('productOrders'),
        uuid: crypto.randomUUID(),
        account_id: account.id,
        provider_id: provider.id,
        provider_name: provider.name,
        kind: provider.kind,
        amount,
        phone,
        pin: isPhone ? null : pinCode(),
        authentication: isPhone ? null : randomDigits(12),
        status: isPhone ? 'processing' : 'transacted',
        failure_reason: null,
        debit_transaction_id: debit.id,
        refund_transaction_id: null,
        created_by: ctx.user.id,
        created_at: now,
        settled_at: isPhone ? null : now,
    };
    state.productOrders.push(order);
    for (const name of ['accounts', 'transactions', 'productOrders'] as const) ctx.store.save(name);
    return json({ data: order }, 201);
};

const readable = (ctx: Context, order: ProductOrder) => {
    const account = ctx.store.state.accounts.find((a) => a.id === order.account_id);
    return account?.person_id === ctx.user.person_id;
};

/** The caller's orders: `filter[account_id]`, `filter[kind]` (`phone`, or `product` for every other kind). */
const list = (ctx: Context) => {
    advanceProducts(ctx.store);
    const { account_id, kind } = filtersOf(ctx.url);
    const rows = ctx.store.state.productOrders
        .filter(
            (o) =>
                readable(ctx, o) &&
                (!account_id || o.account_id === Number(account_id)) &&
                (!kind || (kind === 'product' ? o.kind !== 'phone' : o.kind === kind)),
        )
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    return paginate(rows, ctx.url, ['created_at', 'amount']);
};

const show = (ctx: Context) => {
    advanceProducts(ctx.store as SandboxStore);
    const order = ctx.store.state.productOrders.find((o) => o.id === Number(ctx.params.id));
    if (!order) throw notFound();
    if (!readable(ctx, order)) throw forbidden();
    return { data: order };
};

const P = PERMISSIONS;

export const productHandlers = [
    route('get', 'prepaidmarket/providers', { permission: P.productStore }, (ctx) => {
        const { kind } = filtersOf(ctx.url);
        const rows = PREPAID_PROVIDERS.filter(
            (p) => !kind || (kind === 'product' ? p.kind !== 'phone' : p.kind === kind),
        );
        return { data: rows };
    }),
    route('get', 'payment/product/transact', { permission: P.productStore }, list),
    route('get', 'payment/product/transact/:id', { permission: P.productStore }, show),
    route('post', 'payment/product/transact', { permission: P.productStore }, transact),
];
