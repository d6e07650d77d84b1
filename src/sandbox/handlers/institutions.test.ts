import { describe, expect, it } from 'vitest';
import { chooseSandboxBrand } from '../../brands';
import type { AgencyView, BankView, InstitutionAccountRow } from '../../contract/institutions';
import { INSTITUTION_MESSAGES as M } from '../../contract/institutions';
import { accountCheckDigit } from '../../domain/accountNumber';
import { request } from '../../http/client';
import { withSandbox } from '../../test/sandbox';
import { signIn } from '../../test/session';
import { call, errorsOf, failure, freshCnpj, post, state } from '../../test/signupCalls';

withSandbox();

type Page<T> = { data: T[]; meta: { total: number } };

const NEW_BANK = {
    name: 'Banco Horizonte S.A.',
    trade_name: 'Horizonte',
    code: '993',
    ispb: '99000093',
    email: 'contato@horizonte.com.br',
    phone: '(11) 3003-4000',
    address: {
        zip: '01310-100',
        street: 'Avenida Paulista',
        number: '1500',
        district: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
    },
};

const put = (path: string, body: unknown) => request(path, { method: 'PUT', body, quiet: true });
const remove = (path: string) => request(path, { method: 'DELETE', quiet: true });

describe('access/banks, access/agencies, access/accounts', () => {
    it("lists only the brand's hierarchy, with each bank's figures from its accounts", async () => {
        await signIn('controller');
        const banks = await call<Page<BankView>>('access/banks', { query: { per_page: 50 } });
        expect(banks.data.map((b) => b.code)).toEqual(['990', '991']);
        const portal = banks.data[0];
        const accounts = state().accounts.filter((a) => a.bank_id === portal.id);
        expect(portal.figures.accounts).toBe(accounts.length);
        expect(portal.figures.balance).toBe(accounts.reduce((total, a) => total + a.balance, 0));
        expect(portal.figures.agencies).toBe(state().agencies.filter((a) => a.bank_id === portal.id).length);

        chooseSandboxBrand('autobank');
        const autobank = await call<Page<BankView>>('access/banks');
        expect(autobank.data.map((b) => b.trade_name)).toEqual(['Aurora Veículos', 'Serra Motors']);
        await expect(failure(call(`access/banks/${portal.id}`))).resolves.toMatchObject({ status: 404 });
    });

    it('creates a bank, an agency under it and an account under that, with their history', async () => {
        await signIn('gestor');
        const document = freshCnpj(1);
        const { data: bank } = await post<{ data: BankView }>('access/banks', { ...NEW_BANK, document });
        expect(bank).toMatchObject({ code: '993', document, phone: '1130034000', status: 'active' });

        const { data: agency } = await post<{ data: AgencyView }>(`access/banks/${bank.id}/agencies`, {
            name: 'Agência Centro',
            number: '0101',
            digit: accountCheckDigit('0101'),
            address: NEW_BANK.address,
        });
        const holder = state().persons.find((p) => p.type === 'legal' && p.status === 'active');
        const { data: account } = await post<{ data: InstitutionAccountRow }>(
            `access/agencies/${agency.id}/accounts`,
            { kind: 'legal_person_account', account_type_id: 1, holder_document: holder?.document },
        );
        expect(account).toMatchObject({ bank_id: bank.id, agency_number: '0101', holder_name: holder?.name });
        expect(account.digit).toBe(accountCheckDigit(account.number));

        const { data: shown } = await call<{ data: BankView }>(`access/banks/${bank.id}`);
        expect(shown.figures).toMatchObject({ agencies: 1, accounts: 1 });
        expect(shown.history?.map((e) => e.action)).toEqual(['agency_opened', 'created']);
        const { data: branch } = await call<{ data: AgencyView }>(
            `access/banks/${bank.id}/agency/${agency.id}`,
        );
        expect(branch.history?.[0]).toMatchObject({ action: 'account_opened', user: expect.any(String) });
        const listed = await call<Page<InstitutionAccountRow>>(`access/agencies/${agency.id}/accounts`);
        expect(listed.data.map((row) => row.id)).toEqual([account.id]);
    });

    it('answers 422 on the field: CNPJ, COMPE and ISPB taken, check digits, the holder of the kind', async () => {
        await signIn('controller');
        const portal = state().banks[0];
        expect(
            await errorsOf(
                post('access/banks', {
                    ...NEW_BANK,
                    code: portal.code,
                    ispb: '12',
                    document: portal.document,
                }),
            ),
        ).toEqual({ code: [M.codeTaken], ispb: [M.ispb], document: [M.documentTaken] });
        expect(
            await errorsOf(
                post(`access/banks/${portal.id}/agencies`, { ...NEW_BANK, number: '0001', digit: '0' }),
            ),
        ).toMatchObject({ number: [M.agencyTaken] });
        expect(
            await errorsOf(
                post(`access/banks/${portal.id}/agencies`, { ...NEW_BANK, number: '0777', digit: 'X' }),
            ),
        ).toMatchObject({ digit: [M.agencyDigit] });
        const natural = state().persons.find((p) => p.type === 'natural' && p.status === 'active');
        expect(
            await errorsOf(
                post('access/accounts', {
                    agency_id: 1,
                    kind: 'agency_account',
                    account_type_id: 1,
                    holder_document: natural?.document,
                    number: '12345',
                    digit: accountCheckDigit('12345') === '1' ? '2' : '1',
                }),
            ),
        ).toEqual({ holder_document: [M.holderLegal], digit: [M.accountDigit] });
    });

    it('refuses to delete an institution with accounts or money, and says why', async () => {
        await signIn('controller');
        const portal = state().banks[0];
        const open = state().accounts.filter((a) => a.bank_id === portal.id && a.status !== 'closed').length;
        expect(await errorsOf(remove(`access/banks/${portal.id}`))).toEqual({
            id: [M.deleteWithAccounts.replace('%{count}', String(open))],
        });
        const { data: bank } = await post<{ data: BankView }>('access/banks', {
            ...NEW_BANK,
            document: freshCnpj(2),
        });
        const { data: agency } = await post<{ data: AgencyView }>('access/agencies', {
            bank_id: bank.id,
            name: 'Agência Nova',
            number: '0202',
            digit: accountCheckDigit('0202'),
            address: NEW_BANK.address,
        });
        expect(await errorsOf(remove(`access/banks/${bank.id}`))).toEqual({
            id: [M.deleteWithAgencies.replace('%{count}', '1')],
        });
        await remove(`access/agencies/${agency.id}`);
        await remove(`access/banks/${bank.id}`);
        expect(state().banks.some((b) => b.id === bank.id)).toBe(false);
    });

    it('edits a bank and records which fields changed; supervisors read but cannot write', async () => {
        await signIn('controller');
        const portal = state().banks[0];
        const { data } = await call<{ data: BankView }>(`access/banks/${portal.id}`);
        const { trade_name: _, history: __, figures: ___, ...fields } = data;
        await put(`access/banks/${portal.id}`, { ...fields, trade_name: 'BD Digital' });
        const { data: after } = await call<{ data: BankView }>(`access/banks/${portal.id}`);
        expect(after.history?.[0]).toMatchObject({ action: 'updated', detail: 'trade_name' });

        await signIn('supervisor');
        expect((await call<Page<BankView>>('access/banks')).meta.total).toBe(2);
        expect((await failure(post('access/banks', NEW_BANK))).status).toBe(403);
    });
});
