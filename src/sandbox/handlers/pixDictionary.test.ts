import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCnpj } from '../../domain/cnpj';
import { maskCpf } from '../../domain/cpf';
import { PIX_KEY_LIMITS, PIX_TEXTS, PORTAL_ISPB } from '../../domain/pix';
import { call, failure, holder, state } from '../../test/pixCalls';
import { withSandbox } from '../../test/sandbox';

withSandbox();
afterEach(() => {
    vi.useRealTimers();
});

interface Key {
    id: number;
    key: string;
    type: string;
    status: string;
    account_id: number;
}

const register = (body: Record<string, unknown>) =>
    call<{ data: Key }>('pix/dictionary/key', { method: 'POST', body }).then((r) => r.data);
const keys = (accountId: number) =>
    call<{ data: Key[] }>('pix/dictionary/key', {
        query: { filter: { account_id: String(accountId) } },
    }).then((r) => r.data);
const search = (key: string) =>
    call<{ data: Record<string, string> }>('pix/dictionary/search', { method: 'POST', body: { key } }).then(
        (r) => r.data,
    );

describe('pix/dictionary/key', () => {
    it('registers CPF, phone and random keys in their DICT form, up to 5 on a natural-person account', async () => {
        const { account } = await holder('cliente');
        expect((await keys(account.id)).map((k) => k.type).sort()).toEqual(['EMAIL', 'EVP']);
        const cpf = await register({ account_id: account.id, type: 'CPF', key: '839.560.739-32' });
        expect(cpf).toMatchObject({ key: '83956073932', type: 'CPF', status: 'active' });
        const phone = await register({ account_id: account.id, type: 'PHONE', key: '(41) 99731-5820' });
        expect(phone.key).toBe('+5541997315820');
        const evp = await register({ account_id: account.id, type: 'EVP' });
        expect(evp.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
        expect(await keys(account.id)).toHaveLength(PIX_KEY_LIMITS.natural);
        const sixth = await failure(
            register({ account_id: account.id, type: 'EMAIL', key: 'felipe@novo.com.br' }),
        );
        expect(sixth.body.errors).toEqual({ limit: [PIX_TEXTS.keyLimit(5)] });
    });

    it("registers a company's e-mail and its own CNPJ; refuses a document that is not the holder's", async () => {
        const { account } = await holder('titular_pj');
        const mail = await register({
            account_id: account.id,
            type: 'EMAIL',
            key: 'Pagamentos@EmporioMonteiro.com.br',
        });
        expect(mail.key).toBe('pagamentos@emporiomonteiro.com.br');
        const seeded = (await keys(account.id)).find((k) => k.type === 'CNPJ') as Key;
        const again = await failure(register({ account_id: account.id, type: 'CNPJ', key: seeded.key }));
        expect(again.body.errors).toEqual({ key: [PIX_TEXTS.keyAlreadyYours] });
        await call(`pix/dictionary/key/${seeded.id}`, { method: 'DELETE' });
        const cnpj = await register({ account_id: account.id, type: 'CNPJ', key: formatCnpj(seeded.key) });
        expect(cnpj).toMatchObject({ key: seeded.key, status: 'active' });
        const cpf = await failure(register({ account_id: account.id, type: 'CPF', key: '83087136298' }));
        expect(cpf.body.errors).toEqual({ key: [PIX_TEXTS.keyNotHolders('CPF')] });
        const bad = await failure(register({ account_id: account.id, type: 'PHONE', key: '123' }));
        expect(bad.body.errors).toEqual({ key: ['Informe um celular válido.'] });
    });

    it('answers a key held at another participant as claimable: portability for the own CPF', async () => {
        const { account } = await holder('titular_pf');
        const answer = await failure(register({ account_id: account.id, type: 'CPF', key: '00172383749' }));
        expect(answer.status).toBe(422);
        expect(answer.body).toMatchObject({
            claimable: true,
            claim_type: 'portability',
            errors: { key: [PIX_TEXTS.keyAtOtherParticipant] },
        });
        const phone = state().pixKeys.find((k) => k.type === 'PHONE' && k.external) as { key: string };
        const taken = await failure(register({ account_id: account.id, type: 'PHONE', key: phone.key }));
        expect(taken.body).toMatchObject({ claimable: true, claim_type: 'ownership' });
    });

    it('completes a portability claim after 30 seconds, taking the key from the other bank', async () => {
        vi.useFakeTimers({ toFake: ['Date'] });
        const { account } = await holder('titular_pf');
        const body = { account_id: account.id, type: 'CPF', key: '001.723.837-49' };
        const wrong = await failure(
            call('pix/dictionary/claim', { method: 'POST', body: { ...body, claim_type: 'ownership' } }),
        );
        expect(wrong.body.errors).toEqual({ claim_type: [PIX_TEXTS.claimIsPortability] });
        const claim = await call<{ data: Key }>('pix/dictionary/claim', {
            method: 'POST',
            body: { ...body, claim_type: 'portability' },
        });
        expect(claim.data.status).toBe('portability_pending');
        expect((await search('00172383749')).ispb).toBe('18236120');
        vi.setSystemTime(Date.now() + 29_000);
        expect((await call<{ data: Key }>(`pix/dictionary/key/${claim.data.id}`)).data.status).toBe(
            'portability_pending',
        );
        vi.setSystemTime(Date.now() + 2_000);
        expect((await call<{ data: Key }>(`pix/dictionary/key/${claim.data.id}`)).data.status).toBe('active');
        const found = await search('00172383749');
        // The directory names the institution by its ISPB only; the screen looks the name up.
        expect(found).toMatchObject({ ispb: PORTAL_ISPB });
        expect(found).not.toHaveProperty('participant');
        expect(state().pixKeys.filter((k) => k.key === '00172383749')).toHaveLength(1);
    });

    it("takes someone else's phone by an ownership claim, and refuses the wrong kind of claim", async () => {
        vi.useFakeTimers({ toFake: ['Date'] });
        const { account } = await holder('empreendedor');
        const phone = state().pixKeys.find((k) => k.type === 'PHONE' && k.external) as { key: string };
        const claim = (claimType: string, key = phone.key, type = 'PHONE') =>
            call<{ data: Key }>('pix/dictionary/claim', {
                method: 'POST',
                body: { account_id: account.id, type, key, claim_type: claimType },
            });
        expect((await failure(claim('portability'))).body.errors).toEqual({
            claim_type: [PIX_TEXTS.claimIsOwnership],
        });
        const cpf = state().pixKeys.find((k) => k.type === 'CPF' && k.external && k.key !== '00172383749');
        expect((await failure(claim('ownership', cpf?.key, 'CPF'))).body.errors).toEqual({
            claim_type: [PIX_TEXTS.claimOwnershipTypes],
        });
        const pending = await claim('ownership');
        expect(pending.data.status).toBe('claim_pending');
        expect((await failure(claim('ownership'))).body.errors).toEqual({ key: [PIX_TEXTS.keyPending] });
        vi.setSystemTime(Date.now() + 31_000);
        expect((await keys(account.id)).find((k) => k.id === pending.data.id)?.status).toBe('active');
        expect((await search(phone.key)).ispb).toBe(PORTAL_ISPB);
    });

    it("moves a key to another own account and keeps other holders' keys out of reach", async () => {
        const { account, person } = await holder('titular_pf');
        const savings = state().accounts.find((a) => a.person_id === person && a.kind === 'savings');
        const [first] = await keys(account.id);
        const moved = await call<{ data: Key }>(`pix/dictionary/key/${first.id}`, {
            method: 'PUT',
            body: { account_id: savings?.id },
        });
        expect(moved.data.account_id).toBe(savings?.id);
        const other = state().pixKeys.find(
            (k) => k.account_id !== null && k.account_id !== account.id && k.account_id !== savings?.id,
        );
        expect((await failure(call(`pix/dictionary/key/${other?.id}`))).status).toBe(404);
    });
});

describe('pix/dictionary/search', () => {
    it("masks a person's CPF, shows a company's CNPJ whole, and finds a key typed with its mask", async () => {
        await holder('titular_pf');
        const person = state().pixKeys.find((k) => k.type === 'CPF' && k.external && k.key !== '00172383749');
        const company = state().pixKeys.find((k) => k.type === 'CNPJ' && k.external);
        if (!person?.external || !company?.external) throw new Error('seed sem chaves externas');
        const found = await search(person.key.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4'));
        expect(found).toMatchObject({
            key: person.key,
            type: 'CPF',
            name: person.external.name,
            document_masked: maskCpf(person.external.document),
            ispb: person.external.ispb,
        });
        expect(found.document_masked).toMatch(/^\*{3}\.\d{3}\.\d{3}-\*{2}$/);
        expect(JSON.stringify(found)).not.toContain(person.external.account);
        expect(found.account_masked).toMatch(/^\*{3}\d{1,3}-\d$/);
        expect((await search(company.key)).document_masked).toBe(formatCnpj(company.external.document));
        const missing = await failure(search('ninguem@exemplo.com.br'));
        expect(missing).toMatchObject({ status: 404, body: { message: PIX_TEXTS.keyNotFound } });
    });
});

describe('pix/debit/info/ispb', () => {
    it('lists the participants by name, ISPB or COMPE, some of them Pix-only', async () => {
        await holder('cliente');
        type Page = { data: { ispb: string; name: string; compe: string | null; type: string }[] };
        const find = (search: string) =>
            call<Page>('pix/debit/info/ispb', { query: { filter: { search }, per_page: 100 } }).then(
                (r) => r.data,
            );
        expect((await find('nu pagamentos')).map((p) => p.ispb)).toEqual(['18236120']);
        expect((await find('260'))[0].name).toBe('Nu Pagamentos S.A.');
        const all = await find('');
        expect(all.length).toBeGreaterThanOrEqual(38);
        expect(all[0]).toMatchObject({ ispb: PORTAL_ISPB, compe: '990', type: 'IDRT' });
        expect(all.some((p) => p.compe === null && p.type === 'IDRT')).toBe(true);
        const one = await call<{ data: { short_name: string } }>('pix/debit/info/ispb/11275560');
        expect(one.data.short_name).toBe('RECARGAPAY IP LTDA.');
        expect((await failure(call('pix/debit/info/ispb/12345678'))).status).toBe(404);
    });
});
