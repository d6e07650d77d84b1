import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../src/sandbox/seed/users';
import { demoUser, signIn } from './helpers';

const listing = (page: Page) => page.getByRole('table', { name: 'Listagem de contas' });
const choose = async (page: Page, label: string, option: string) => {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
};

test('Back Office keeps a holders listing across a reload and a copied link, saves the query and exports two selected holders', async ({
    page,
    browser,
}) => {
    test.setTimeout(120_000);
    await signIn(page, demoUser('backoffice'), DEMO_PASSWORD);
    await page.goto('/listagem-contas/tudo');
    await expect(listing(page).getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });

    // Active holders, sorted by name, 10 a page, second page.
    await choose(page, 'Situação', 'Ativo');
    await expect(page).toHaveURL(/active/);
    // The list has rendered the filter (a click before that would act on the list as it was).
    await expect(listing(page).getByText('Pendente', { exact: true })).toHaveCount(0);
    // Sorted by holder, ascending: the column then offers the descending order. A click that lands while the
    // list is still applying the filter is lost (noted in the closing note of issue 16), so it is repeated.
    await expect(async () => {
        const ascending = listing(page).getByRole('button', {
            name: 'Ordenar por titular em ordem decrescente',
        });
        if (!(await ascending.isVisible())) {
            await listing(page)
                .getByRole('button', { name: 'Ordenar por titular em ordem crescente' })
                .click();
        }
        await expect(ascending).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await page.getByRole('combobox', { name: /Linhas por página/ }).click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    const rows = listing(page).getByRole('row');
    const names = () => rows.getByRole('button', { name: /^Abrir / }).allInnerTexts();
    await expect(rows).toHaveCount(11);
    await expect
        .poll(async () => {
            const shown = await names();
            return shown.join('|') === [...shown].sort((a, b) => a.localeCompare(b, 'pt-BR')).join('|');
        })
        .toBe(true);
    const firstOfPage1 = (await names())[0];
    await page.getByRole('button', { name: 'Ir para a página 2' }).click();
    await expect(page.getByText(/^Mostrando 11-20 de \d+$/)).toBeVisible();
    await expect(rows.nth(1)).not.toContainText(firstOfPage1);
    const secondPage = (await rows.nth(1).textContent()) ?? '';

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Situação' })).toHaveText('Ativo');
    await expect(page.getByText(/^Mostrando 11-20 de \d+$/)).toBeVisible({ timeout: 20_000 });
    await expect(listing(page).getByRole('row').nth(1)).toHaveText(secondPage);
    await expect(page.getByLabel('Buscar')).toHaveValue('');

    // A colleague signed in elsewhere opens the copied link on the same rows.
    const link = page.url();
    const colleague = await (await browser.newContext()).newPage();
    await signIn(colleague, demoUser('backoffice'), DEMO_PASSWORD);
    await colleague.goto(link);
    await expect(colleague.getByRole('combobox', { name: 'Situação' })).toHaveText('Ativo');
    await expect(listing(colleague).getByRole('row').nth(1)).toHaveText(secondPage, { timeout: 20_000 });
    await colleague.close();

    // A search by name or CPF narrows the rows but stays on this screen only.
    const someone = (await names())[0];
    await page.getByLabel('Buscar').fill(someone);
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(someone);
    expect(decodeURIComponent(page.url())).not.toContain(someone);
    await page.reload();
    await expect(page.getByLabel('Buscar')).toHaveValue('');

    // Saved for the session: cleared filters come back in one click.
    await page.getByRole('button', { name: 'Salvar consulta atual...' }).click();
    await page.getByRole('dialog').getByLabel('Nome da consulta').fill('Ativos por nome');
    await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
    await choose(page, 'Situação', 'Pendente');
    await expect(page).toHaveURL(/pending/);
    // The list has drawn the pending rows: a click while React is still applying the new URL acts on the list as
    // it was, and react-admin's filter form then keeps showing "Pendente" over the saved query's rows.
    await expect(listing(page).getByText('Pendente', { exact: true }).first()).toBeVisible();
    await expect(listing(page).getByText('Ativo', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Ativos por nome' }).click();
    await expect(page.getByRole('combobox', { name: 'Situação' })).toHaveText('Ativo');

    // Two rows selected: the CSV holds exactly those two.
    const selected = [];
    for (const index of [1, 2]) {
        const row = rows.nth(index);
        await row.getByRole('checkbox').check();
        selected.push((await row.getByRole('button', { name: /^Abrir / }).innerText()).trim());
    }
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar selecionados' }).click();
    const csv = (await readFile(await (await download).path())).toString('utf8').replace(/^\uFEFF/, '');
    const exported = csv
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(';')[0]);
    expect(exported.sort()).toEqual(selected.sort());
});
