import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/sandbox/seed/users';
import { signIn } from './helpers';

const gestor = DEMO_USERS.find((u) => u.key === 'gestor');
if (!gestor) throw new Error('gestor ausente');

const TAKEOVER =
    'Você já está logado em outro computador ou navegador. Clique em "Usar aqui" para iniciar sua sessão.';
const DISPLACED = 'Você logou em outro dispositivo e sua sessão foi encerrada. Efetue o login novamente.';

// The sandbox bank lives in the browser profile's storage, so "another browser" is a second tab of the same
// profile: its own session (sessionStorage), the same bank (IndexedDB).
test('take-over with "Usar aqui": the displaced tab sees the A1003 dialog exactly once', async ({
    context,
}) => {
    const first = await context.newPage();
    await signIn(first, gestor, DEMO_PASSWORD);
    await first.goto('/tipos-contas');
    await expect(first.getByRole('row', { name: /Conta Comum/ })).toBeVisible();

    const second = await context.newPage();
    await second.goto('/login');
    await second.getByLabel('CPF').fill(gestor.username);
    await second.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
    await second.getByRole('button', { name: 'Entrar' }).click();
    const dialog = second.getByRole('dialog');
    await expect(dialog).toContainText(TAKEOVER);
    await dialog.getByRole('button', { name: 'Usar aqui' }).click();
    await expect(second).toHaveURL((url) => url.pathname === '/' || url.pathname === '/tipos-contas');
    await second.goto('/tipos-contas');
    await expect(second.getByRole('row', { name: /Conta Comum/ })).toBeVisible();

    // The first tab's next call meets the displaced session (many at once: src/authProvider/session.test.tsx).
    await first.bringToFront();
    await first.getByRole('button', { name: 'Atualizar' }).click();
    await expect(first.getByRole('dialog')).toContainText(DISPLACED);
    await first.waitForTimeout(1000);
    await expect(first.getByRole('dialog')).toHaveCount(1);
    await first.getByRole('button', { name: 'Fazer login' }).click();
    await expect(first.getByRole('button', { name: 'Entrar' })).toBeVisible();

    // The second tab kept its session.
    await second.reload();
    await expect(second.getByRole('row', { name: /Conta Comum/ })).toBeVisible();
});

test('logout ends the session and shows the login page; the protected page needs a new login', async ({
    page,
}) => {
    await signIn(page, gestor, DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Perfil' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await page.goto('/tipos-contas');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('session.accessToken'))).toBeNull();
});

test('bad input on the login form gets pt-BR messages and keeps what was typed', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('CPF').fill('111.111.111-11');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Informe um CPF válido.')).toBeVisible();
    await expect(page.getByText('Campo obrigatório.')).toBeVisible();
    await expect(page.getByLabel('CPF')).toHaveValue('111.111.111-11');
});
