import { describe, expect, it } from 'vitest';
import type { LinkedAccount } from '../../contract/linkedAccounts';
import { LINKED_ACCOUNT_MESSAGES } from '../../domain/linkedAccounts';
import { PORTAL_ISPB } from '../../domain/pix';
import { personOf } from '../../test/bank';
import { call, refusal, switchUser as signIn, state } from '../../test/pixCalls';
import { withSandbox } from '../../test/sandbox';
import { demoUser } from '../../test/session';
import type { DemoUserKey } from '../seed/users';

withSandbox();

const ITAU = '60701190';

type Answer = { data: LinkedAccount & { approval: { id: number; status: string } } };

const userOf = (key: DemoUserKey) => state().users.find((u) => u.username === demoUser(key).username);
const ownAccount = (key: DemoUserKey) =>
    state().accounts.find((a) => a.person_id === personOf(key) && a.status === 'active');

/** The linked accounts these tests make (the seed gives the Cliente holder one already, for redemptions). */
const made = () => state().linkedAccounts.filter((l) => l.person_id !== personOf('cliente'));
const body = (key: DemoUserKey, extra: Record<string, unknown> = {}) => ({
    account: ownAccount(key)?.uuid,
    bank: ITAU,
    branch_number: '0912',
    branch_digit: '',
    account_number: '4567801',
    account_digit: '3',
    type: 'checking',
    approve: true,
    ...extra,
});

const create = (key: DemoUserKey, extra: Record<string, unknown> = {}) =>
    call<Answer>('linkedaccount/linked_account', { method: 'POST', body: body(key, extra) });

const decide = (id: number, action: 'approve' | 'reject', reason?: string) =>
    call<{ data: { status: string } }>(`payment/approvals/${id}/${action}`, {
        method: 'POST',
        body: reason === undefined ? undefined : { reason },
    });

const current = async () =>
    (
        await call<{ data: Answer['data'][]; meta: { total: number } }>('linkedaccount/linked_account', {
            query: { limit: 1 },
        })
    ).data;

describe('linkedaccount/linked_account', () => {
    it('creates the holder’s linked account pending, with an approval of amount 0 that Back Office decides', async () => {
        await signIn('titular_pf');
        const created = (await create('titular_pf')).data;
        expect(created).toMatchObject({
            person_id: personOf('titular_pf'),
            bank: { id: ITAU, code: '341' },
            branch_number: '0912',
            account_number: '4567801',
            account_digit: '3',
            type: 'checking',
            status: 'pending',
            approval: { status: 'pending_approval' },
        });
        const approval = state().approvals.find((a) => a.id === created.approval_id);
        expect(approval).toMatchObject({ operation: 'linked_account', amount: 0, reference_id: created.id });
        expect(approval?.summary['Conta vinculada']).toBe('Ag. 0912 · Conta 4567801-3');
        expect((await current()).map((l) => l.id)).toEqual([created.id]);
        // One linked account per holder: a second one is a change.
        expect(await refusal(create('titular_pf'))).toEqual({
            status: 422,
            errors: { account: [LINKED_ACCOUNT_MESSAGES.exists] },
        });

        await signIn('backoffice');
        expect((await decide(created.approval_id, 'approve')).data.status).toBe('approved');
        expect(made()[0]).toMatchObject({ status: 'approved', reason: null });
        expect(state().notifications.at(-1)).toMatchObject({
            user_id: userOf('titular_pf')?.id,
            title: 'Conta bancária aprovada',
        });
    });

    it('says per field what is wrong, in pt-BR, and stores nothing', async () => {
        await signIn('titular_pj');
        const empty = await refusal(
            call('linkedaccount/linked_account', {
                method: 'POST',
                body: { approve: false, branch_digit: 'Y' },
            }),
        );
        expect(empty).toEqual({
            status: 422,
            errors: {
                account: [LINKED_ACCOUNT_MESSAGES.account],
                bank: [LINKED_ACCOUNT_MESSAGES.bank],
                branch_number: [LINKED_ACCOUNT_MESSAGES.branchNumber],
                branch_digit: [LINKED_ACCOUNT_MESSAGES.branchDigit],
                account_number: [LINKED_ACCOUNT_MESSAGES.accountNumber],
                account_digit: [LINKED_ACCOUNT_MESSAGES.accountDigit],
                type: [LINKED_ACCOUNT_MESSAGES.type],
                approve: [LINKED_ACCOUNT_MESSAGES.approve],
            },
        });
        // The portal bank itself, an unknown ISPB, and someone else's account.
        expect((await refusal(create('titular_pj', { bank: PORTAL_ISPB }))).errors).toEqual({
            bank: [LINKED_ACCOUNT_MESSAGES.sameBank],
        });
        expect((await refusal(create('titular_pj', { bank: '12345678' }))).errors).toEqual({
            bank: [LINKED_ACCOUNT_MESSAGES.bank],
        });
        const others = ownAccount('titular_pf')?.uuid;
        expect((await refusal(create('titular_pj', { account: others }))).errors).toEqual({
            account: [LINKED_ACCOUNT_MESSAGES.account],
        });
        expect(made()).toEqual([]);
    });

    it('a change (approve false) goes back to pending with a new approval; a rejection keeps its reason', async () => {
        await signIn('titular_pf');
        const created = (await create('titular_pf')).data;
        await signIn('backoffice');
        await decide(created.approval_id, 'reject', 'Conta de outra titularidade');
        expect(made()[0]).toMatchObject({
            status: 'rejected',
            reason: 'Conta de outra titularidade',
        });
        expect(state().notifications.at(-1)?.body).toMatch(/Motivo: Conta de outra titularidade/);

        await signIn('titular_pf');
        const path = `linkedaccount/linked_account/${personOf('titular_pf')}`;
        const { bank, ...rest } = body('titular_pf', {
            approve: false,
            account_number: '998877',
            type: 'savings',
        });
        const changed = (await call<Answer>(path, { method: 'PUT', body: { ...rest, bank_id: bank } })).data;
        expect(changed).toMatchObject({
            status: 'pending',
            reason: null,
            account_number: '998877',
            type: 'savings',
        });
        expect(changed.approval_id).not.toBe(created.approval_id);
        expect(state().approvals.find((a) => a.id === changed.approval_id)?.summary.Pedido).toBe(
            'Alteração de conta bancária',
        );
        // While pending, a further change refreshes the same approval; the same data again is refused.
        const again = (
            await call<Answer>(path, { method: 'PUT', body: { ...rest, bank_id: bank, account_digit: 'X' } })
        ).data;
        expect(again.approval_id).toBe(changed.approval_id);
        expect(
            (
                await refusal(
                    call(path, { method: 'PUT', body: { ...rest, bank_id: bank, account_digit: 'X' } }),
                )
            ).errors,
        ).toEqual({ account: [LINKED_ACCOUNT_MESSAGES.unchanged] });
        // `approve` must be false on a change, and only one's own person can be changed.
        expect(
            (await refusal(call(path, { method: 'PUT', body: { ...rest, bank_id: bank, approve: true } })))
                .errors,
        ).toEqual({ approve: [LINKED_ACCOUNT_MESSAGES.approve] });
        const other = `linkedaccount/linked_account/${personOf('titular_pj')}`;
        expect((await refusal(call(other, { method: 'PUT', body: { ...rest, bank_id: bank } }))).status).toBe(
            403,
        );
    });

    it('holders read only their own; Gestor cannot decide linked accounts', async () => {
        await signIn('titular_pf');
        const created = (await create('titular_pf')).data;
        await signIn('titular_pj');
        expect(await current()).toEqual([]);
        await signIn('gestor');
        expect((await current()).map((l) => l.id)).toEqual([created.id]);
        expect((await refusal(decide(created.approval_id, 'approve'))).status).toBe(403);
    });
});
