import { expect, type Page, test } from '@playwright/test';
import { cnpjFromSeed, formatCnpj } from '../src/domain/cnpj';
import { cpfFromSeed, formatCpf } from '../src/domain/cpf';
import { DEMO_PASSWORD } from '../src/sandbox/seed/users';
import { demoUser, signIn, signOut } from './helpers';

const user = demoUser;

const COMPANY = 'Oficina Horizonte Reparos Ltda';
const CNPJ = cnpjFromSeed(918_273, true);
const REPRESENTATIVE = cpfFromSeed(918_274);
/** The documents a company without an attorney must have approved (src/domain/documents.ts). */
const DOCUMENTS = [
    'Contrato social ou estatuto',
    'Comprovante de inscrição no CNPJ (QSA)',
    'Comprovante de endereço da empresa',
    'Documento de identidade do administrador',
    'Comprovante de endereço do administrador',
];

const pdf = (name: string) => ({
    name: `${name}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from(
        `%PDF-1.4\n% ${name}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    ),
});

const step = (page: Page, name: string) =>
    expect(page.getByRole('heading', { level: 2, name })).toBeVisible({ timeout: 15_000 });
const next = (page: Page) => page.getByRole('button', { name: 'Próximo', exact: true }).click();
const choose = async (page: Page, label: string, option: RegExp) => {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option }).first().click();
};

test('a company opens its account through the wizard with an alphanumeric CNPJ, sends its documents, and the back office approves it: listed as Ativo', async ({
    page,
}) => {
    test.setTimeout(240_000);
    expect(CNPJ).toMatch(/[A-Z]/);

    // The Gestor opens the account.
    await signIn(page, user('gestor'), DEMO_PASSWORD);
    await page.goto('/cadastro-pessoa-juridica');
    await step(page, 'Empresa');
    await page.getByLabel('CNPJ').fill(formatCnpj(CNPJ).toLowerCase());
    await expect(page.getByLabel('CNPJ')).toHaveValue(formatCnpj(CNPJ));
    await page.getByLabel('Razão social').fill(COMPANY);
    await page.getByLabel('Nome fantasia').fill('Oficina Horizonte');
    await choose(page, 'Natureza jurídica', /^LTDA/);
    await page.getByLabel('Data de abertura').fill('15032012');
    await page.getByLabel('Faturamento mensal').fill('12000000');
    await page.getByLabel('E-mail da empresa').fill('contato@oficinahorizonte.com.br');
    await page.getByLabel('Telefone da empresa').fill('1132221100');
    await next(page);

    await step(page, 'Endereço');
    await page.getByLabel('CEP').fill('01310100');
    await expect(page.getByLabel('Logradouro')).toHaveValue('Avenida Paulista');
    await next(page);
    // Bad input: the field says why and nothing typed is lost.
    await expect(page.getByText('Informe o número (ou S/N).')).toBeVisible();
    await expect(page.getByLabel('Logradouro')).toHaveValue('Avenida Paulista');
    await page.getByLabel('Número').fill('2000');
    await next(page);

    await step(page, 'Representante');
    await page.getByLabel('Nome completo').fill('Helena Horizonte Prado');
    await page.getByLabel('CPF').fill(formatCpf(REPRESENTATIVE));
    await page.getByLabel('Data de nascimento').fill('12041982');
    await page.getByLabel('E-mail').fill('helena@oficinahorizonte.com.br');
    await page.getByLabel('Celular').fill('11987015678');
    await next(page);

    await step(page, 'Sócios');
    await expect(page.getByText('Total: 100,00%')).toBeVisible();
    await next(page);
    await step(page, 'Procurador');
    await next(page);
    await step(page, 'Agência');
    await choose(page, 'Agência', /agência/i);
    await next(page);
    await step(page, 'Revisão');
    await expect(page.getByText(formatCnpj(CNPJ))).toBeVisible();
    await next(page);
    await step(page, 'Termos de uso');
    await page.getByRole('checkbox', { name: 'Li e aceito os termos de uso' }).check();
    await page.getByRole('button', { name: 'Abrir conta' }).click();
    await expect(page.getByRole('heading', { name: 'Cadastro recebido' })).toBeVisible({ timeout: 20_000 });

    // Its documents, from the result screen.
    await page.getByRole('link', { name: 'Enviar documentos' }).click();
    await expect(page).toHaveURL(/\/upload-de-documentos\?person=\d+/);
    for (const label of DOCUMENTS) {
        const card = page.getByRole('region', { name: label, exact: true });
        await card.getByLabel(`Arquivo: ${label}`).setInputFiles(pdf(label));
        await expect(card.getByText('Enviado. O banco vai analisar o documento.')).toBeVisible({
            timeout: 20_000,
        });
    }
    const person = new URL(page.url()).searchParams.get('person');
    await signOut(page);

    // Back Office approves the documents, then the registration.
    await signIn(page, user('backoffice'), DEMO_PASSWORD);
    await page.goto(`/documentos?person=${person}`);
    const queue = page.getByRole('list', { name: 'Documentos para análise' });
    await expect(queue).toBeVisible({ timeout: 20_000 });
    for (const label of DOCUMENTS) {
        await page.getByRole('button', { name: `${label} · ${COMPANY}` }).click();
        const panel = page.getByRole('region', { name: label, exact: true });
        await panel.getByRole('button', { name: 'Aprovar' }).click();
        const confirm = page.getByRole('dialog', { name: 'Aprovar documento' });
        await confirm.getByRole('button', { name: 'Aprovar' }).click();
        // The dialog closes once the bank has answered (the notice of the previous document may still be up).
        await expect(confirm).toHaveCount(0);
        await expect(page.getByText('Documento aprovado.').first()).toBeVisible();
    }

    await page.goto('/listagem-contas/hoje');
    const table = page.getByRole('table', { name: 'Listagem de contas' });
    await table.getByRole('button', { name: `Abrir ${COMPANY}` }).click();
    const drawer = page.getByRole('region', { name: COMPANY });
    await drawer.getByRole('button', { name: 'Aprovar' }).click();
    await page
        .getByRole('dialog', { name: 'Aprovar cadastro' })
        .getByRole('button', { name: 'Aprovar' })
        .click();
    await expect(page.getByText('Cadastro aprovado: titular ativo.')).toBeVisible();
    await drawer.getByRole('button', { name: 'Fechar' }).click();

    const row = table.getByRole('row').filter({ hasText: COMPANY });
    await expect(row.getByText('Ativo')).toBeVisible();
    await expect(row).toContainText(formatCnpj(CNPJ));
});
