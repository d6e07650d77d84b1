import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../src/sandbox/seed/users';
import { seriousFindings } from './axe';
import { demoUser, navigate, signIn } from './helpers';

test.describe.configure({ timeout: 180_000 });

const pdfBytes = async (download: Promise<import('@playwright/test').Download>) => {
    const file = await download;
    const bytes = await readFile(await file.path());
    return {
        name: file.suggestedFilename(),
        head: bytes.subarray(0, 5).toString('latin1'),
        size: bytes.length,
    };
};

test('a holder filters the statement, opens a movement, downloads its receipt and the period’s PDF; screens pass axe and fit 360 px', async ({
    page,
}) => {
    await signIn(page, demoUser('titular_pf'), DEMO_PASSWORD);
    await navigate(page, '/m-extrato-conta?periodo=90', 'Extrato da minha conta');
    const lines = page.getByRole('table', { name: 'Lançamentos do extrato' });
    await expect(lines).toBeVisible();
    expect(await seriousFindings(page), '/m-extrato-conta').toEqual([]);

    // Only what left the account, of kind "Pagamento".
    await page.getByRole('combobox', { name: 'Movimento' }).selectOption('out');
    await page.getByRole('button', { name: 'Pagamento', exact: true }).click();
    await expect(page).toHaveURL(/direcao=out/);
    await expect(page).toHaveURL(/tipo=payment/);
    await expect(page.getByText('Saídas no período')).toBeVisible();
    const kinds = lines.locator('tbody tr td:nth-child(3)');
    // The page of the new filter (the previous one stays, marked busy, until it arrives).
    await expect(lines).toHaveAttribute('aria-busy', 'false');
    await expect(kinds.first()).toHaveText('Pagamento');
    await expect(kinds.filter({ hasNotText: /^Pagamento$/ })).toHaveCount(0);

    // The period's PDF.
    const periodPdf = pdfBytes(page.waitForEvent('download'));
    await page.getByRole('button', { name: 'Exportar PDF' }).click();
    const report = await periodPdf;
    expect(report.name).toMatch(/^extrato-\d+-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(report.head).toBe('%PDF-');

    // A movement, its detail and its receipt.
    const first = lines.getByRole('link', { name: /^Ver detalhe de / }).first();
    const description = (await first.textContent()) ?? '';
    await first.click();
    await expect(page.getByRole('navigation', { name: 'Você está em' })).toContainText(
        'Detalhe do lançamento',
    );
    await expect(page.getByText(description).first()).toBeVisible();
    await expect(page.getByText('Autenticação')).toBeVisible();
    expect(await seriousFindings(page), '/extract-detail').toEqual([]);
    const receipt = await (async () => {
        const download = pdfBytes(page.waitForEvent('download'));
        await page.getByRole('button', { name: 'Baixar comprovante (PDF)' }).click();
        return download;
    })();
    expect(receipt.name).toMatch(/^comprovante-lancamento-\d+\.pdf$/);
    expect(receipt.head).toBe('%PDF-');

    await navigate(page, '/future-release', 'Lançamentos futuros');
    await expect(page.getByText('Saldo após os lançamentos')).toBeVisible();
    expect(await seriousFindings(page), '/future-release').toEqual([]);
    await navigate(page, '/s-extrato-conta', 'Extrato da subconta');
    await expect(page.getByText('Saldo no fim do período')).toBeVisible();
    expect(await seriousFindings(page), '/s-extrato-conta').toEqual([]);

    // On a phone: the lines become a list, nothing scrolls sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    await navigate(page, '/m-extrato-conta?periodo=30', 'Extrato da minha conta');
    await expect(page.getByRole('list', { name: 'Lançamentos do extrato' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousFindings(page), '/m-extrato-conta 360 px').toEqual([]);
});
