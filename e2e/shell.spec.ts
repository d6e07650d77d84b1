import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/sandbox/seed/users';
import { signIn, signOut } from './helpers';

const backoffice = DEMO_USERS.find((u) => u.key === 'backoffice');
if (!backoffice) throw new Error('backoffice ausente');

test('the shell: gated menu with filter, breadcrumbs, starred pages, hidden balances', async ({ page }) => {
    await signIn(page, backoffice, DEMO_PASSWORD);
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(menu.getByText('Aprovações', { exact: true })).toBeVisible();
    await expect(menu.getByText('Administrativo')).toHaveCount(0);

    await page.getByRole('textbox', { name: 'Filtrar menu' }).fill('chaves');
    await expect(menu.getByText('Área Pix')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Filtrar menu' }).fill('pix');
    await menu.getByRole('link', { name: 'Área Pix' }).click();
    // One active account: "Área Pix" goes straight to the Pix home.
    await expect(page.getByRole('region', { name: 'Conta do Pix' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Você está em' })).toContainText('Início');

    await page.getByRole('button', { name: 'Adicionar às favoritas' }).click();
    await page.getByRole('button', { name: 'Páginas favoritas' }).click();
    await page
        .getByRole('menuitem', { name: /Área Pix|Pix/ })
        .first()
        .click();
    await expect(page.getByRole('button', { name: 'Remover das favoritas' })).toBeVisible();

    await page.goto('/minha-conta');
    await expect(page.getByText(/R\$\s\d/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Ocultar saldos' }).click();
    await expect(page.getByText('R$ ••••••').first()).toBeVisible();
});

test('a brand chosen on the login page speaks its own terms: LojaCred says Loja and Ponto de venda', async ({
    page,
}) => {
    const filter = page.getByRole('textbox', { name: 'Filtrar menu' });
    const typeRow = (name: string) => page.getByRole('row', { name: new RegExp(`^${name}`) });
    // The default brand first: banks and agencies.
    await signIn(page, backoffice, DEMO_PASSWORD);
    await page.goto('/tipos-contas');
    await expect(typeRow('Conta Agência')).toContainText('Agência');
    await expect(typeRow('Conta Banco')).toContainText('Banco');
    await signOut(page);

    await page.getByLabel('Marca (demonstração)').click();
    await page.getByRole('option', { name: 'LojaCred' }).click();
    await expect(page.getByRole('heading', { name: 'LojaCred' })).toBeVisible();
    await signIn(page, backoffice, DEMO_PASSWORD);
    // The menu: the hierarchy group and its entries (the home page's shortcuts may name them too).
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await filter.fill('lojas');
    await expect(menu.getByRole('link', { name: 'Lojas', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Comparativo de lojas' })).toBeVisible();
    await filter.fill('bancos');
    await expect(menu.getByRole('link', { name: 'Bancos' })).toHaveCount(0);
    // The account-type labels.
    await page.goto('/tipos-contas');
    await expect(typeRow('Conta Agência')).toContainText('Ponto de venda');
    await expect(typeRow('Conta Banco')).toContainText('Loja');
    // A renamed route's title, in the breadcrumbs and the page.
    await page.goto('/comparativo-bancos');
    await expect(
        page.getByRole('navigation', { name: 'Você está em' }).locator('[aria-current="page"]'),
    ).toHaveText('Comparativo de lojas');
});
