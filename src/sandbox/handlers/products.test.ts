import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PrepaidProvider, ProductOrder } from '../../contract/products';
import { FAILING_MOBILE, PHONE_SETTLE_MS, PRODUCT_MESSAGES } from '../../domain/products';
import { balanceOf, call, holder, ledgerOf, refusal } from '../../test/pixCalls';
import { withSandbox } from '../../test/sandbox';
import { DEMO_TRANSACTION_PASSWORD } from '../seed/users';

withSandbox();

beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${new Date().toISOString().slice(0, 10)}T15:00:00.000Z`));
});
afterEach(() => {
    vi.useRealTimers();
});

type Answer<T> = { data: T };

const buy = (body: Record<string, unknown>, key = crypto.randomUUID()) =>
    call<Answer<ProductOrder>>('payment/product/transact', {
        method: 'POST',
        body: { password: DEMO_TRANSACTION_PASSWORD, ...body },
        idempotencyKey: key,
    });

const orderOf = async (id: number) =>
    (await call<Answer<ProductOrder>>(`payment/product/transact/${id}`)).data;

describe('prepaidmarket/providers and payment/product/transact', () => {
    it('lists the phone operators apart from the products', async () => {
        await holder('cliente');
        const phones = (await call<Answer<PrepaidProvider[]>>('prepaidmarket/providers?filter[kind]=phone'))
            .data;
        expect(phones.map((p) => p.name)).toEqual(['Vivo', 'Claro', 'TIM', 'Oi']);
        const products = (
            await call<Answer<PrepaidProvider[]>>('prepaidmarket/providers?filter[kind]=product')
        ).data;
        expect(products.some((p) => p.kind === 'phone')).toBe(false);
    });

    it('debits a phone recharge at once, once per key, and the operator confirms it later', async () => {
        const { account } = await holder('cliente');
        const before = balanceOf(account.id);
        const key = crypto.randomUUID();
        const body = { account_id: account.id, provider_id: 'vivo', phone: '(21) 99876-5432', amount: 2_000 };
        const order = (await buy(body, key)).data;
        expect((await buy(body, key)).data.id).toBe(order.id);
        expect(order).toMatchObject({ status: 'processing', phone: '21998765432' });
        expect(balanceOf(account.id)).toBe(before - 2_000);
        vi.setSystemTime(Date.now() + PHONE_SETTLE_MS);
        expect((await orderOf(order.id)).status).toBe('transacted');
        expect(balanceOf(account.id)).toBe(before - 2_000);
    });

    it('returns the money when the operator fails (the seeded failing number)', async () => {
        const { account } = await holder('cliente');
        const before = balanceOf(account.id);
        const order = (
            await buy({ account_id: account.id, provider_id: 'claro', phone: FAILING_MOBILE, amount: 1_500 })
        ).data;
        vi.setSystemTime(Date.now() + PHONE_SETTLE_MS);
        const settled = await orderOf(order.id);
        expect(settled).toMatchObject({
            status: 'failure',
            failure_reason: PRODUCT_MESSAGES.operatorFailure,
        });
        expect(balanceOf(account.id)).toBe(before);
        expect(ledgerOf(account.id).find((t) => t.id === order.debit_transaction_id)?.status).toBe(
            'reversed',
        );
    });

    it('delivers a product with its PIN, and refuses a value the provider does not sell or a bad mobile', async () => {
        const { account } = await holder('cliente');
        const order = (await buy({ account_id: account.id, provider_id: 'netflix', amount: 3_500 })).data;
        expect(order.status).toBe('transacted');
        expect(order.pin).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
        const refused = await refusal(
            buy({ account_id: account.id, provider_id: 'tim', phone: '2133334444', amount: 1_234 }),
        );
        expect(refused.errors).toMatchObject({
            phone: [PRODUCT_MESSAGES.phoneInvalid],
            amount: [PRODUCT_MESSAGES.valueInvalid],
        });
    });
});
