import { describe, expect, it } from 'vitest';
import { accountCheckDigit } from '../../domain/accountNumber';
import { SUBACCOUNT_MESSAGES } from '../../domain/subaccounts';
import { call, refusal, switchUser as signIn, state } from '../../test/pixCalls';
import { withSandbox } from '../../test/sandbox';
import { demoUser } from '../../test/session';
import type { DemoUserKey } from '../seed/users';

withSandbox();

const userOf = (key: DemoUserKey) => state().users.find((u) => u.username === demoUser(key).username);
const company = () => state().persons.find((p) => p.document === '45938076000109');
const typeId = (code: string) => state().accountTypes.find((t) => t.code === code)?.id;

type Opened = { data: { id: number; number: string; digit: string; status: string; approval_id: number } };
const open = (body: Record<string, unknown>) =>
    call<Opened>('access/account', {
        method: 'POST',
        body: { person_id: company()?.id, account_type_id: typeId('sale'), agency_id: 1, ...body },
    });

const decide = (id: number, action: 'approve' | 'reject', reason?: string) =>
    call<{ data: { status: string } }>(`payment/approvals/${id}/${action}`, {
        method: 'POST',
        body: reason === undefined ? undefined : { reason },
    });

describe('access/account: sub-accounts', () => {
    it('Gestor opens a pending account for the holder; Back Office approval makes it active', async () => {
        await signIn('gestor');
        const options = await call<{ data: { agencies: { id: number; number: string }[] } }>(
            'access/account/create',
        );
        expect(options.data.agencies.length).toBe(state().agencies.filter((a) => a.bank_id === 1).length);
        const before = state().accounts.map((a) => a.number);
        const opened = (await open({})).data;
        expect(opened.status).toBe('pending');
        expect(before).not.toContain(opened.number);
        expect(opened.digit).toBe(accountCheckDigit(opened.number));
        const account = state().accounts.find((a) => a.id === opened.id);
        expect(account).toMatchObject({ person_id: company()?.id, kind: 'legal_person_account', balance: 0 });
        const approval = state().approvals.find((a) => a.id === opened.approval_id);
        expect(approval).toMatchObject({ operation: 'subaccount', amount: 0, reference_id: opened.id });
        expect(approval?.summary.Titular).toBe(company()?.name);
        // Gestor approves nothing.
        expect((await refusal(decide(opened.approval_id, 'approve'))).status).toBe(403);

        await signIn('backoffice');
        expect((await decide(opened.approval_id, 'approve')).data.status).toBe('approved');
        expect(state().accounts.find((a) => a.id === opened.id)?.status).toBe('active');
        const notices = state().notifications.slice(-2);
        expect(notices.map((n) => [n.user_id, n.title])).toEqual([
            [userOf('gestor')?.id, 'Subconta aprovada'],
            [userOf('titular_pj')?.id, 'Nova conta aberta'],
        ]);
    });

    it('a rejection closes the account and tells the maker why', async () => {
        await signIn('gestor');
        const opened = (await open({ account_type_id: typeId('pos') })).data;
        await signIn('backoffice');
        await decide(opened.approval_id, 'reject', 'Documentação incompleta');
        expect(state().accounts.find((a) => a.id === opened.id)?.status).toBe('closed');
        expect(state().notifications.at(-1)).toMatchObject({
            user_id: userOf('gestor')?.id,
            title: 'Subconta rejeitada',
        });
        expect(state().notifications.at(-1)?.body).toMatch(/Motivo: Documentação incompleta/);
    });

    it('refuses, per field, an inactive holder, an inactive type, an unknown agency and a repeated request', async () => {
        await signIn('gestor');
        const pendingPerson = state().persons.find((p) => p.status === 'pending');
        const inactiveType = state().accountTypes.find((t) => !t.active) ?? state().accountTypes[0];
        inactiveType.active = false;
        expect(
            await refusal(
                open({ person_id: pendingPerson?.id, account_type_id: inactiveType.id, agency_id: 999 }),
            ),
        ).toEqual({
            status: 422,
            errors: {
                person_id: [SUBACCOUNT_MESSAGES.holderInactive],
                account_type_id: [SUBACCOUNT_MESSAGES.accountType],
                agency_id: [SUBACCOUNT_MESSAGES.agency],
            },
        });
        expect((await refusal(open({ person_id: 99_999 }))).errors).toEqual({
            person_id: [SUBACCOUNT_MESSAGES.holderMissing],
        });
        await open({});
        expect((await refusal(open({}))).errors).toEqual({
            account_type_id: [SUBACCOUNT_MESSAGES.alreadyPending],
        });
    });

    it('is refused to holders (403) and, at approval, when the holder was blocked meanwhile', async () => {
        await signIn('titular_pf');
        expect((await refusal(open({}))).status).toBe(403);
        await signIn('gestor');
        const opened = (await open({})).data;
        const holder = company();
        if (holder) holder.status = 'blocked';
        await signIn('backoffice');
        expect((await refusal(decide(opened.approval_id, 'approve'))).errors).toEqual({
            approval: [SUBACCOUNT_MESSAGES.holderNotActiveNow],
        });
        expect(state().accounts.find((a) => a.id === opened.id)?.status).toBe('pending');
    });
});
