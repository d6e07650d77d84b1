import { expect, type Page, test } from '@playwright/test';
import type { Account, Transaction } from '../src/contract/accounts';
import { formatBRL } from '../src/domain/money';
import { DEMO_PASSWORD } from '../src/sandbox/seed/users';
import { seriousFindings } from './axe';
import { bankCollection, demoUser, navigate, signIn } from './helpers';

// Six screens, each scanned at two widths, after one sign-in.
test.describe.configure({ timeout: 240_000 });

/** The value of a figure card, by its label. */
const figure = (page: Page, label: string) =>
    page
        .locator('.MuiCardContent-root')
        .filter({ has: page.getByText(label, { exact: true }) })
        .locator('p')
        .nth(1);

/** The page is usable at this width: nothing wider than the window. */
const fitsWidth = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(
        true,
    );

const WIDTHS = [1366, 360] as const;

test('ledgers: universal account, graphic accounts, transient account and the listings, at 1366 and 360 px', async ({
    page,
}) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, demoUser('backoffice'), DEMO_PASSWORD);
    const accounts = await bankCollection<Account>(page, 'accounts');
    const total = accounts.reduce((sum, a) => sum + a.balance, 0);
    const transactions = await bankCollection<Transaction>(page, 'transactions');
    const deposits = transactions.filter(
        (t) => t.kind === 'cash_in' && /^dep[óo]sito\b/i.test(t.description) && t.status !== 'reversed',
    );

    for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
        if (width === 360) {
            // Shrinking the window left react-admin's closed menu drawer over the page, taking every click (seen
            // in the shell, not in these screens): the phone starts the app at its own width instead.
            await page.reload();
            await expect(page.getByRole('banner')).toBeVisible();
            const backdrop = page.locator('.RaSidebar-modal .MuiBackdrop-root');
            if (await backdrop.isVisible()) await backdrop.click({ position: { x: 350, y: 400 } });
        }

        await navigate(page, '/conta-universal', 'Conta universal');
        await expect(figure(page, 'Saldo universal')).toHaveText(formatBRL(total));
        await expect(figure(page, 'Saldo no fim')).toHaveText(formatBRL(total));
        await fitsWidth(page);
        expect(await seriousFindings(page), `/conta-universal ${width}`).toEqual([]);

        await navigate(page, '/contas-graficas', 'Contas gráficas');
        const fees = page.getByRole('link', { name: 'Abrir Rendas de tarifas bancárias' });
        await expect(fees).toBeVisible();
        await fitsWidth(page);
        expect(await seriousFindings(page), `/contas-graficas ${width}`).toEqual([]);
        await fees.click();
        await expect(page.getByRole('heading', { name: 'Rendas de tarifas bancárias' })).toBeVisible();
        await expect(figure(page, 'Saldo no fim')).toHaveText(/^R\$/);
        await fitsWidth(page);
        expect(await seriousFindings(page), `/detalhe-conta-grafica ${width}`).toEqual([]);

        await navigate(page, '/conta-transitoria', 'Conta transitória');
        const credit = page.getByRole('button', { name: /^Creditar / }).first();
        await expect(credit).toBeVisible();
        await fitsWidth(page);
        expect(await seriousFindings(page), `/conta-transitoria ${width}`).toEqual([]);

        await navigate(page, '/listagem/depositos/tudo', 'Listagem de movimentações');
        await expect(figure(page, 'Total no período')).toHaveText(
            formatBRL(deposits.reduce((sum, t) => sum + t.amount, 0)),
        );
        await fitsWidth(page);
        expect(await seriousFindings(page), `/listagem ${width}`).toEqual([]);

        await navigate(page, '/detalhamento/saque', 'Detalhamento de movimentações');
        await expect(page.getByRole('tab', { name: 'Tudo', selected: true })).toBeVisible();
        await expect(page.getByText('Saque').first()).toBeVisible();
        await fitsWidth(page);
        expect(await seriousFindings(page), `/detalhamento ${width}`).toEqual([]);
    }

    // A held Pix for an account that is active again is credited: the transient account holds less.
    await page.setViewportSize({ width: 1366, height: 900 });
    await navigate(page, '/conta-transitoria', 'Conta transitória');
    const held = figure(page, 'Saldo retido');
    const before = await held.textContent();
    const rows = page.getByRole('row').filter({ hasText: 'Conta agora: Ativo' });
    await rows
        .first()
        .getByRole('button', { name: /^Creditar / })
        .click();
    await page
        .getByRole('dialog', { name: 'Creditar o Pix ao titular' })
        .getByRole('button', { name: 'Creditar' })
        .click();
    await expect(page.getByText(/^Pix creditado na conta de /)).toBeVisible();
    await expect(held).not.toHaveText(before ?? '');
});
