import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/sandbox/seed/users';
import { signIn } from './helpers';

const controller = DEMO_USERS.find((u) => u.key === 'controller');

test('a Controller signs in with the SMS step and edits an account type; a reload keeps it', async ({
    page,
}) => {
    if (!controller) throw new Error('controller ausente');
    await signIn(page, controller, DEMO_PASSWORD);
    await page.goto('/tipos-contas');
    await page.getByRole('cell', { name: 'Conta Cashback', exact: true }).click();
    const name = page.getByRole('textbox', { name: 'Nome' });
    await expect(name).toHaveValue('Conta Cashback');
    await name.fill('Conta Cashback Premium');
    const fee = page.getByRole('textbox', { name: 'Tarifa mensal' });
    await fee.fill('');
    await fee.pressSequentially('2590');
    await expect(fee).toHaveValue('25,90');
    await page.getByRole('button', { name: 'Salvar' }).click();
    const row = page.getByRole('row', { name: /Conta Cashback Premium/ });
    await expect(row).toContainText('R$ 25,90');
    await page.reload();
    await expect(page.getByRole('row', { name: /Conta Cashback Premium/ })).toContainText('R$ 25,90');

    // "Redefinir dados de demonstração" brings the seed back.
    await page.getByRole('button', { name: 'Perfil' }).click();
    await page.getByRole('menuitem', { name: 'Redefinir dados de demonstração' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Redefinir' }).click();
    await expect(page.getByText('Dados de demonstração redefinidos.')).toBeVisible();
    await expect(page.getByRole('row', { name: /Conta Cashback / })).toContainText('Isento');
    await expect(page.getByRole('row', { name: /Conta Cashback Premium/ })).toHaveCount(0);
});
