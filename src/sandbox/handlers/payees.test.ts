import { describe, expect, it } from 'vitest';
import type { Favored } from '../../contract/payees';
import { accountCheckDigit } from '../../domain/accountNumber';
import { FAVORED_MESSAGES } from '../../domain/payees';
import { PORTAL_ISPB } from '../../domain/pix';
import { personOf } from '../../test/bank';
import { call, refusal, state, switchUser } from '../../test/pixCalls';
import { withSandbox } from '../../test/sandbox';
import { errorsOf, freshCnpj, freshCpf } from '../../test/signupCalls';
import { ownBankAccount } from './payees';

withSandbox();

const ITAU = '60701190';

type Page = { data: (Favored & { category_name: string | null })[]; meta: { total: number } };

const body = (extra: Record<string, unknown> = {}) => ({
    name: 'Oficina Mecânica Dois Irmãos Ltda.',
    document: freshCnpj(1),
    bank_ispb: ITAU,
    agency: '1234',
    agency_digit: '',
    account: '998877',
    account_digit: '5',
    account_kind: 'checking',
    category_id: 1,
    nickname: 'Oficina',
    email: 'contato@oficina.com.br',
    ...extra,
});

const create = (extra: Record<string, unknown> = {}) =>
    call<{ data: Favored }>('access/favored', { method: 'POST', body: body(extra) });

const list = (query: Record<string, string | number> = {}) => call<Page>('access/favored', { query });

describe('access/favored', () => {
    it('creates a payee of another bank, with an alphanumeric CNPJ, and refuses the same account twice', async () => {
        await switchUser('titular_pf');
        const created = (await create({ document: freshCnpj(1).replace(/^(..)(...)/, '$1.$2.') })).data;
        expect(created).toMatchObject({
            person_id: personOf('titular_pf'),
            document: freshCnpj(1),
            bank_code: '341',
            bank_ispb: ITAU,
            status: 'active',
            favorite: false,
        });
        expect(created.document).toMatch(/[A-Z]/);
        expect(await errorsOf(create({ name: 'Outro nome' }))).toEqual({
            account: [FAVORED_MESSAGES.duplicate],
        });
        // The same account at another branch is another payee.
        expect((await create({ agency: '1235' })).data.agency).toBe('1235');
    });

    it('says on each field what is wrong, and stores nothing', async () => {
        await switchUser('titular_pf');
        const before = state().favoreds.length;
        expect(
            await errorsOf(
                create({
                    name: 'Al',
                    document: '123.456.789-00',
                    bank_ispb: '12345678',
                    agency: '12',
                    account: 'abc',
                    account_digit: '',
                    account_kind: 'investment',
                    category_id: 99,
                    email: 'sem-arroba',
                }),
            ),
        ).toEqual({
            name: [FAVORED_MESSAGES.name],
            document: [FAVORED_MESSAGES.document],
            bank_ispb: [FAVORED_MESSAGES.bank],
            agency: [FAVORED_MESSAGES.agency],
            account: [FAVORED_MESSAGES.account],
            account_digit: [FAVORED_MESSAGES.accountDigit],
            account_kind: [FAVORED_MESSAGES.accountKind],
            category_id: [FAVORED_MESSAGES.category],
            email: [FAVORED_MESSAGES.email],
        });
        // A Pix-only participant has no COMPE code: it takes no TED.
        const pixOnly = state().pixParticipants.find((p) => p.compe === null);
        expect(await errorsOf(create({ bank_ispb: pixOnly?.ispb }))).toEqual({
            bank_ispb: [FAVORED_MESSAGES.noCompe],
        });
        expect(state().favoreds.length).toBe(before);
    });

    it('takes an account of this bank with its check digit, naming it after its holder', async () => {
        await switchUser('titular_pf');
        // An active account of this bank that is neither theirs nor already a payee of theirs.
        const taken = new Set(state().favoreds.map((f) => f.account));
        const target = state().accounts.find(
            (a) =>
                a.bank_id === 1 &&
                a.status === 'active' &&
                a.person_id !== personOf('titular_pf') &&
                !taken.has(a.number),
        );
        const agency = state().agencies.find((a) => a.id === target?.agency_id)?.number ?? '';
        const number = target?.number ?? '';
        const own = { bank_ispb: PORTAL_ISPB, agency, account: number, name: '', document: '' };
        const wrong = String((Number(accountCheckDigit(number)) + 1) % 10);
        expect(await errorsOf(create({ ...own, account_digit: wrong }))).toEqual({
            account_digit: [FAVORED_MESSAGES.wrongDigit],
        });
        const lookedUp = await call<{ data: { name: string } }>('access/favored/lookup', {
            method: 'POST',
            body: { agency, account: number, account_digit: target?.digit },
        });
        const holder = state().persons.find((p) => p.id === target?.person_id);
        expect(lookedUp.data.name).toBe(holder?.name);
        const created = (await create({ ...own, account_digit: target?.digit })).data;
        expect(created).toMatchObject({ name: holder?.name, document: holder?.document, bank_code: '990' });
        // Their own account is not a payee.
        const mine = state().accounts.find((a) => a.person_id === personOf('titular_pf'));
        const myAgency = state().agencies.find((a) => a.id === mine?.agency_id)?.number;
        expect(
            await errorsOf(
                create({ ...own, agency: myAgency, account: mine?.number, account_digit: mine?.digit }),
            ),
        ).toEqual({ account: [FAVORED_MESSAGES.ownSelf] });
    });

    it('lists only the user’s own payees, filtered and searched; another person’s answers 404', async () => {
        await switchUser('titular_pf');
        const mine = await list({ per_page: 100 });
        expect(mine.meta.total).toBeGreaterThanOrEqual(3);
        expect(mine.data.every((f) => f.person_id === personOf('titular_pf'))).toBe(true);
        // The seed: another bank's, one of this bank (its account exists), one blocked.
        expect(mine.data.some((f) => f.status === 'blocked')).toBe(true);
        const internal = mine.data.find((f) => f.bank_ispb === PORTAL_ISPB);
        expect(internal && ownBankAccount(state(), internal.agency, internal.account)?.digit).toBe(
            internal?.account_digit,
        );

        const document = freshCpf(3);
        const created = (await create({ name: 'Zélia Amaral', document, category_id: 4 })).data;
        const byName = await list({ 'filter[q]': 'zelia' });
        expect(byName.data.map((f) => f.id)).toEqual([created.id]);
        expect(byName.data[0].category_name).toBe('Aluguel');
        expect((await list({ 'filter[q]': document.slice(0, 6) })).data.map((f) => f.id)).toEqual([
            created.id,
        ]);
        const rent = await list({ 'filter[category_id]': 4 });
        expect(rent.data.map((f) => f.id)).toEqual([created.id]);
        const itau = await list({ 'filter[bank_code]': '341', per_page: 100 });
        expect(itau.data.every((f) => f.bank_code === '341')).toBe(true);
        const favourites = await list({ 'filter[favorite]': 'true', per_page: 100 });
        expect(favourites.data.length).toBeGreaterThan(0);
        expect(favourites.data.every((f) => f.favorite)).toBe(true);

        await switchUser('titular_pj');
        expect((await list({ per_page: 100 })).data.some((f) => f.id === created.id)).toBe(false);
        expect((await refusal(call(`access/favored/${created.id}`))).status).toBe(404);
        expect((await refusal(call(`access/favored/${created.id}`, { method: 'DELETE' }))).status).toBe(404);
    });

    it('marks a favourite, edits and deletes a payee', async () => {
        await switchUser('titular_pf');
        const created = (await create()).data;
        const starred = await call<{ data: Favored }>(`access/favored/${created.id}`, {
            method: 'PUT',
            body: { favorite: true },
        });
        expect(starred.data).toMatchObject({ favorite: true, name: created.name, account: '998877' });
        const edited = await call<{ data: Favored }>(`access/favored/${created.id}`, {
            method: 'PUT',
            body: { nickname: 'Mecânico', account_digit: 'X' },
        });
        expect(edited.data).toMatchObject({ nickname: 'Mecânico', account_digit: 'X', favorite: true });
        await call(`access/favored/${created.id}`, { method: 'DELETE' });
        expect(state().favoreds.some((f) => f.id === created.id)).toBe(false);
        expect((await refusal(call(`access/favored/${created.id}`))).status).toBe(404);
    });

    it('answers the fixed categories', async () => {
        await switchUser('cliente');
        const { data } = await call<{ data: { id: number; name: string }[] }>('access/categories');
        expect(data.map((c) => c.name)).toEqual([
            'Fornecedores',
            'Família',
            'Funcionários',
            'Aluguel',
            'Serviços',
            'Outros',
        ]);
    });
});
