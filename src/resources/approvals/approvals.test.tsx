import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { APPROVAL_MESSAGES } from '../../domain/approvals';
import { buildBankBoleto } from '../../domain/boleto';
import { toDateOnlyBrasilia } from '../../domain/dates';
import { request } from '../../http/client';
import { MESSAGES } from '../../http/errorCatalogue';
import { isHttpError } from '../../http/HttpError';
import { boundStore } from '../../sandbox/route';
import { DEMO_TRANSACTION_PASSWORD, type DemoUserKey } from '../../sandbox/seed/users';
import { renderPage } from '../../test/page';
import { withSandbox } from '../../test/sandbox';
import { demoUser, signIn } from '../../test/session';

withSandbox();

/** Signs in as `key` unless already (a second login of the same user would ask to take the session over). */
let current: DemoUserKey | null = null;
beforeEach(() => {
    current = null;
});
const as = async (key: DemoUserKey) => {
    if (current !== key) await signIn(key);
    current = key;
};

const state = () => boundStore().state;
const line = (amountCents: number) =>
    buildBankBoleto({
        bankCode: '001',
        amountCents,
        dueDate: toDateOnlyBrasilia(new Date(Date.now() + 7 * 86_400_000)),
        freeField: '9876543210987654321098765',
    }).line;

type Brand = 'bancodigital' | 'coopera';
const call = (brand: Brand) => ({ headers: { 'X-Brand': brand }, quiet: true });

/** titular_pj pays a boleto that needs approval, on a brand; answers the payment and its account. */
const makePayment = async (
    brand: Brand,
    amount = 250_000,
    extra: Record<string, unknown> = {},
    maker: DemoUserKey = 'titular_pj',
) => {
    await as(maker);
    const personId = state().users.find((u) => u.username === demoUser(maker).username)?.person_id;
    const account = state()
        .accounts.filter((a) => a.person_id === personId && a.status === 'active')
        .sort((a, b) => b.balance - a.balance)[0];
    const answer = await request<{ data: { id: number; approval_id: number; status: string } }>(
        'payment/bill',
        {
            method: 'POST',
            body: {
                line: line(amount),
                account_id: account.id,
                password: DEMO_TRANSACTION_PASSWORD,
                ...extra,
            },
            idempotencyKey: crypto.randomUUID(),
            ...call(brand),
        },
    );
    return { payment: answer.body.data, account, before: account.balance };
};

const decide = async (
    key: DemoUserKey,
    brand: Brand,
    id: number,
    action: 'approve' | 'reject',
    reason?: string,
) => {
    await as(key);
    return request<{ data: { status: string } }>(`payment/approvals/${id}/${action}`, {
        method: 'POST',
        body: reason === undefined ? undefined : { reason },
        ...call(brand),
    });
};

const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
        () => null,
        (e: unknown) => e,
    );
    if (!isHttpError(error)) throw new Error('a chamada deveria ter sido recusada');
    return { status: error.status, errors: (error.body as { errors: Record<string, string[]> }).errors };
};

const balanceOf = (id: number) => state().accounts.find((a) => a.id === id)?.balance;

describe('approvals in the sandbox bank', () => {
    it('double approval (coopera): two different approvers, the second one executes the payment', async () => {
        const { payment, account, before } = await makePayment('coopera');
        expect(payment.status).toBe('pending_approval');
        const id = payment.approval_id;
        expect(state().approvals.find((a) => a.id === id)?.required).toBe(2);

        expect((await decide('backoffice', 'coopera', id, 'approve')).body.data.status).toBe(
            'pending_approval',
        );
        expect(balanceOf(account.id)).toBe(before);

        const again = await refusal(decide('backoffice', 'coopera', id, 'approve'));
        expect(again).toEqual({ status: 422, errors: { approval: [APPROVAL_MESSAGES.alreadyActed] } });
        expect(balanceOf(account.id)).toBe(before);

        expect((await decide('controller', 'coopera', id, 'approve')).body.data.status).toBe('approved');
        expect(balanceOf(account.id)).toBe(before - 250_000);
        const paid = state().billPayments.find((p) => p.id === payment.id);
        expect(paid?.status).toBe('paid');
        expect(state().transactions.find((t) => t.id === paid?.transaction_id)?.amount).toBe(-250_000);
        expect(
            state()
                .approvals.find((a) => a.id === id)
                ?.steps.map((s) => s.action),
        ).toEqual(['approve', 'approve']);
    });

    it('single approval (default brand): one approval executes it', async () => {
        const { payment, account, before } = await makePayment('bancodigital');
        expect(
            (await decide('backoffice', 'bancodigital', payment.approval_id, 'approve')).body.data.status,
        ).toBe('approved');
        expect(balanceOf(account.id)).toBe(before - 250_000);
    });

    it('rejection needs a reason and leaves the balance untouched', async () => {
        const { payment, account, before } = await makePayment('bancodigital');
        const short = await refusal(
            decide('backoffice', 'bancodigital', payment.approval_id, 'reject', 'não'),
        );
        expect(short.errors).toEqual({ reason: [APPROVAL_MESSAGES.reasonShort] });
        await decide(
            'backoffice',
            'bancodigital',
            payment.approval_id,
            'reject',
            'Beneficiário não reconhecido',
        );
        expect(state().approvals.find((a) => a.id === payment.approval_id)).toMatchObject({
            status: 'rejected',
        });
        expect(state().billPayments.find((p) => p.id === payment.id)?.status).toBe('rejected');
        expect(balanceOf(account.id)).toBe(before);
    });

    it("refuses the maker's own approval, and a Back Office approval above its jurisdiction", async () => {
        const { payment } = await makePayment('bancodigital');
        const own = await refusal(
            request(`payment/approvals/${payment.approval_id}/approve`, {
                method: 'POST',
                ...call('bancodigital'),
            }),
        );
        // A holder has no approval permission at all: 403 before any rule.
        expect(own.status).toBe(403);
        // A Back Office user who pays a boleto cannot approve it either: 422 on `approval`.
        const staffPayment = (await makePayment('bancodigital', 100_000, {}, 'backoffice')).payment;
        const mine = await refusal(decide('backoffice', 'bancodigital', staffPayment.approval_id, 'approve'));
        expect(mine).toEqual({ status: 422, errors: { approval: [APPROVAL_MESSAGES.ownOperation] } });
        const seeded = state().approvals.find((a) => a.amount > 5_000_000);
        const over = await refusal(decide('backoffice', 'bancodigital', seeded?.id as number, 'approve'));
        expect(over.errors.approval[0]).toMatch(/acima da sua alçada \(até R\$\s50\.000,00\)/);
    });

    it('refuses a payment scheduled for today with the spec message (422 payment_datetime)', async () => {
        const answer = await refusal(
            makePayment('bancodigital', 5_000, { payment_date: toDateOnlyBrasilia() }),
        );
        expect(answer).toEqual({ status: 422, errors: { payment_datetime: [MESSAGES.paymentDatetime] } });
    });
});

describe('/boleto: the approval queue', () => {
    it('lists the pending payments, shows the details and approves one', async () => {
        await signIn('backoffice');
        renderPage('/boleto');
        const user = userEvent.setup({ delay: null });
        // The screen's chunk may take a while to arrive when the whole suite runs.
        const list = await screen.findByRole(
            'list',
            { name: 'Pagamentos aguardando aprovação' },
            { timeout: 20_000 },
        );
        const seeded = state().approvals.filter(
            (a) => a.status === 'pending_approval' && a.operation === 'boleto_payment',
        );
        expect(within(list).getAllByRole('button')).toHaveLength(seeded.length);
        const small = seeded.find((a) => a.amount === 320_000);
        const item = within(list)
            .getAllByRole('button')
            .find((b) => b.textContent?.includes('3.200,00'));
        if (!item || !small) throw new Error('pagamento do seed não listado');
        await user.click(item);
        const drawer = await screen.findByRole('region', { name: /Pagamento de R\$\s3\.200,00/ });
        expect(within(drawer).getByText('Nenhuma decisão ainda.')).toBeInTheDocument();
        // A money-moving queue shows the amount and the jurisdiction limits.
        expect(within(drawer).getByText('Valor')).toBeInTheDocument();
        expect(screen.getByText(/^Alçadas: Back Office até/)).toBeInTheDocument();
        await user.click(within(drawer).getByRole('button', { name: 'Aprovar' }));
        const dialog = await screen.findByRole('dialog', { name: 'Aprovar este pagamento?' });
        await user.click(within(dialog).getByRole('button', { name: 'Aprovar' }));
        await waitFor(() =>
            expect(state().approvals.find((a) => a.id === small.id)?.status).toBe('approved'),
        );
        expect(state().billPayments.find((p) => p.id === small.reference_id)?.status).toBe('paid');
        await waitFor(() => expect(within(list).queryByText(/3\.200,00/)).not.toBeInTheDocument());
    });
});
