import { expect, type Page, test } from '@playwright/test';
import type { Person } from '../src/contract/people';
import { accountCheckDigit } from '../src/domain/accountNumber';
import { cnpjFromSeed } from '../src/domain/cnpj';
import { DEMO_PASSWORD } from '../src/sandbox/seed/users';
import { seriousFindings } from './axe';
import { bankCollection, demoUser, navigate, signIn, signOut } from './helpers';

// Two brands, each: a bank, an agency under it and an account under that, through the forms.
test.describe.configure({ timeout: 240_000 });

const backoffice = demoUser('backoffice');

const scan = async (page: Page, what: string) => expect(await seriousFindings(page), what).toEqual([]);

const choose = async (page: Page, label: string, option: string | RegExp) => {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option }).first().click();
};

const fillAddress = async (page: Page, number: string) => {
    await page.getByLabel('CEP').fill('01310100');
    await expect(page.getByLabel('Logradouro')).toHaveValue('Avenida Paulista');
    await page.getByLabel('Número', { exact: true }).last().fill(number);
};

const holderOf = async (page: Page, type: Person['type']) => {
    const persons = await bankCollection<Person>(page, 'persons');
    const found = persons.find((p) => p.type === type && p.status === 'active' && p.id > 20);
    if (!found) throw new Error(`nenhum titular ${type}`);
    return found;
};

interface Words {
    banks: [path: string, title: string];
    bankForm: [path: string, title: string];
    bankDetail: string;
    newAgency: string;
    agencyDetail: string;
    newAccount: string;
    accounts: [path: string, title: string];
    kind: string;
    holderType: Person['type'];
}

/** Bank → agency → account through the brand's own screens, then the lists show them in its words. */
const journey = async (page: Page, w: Words, n: number, withScans: boolean) => {
    const name = `Instituição Teste ${n} S.A.`;
    await navigate(page, w.banks[0], w.banks[1]);
    await expect(page.getByRole('table', { name: w.banks[1] })).toBeVisible();
    if (withScans) await scan(page, w.banks[0]);

    await navigate(page, w.bankForm[0], w.bankForm[1]);
    await page.getByLabel('Razão social').fill(name);
    await page.getByLabel('CNPJ').fill(cnpjFromSeed(990_000 + n, true));
    await page.getByLabel('Código COMPE').fill(`99${n + 2}`);
    await page.getByLabel('ISPB').fill(`9900009${n}`);
    await fillAddress(page, '1500');
    if (withScans) await scan(page, w.bankForm[0]);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Você está em' })).toContainText(w.bankDetail);
    await expect(page.getByRole('navigation', { name: 'Você está em' })).toContainText(w.banks[1]);
    if (withScans) await scan(page, 'detalhe do banco');

    await page.getByRole('link', { name: w.newAgency }).click();
    await page.getByLabel('Nome', { exact: true }).fill('Unidade Centro');
    await page.getByLabel('Número', { exact: true }).first().fill('0101');
    await page.getByLabel('Dígito').fill(accountCheckDigit('0101'));
    await fillAddress(page, '20');
    await scan(page, 'cadastro de unidade');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('heading', { name: /^0101-\d · Unidade Centro$/, level: 2 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Você está em' })).toContainText(w.agencyDetail);

    await page.getByRole('link', { name: w.newAccount }).click();
    const holder = await holderOf(page, w.holderType);
    await choose(page, 'Modalidade', w.kind);
    await choose(page, 'Tipo de conta', /Conta Comum/);
    await page.getByLabel('CPF ou CNPJ do titular').fill(holder.document);
    if (withScans) await scan(page, 'cadastro de conta');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('heading', { name: /^0101-\d · Unidade Centro$/, level: 2 })).toBeVisible();
    await expect(
        page.getByRole('cell', {
            name: new RegExp(`^${holder.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
        }),
    ).toBeVisible();
    if (withScans) await scan(page, 'detalhe da agência');

    await navigate(page, w.accounts[0], w.accounts[1]);
    await expect(page.getByRole('table', { name: w.accounts[1] })).toBeVisible();
    if (withScans) await scan(page, w.accounts[0]);
    await page.getByPlaceholder('Buscar por titular, CPF/CNPJ ou número').fill(holder.name);
    await expect(page.getByRole('cell', { name: /Unidade Centro/ })).toBeVisible();
    await navigate(page, w.banks[0], w.banks[1]);
    await expect(page.getByRole('cell', { name })).toBeVisible();
};

test('institutions on two brands: a bank, an agency and an account, in each brand’s words', async ({
    page,
}) => {
    await signIn(page, backoffice, DEMO_PASSWORD);
    await journey(
        page,
        {
            banks: ['/bancos', 'Bancos'],
            bankForm: ['/cadastro-banco', 'Cadastro de banco'],
            bankDetail: 'Detalhe do banco',
            newAgency: 'Nova agência',
            agencyDetail: 'Detalhe da agência',
            newAccount: 'Nova conta',
            accounts: ['/contas', 'Contas'],
            kind: 'Conta pessoa jurídica',
            holderType: 'legal',
        },
        1,
        true,
    );
    await signOut(page);

    await page.getByLabel('Marca (demonstração)').click();
    await page.getByRole('option', { name: 'AutoBank Montadoras' }).click();
    await signIn(page, backoffice, DEMO_PASSWORD);
    await journey(
        page,
        {
            banks: ['/montadora', 'Montadoras'],
            bankForm: ['/cadastro-montadora', 'Cadastro de montadora'],
            bankDetail: 'Detalhe da montadora',
            newAgency: 'Nova filial',
            agencyDetail: 'Detalhe da filial',
            newAccount: 'Novo funcionário',
            accounts: ['/funcionarios', 'Funcionários'],
            kind: 'Conta pessoa física',
            holderType: 'natural',
        },
        2,
        false,
    );
    // The default brand's paths are not this brand's.
    await page.goto('/bancos');
    await expect(page.getByRole('heading', { name: 'Acesso não autorizado' })).toBeVisible();
});
