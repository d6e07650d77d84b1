import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/sandbox/seed/users';
import { seriousFindings } from './axe';
import { signIn } from './helpers';

const backoffice = DEMO_USERS.find((u) => u.key === 'backoffice');
if (!backoffice) throw new Error('backoffice ausente');

/** The bank's Pix staff screens, and a text each shows once its data is on screen. */
const SCREENS = [
    ['/pix-double-approve', 'Transferências Pix aguardando aprovação'],
    ['/selecionar-org-pix', 'Usar esta organização'],
    ['/pix-indireto', 'Saldo na conta de liquidação'],
    ['/apix', 'Webhook de cobranças'],
    ['/pix-input-dash', 'Recebido no período'],
    ['/pix-output-dash', 'Taxa de falha'],
] as const;

/** The page itself never scrolls sideways: wide tables scroll inside their own region. */
const pageOverflow = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the Pix staff screens are accessible and usable at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, backoffice, DEMO_PASSWORD);
    for (const [path, ready] of SCREENS) {
        await page.goto(path);
        await expect(page.getByText(ready).first()).toBeVisible();
        expect(await pageOverflow(page), path).toBeLessThanOrEqual(0);
        expect(await seriousFindings(page), path).toEqual([]);
    }
});

test('a new API secret is shown once in the browser too', async ({ page }) => {
    await signIn(page, backoffice, DEMO_PASSWORD);
    await page.goto('/apix');
    await page.getByRole('button', { name: 'Gerar novo segredo' }).click();
    await page
        .getByRole('dialog', { name: 'Gerar um novo segredo?' })
        .getByRole('button', { name: 'Gerar novo segredo' })
        .click();
    const secret = await page.getByLabel('Novo client secret').inputValue();
    expect(secret).toMatch(/^[A-Za-z0-9]{48}$/);
    expect(await seriousFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'Já copiei, fechar' }).click();
    await page.reload();
    await expect(page.getByText(`••••••••••••${secret.slice(-4)}`)).toBeVisible();
    expect(await page.content()).not.toContain(secret);
});
