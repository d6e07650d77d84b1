import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEFAULT_BRAND_ID } from '../src/brands';
import type { Account, Bank } from '../src/contract/accounts';
import type { Cooperative } from '../src/contract/cooperatives';
import { cnpjFromSeed, formatCnpj } from '../src/domain/cnpj';
import { cpfFromSeed } from '../src/domain/cpf';
import { formatBRL } from '../src/domain/money';
import { DEMO_PASSWORD } from '../src/sandbox/seed/users';
import { seriousFindings } from './axe';
import { bankCollection, demoUser, navigate, signIn, signOut } from './helpers';

// Two staff members in one browser (one sandbox bank): the comparison, a registration and its approval.
test.describe.configure({ timeout: 180_000 });

// Testing Library and Playwright both see formatBRL's no-break space as a space.
const brl = (cents: number) => formatBRL(cents).replace(/\s/g, ' ');

test('staff compare two banks (figures, chart, CSV) and register a cooperative another approves', async ({
    page,
}) => {
    await signIn(page, demoUser('backoffice'), DEMO_PASSWORD);

    // 1. The two largest banks by default, their closing balance the sum of their accounts' balances.
    await navigate(page, '/comparativo-bancos', 'Comparativo de bancos');
    const table = page.getByRole('table', { name: /^Comparativo de \d/ });
    await expect(table).toBeVisible();
    const headers = await table.getByRole('columnheader').allInnerTexts();
    expect(headers).toHaveLength(1 + 2 + 2);
    const accounts = await bankCollection<Account>(page, 'accounts');
    const banks = (await bankCollection<Bank>(page, 'banks')).filter((b) => b.brand === DEFAULT_BRAND_ID);
    const balanceOf = (id: number) =>
        accounts.filter((a) => a.bank_id === id).reduce((s, a) => s + a.balance, 0);
    const ranked = banks
        .map((b) => ({ ...b, balance: balanceOf(b.id) }))
        .sort((a, b) => b.balance - a.balance);
    const closing = table.getByRole('row', { name: /^Saldo final/ }).getByRole('cell');
    await expect(closing.nth(0)).toHaveText(brl(ranked[0].balance));
    await expect(closing.nth(1)).toHaveText(brl(ranked[1].balance));
    await expect(closing.nth(2)).toHaveText(brl(ranked[0].balance + ranked[1].balance));
    await expect(page).toHaveURL(
        new RegExp(`bancos=${ranked[0].id}%2C${ranked[1].id}|bancos=${ranked[0].id},${ranked[1].id}`),
    );

    // 2. The chart is drawn, and its figures are there for screen readers too.
    const chart = page.getByRole('region', { name: 'Entradas e saídas por instituição' });
    await expect(chart.locator('svg').first()).toBeVisible();
    expect(await seriousFindings(page), '/comparativo-bancos').toEqual([]);

    // 3. The CSV: one line per indicator, the two banks and their total.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
        /^comparativo-bancos-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const lines = (await readFile(await file.path()))
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .split('\r\n');
    expect(lines[0]).toBe(`Indicador;${ranked[0].name};${ranked[1].name};Total;Diferença`);
    const closingLine = lines.find((line) => line.startsWith('Saldo final;'));
    expect(closingLine?.split(';')[1]).toBe((ranked[0].balance / 100).toFixed(2).replace('.', ','));

    // 4. Back Office registers a cooperative (alphanumeric CNPJ, address from the CEP).
    await navigate(page, '/cadastro-de-cooperativa', 'Cadastro de cooperativa');
    await expect(page.getByRole('table', { name: 'Cooperativas cadastradas' })).toBeVisible();
    await page.getByRole('button', { name: 'Nova cooperativa' }).click();
    const form = page.getByRole('region', { name: 'Cadastro de nova cooperativa' });
    const cnpj = cnpjFromSeed(4242, true);
    await form.getByLabel('CNPJ').fill(cnpj);
    await form.getByLabel('Razão social').fill('Cooperativa de Crédito dos Engenheiros');
    await form.getByLabel('Ramo').click();
    await page.getByRole('option', { name: 'Crédito' }).click();
    await form.getByLabel('Número de cooperados').fill('120');
    await form.getByLabel('E-mail').fill('contato@crediengenharia.coop.br');
    await form.getByLabel('Telefone').fill('1132104455');
    await form.getByLabel('CEP').fill('01310100');
    await expect(form.getByLabel('Logradouro')).toHaveValue('Avenida Paulista');
    await form.getByLabel('Número', { exact: true }).fill('1578');
    await form.getByLabel('Nome completo').fill('Otávio Mendes Carvalho');
    await form.getByLabel('CPF').fill(cpfFromSeed(4242));
    await form.getByLabel('Cargo').fill('Presidente');
    expect(await seriousFindings(page), 'formulário de cooperativa').toEqual([]);
    await form.getByRole('button', { name: 'Enviar para aprovação' }).click();
    const detail = page.getByRole('dialog');
    await expect(detail.getByText('Aguardando aprovação').first()).toBeVisible();
    await expect(detail.getByText('Quem fez a operação não pode aprová-la nem rejeitá-la.')).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Aprovar' })).toHaveCount(0);
    await detail.getByRole('button', { name: 'Fechar' }).click();
    await signOut(page);

    // 5. The Controller approves it.
    await signIn(page, demoUser('controller'), DEMO_PASSWORD);
    await navigate(page, '/cadastro-de-cooperativa', 'Cadastro de cooperativa');
    await page.getByRole('button', { name: 'Ver Cooperativa de Crédito dos Engenheiros' }).click();
    await expect(page.getByRole('dialog').getByText(formatCnpj(cnpj))).toBeVisible();
    expect(await seriousFindings(page), 'cooperativa aberta para decisão').toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: 'Aprovar' }).click();
    await expect(page.getByRole('dialog').getByText('Aprovado').first()).toBeVisible();
    await expect(page.getByRole('dialog').getByText(/Aprovada por Ana Carolina Ribeiro/)).toBeVisible();
    const stored = await bankCollection<Cooperative>(page, 'cooperatives');
    expect(stored.find((c) => c.document === cnpj)?.status).toBe('approved');
});
