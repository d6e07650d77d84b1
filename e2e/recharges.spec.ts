import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_TRANSACTION_PASSWORD } from '../src/sandbox/seed/users';
import { seriousFindings } from './axe';
import { demoUser, navigate, signIn, signOut } from './helpers';

// Three sign-ins and three axe scans: an upper bound for a busy 2-core machine, not a wait.
test.describe.configure({ timeout: 240_000 });

const REASON = 'Bonificação da campanha de aniversário';

/** No serious or critical axe finding on the screen once it has loaded. */
const scan = async (page: Page, what: string) => {
    await expect(page.locator('.app-loader')).toHaveCount(0);
    expect(await seriousFindings(page), what).toEqual([]);
};

test('a manual recharge on the approval brand is approved by another person and reaches the statement; the holder recharges a phone', async ({
    page,
}) => {
    // Coopera Digital holds manual recharges for approval.
    await page.goto('/login');
    await page.getByLabel('Marca (demonstração)').click();
    await page.getByRole('option', { name: 'Coopera Digital' }).click();

    // Back Office asks for it.
    await signIn(page, demoUser('backoffice'), DEMO_PASSWORD);
    await navigate(page, '/carga-manual', 'Carga manual');
    await page.getByLabel('CPF, CNPJ, agência e conta ou nome').fill('Maria Helena Souza');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page
        .getByRole('list', { name: 'Contas encontradas' })
        .getByRole('button')
        .filter({ hasText: 'Conta Comum' })
        .click();
    await scan(page, '/carga-manual');
    await page.getByRole('textbox', { name: 'Valor' }).pressSequentially('15000');
    await page.getByRole('textbox', { name: 'Motivo' }).fill(REASON);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('form', { name: 'Confira a carga manual' })).toContainText('R$ 150,00');
    await page.getByLabel('Senha de transação', { exact: true }).fill(DEMO_TRANSACTION_PASSWORD);
    await page.getByRole('button', { name: 'Confirmar carga' }).click();
    await expect(page.getByRole('status')).toContainText('enviada para aprovação');
    const list = page.getByRole('table', { name: 'Cargas manuais feitas pela instituição' });
    await expect(list.getByRole('row').filter({ hasText: REASON })).toContainText('Aguardando aprovação');
    await signOut(page);

    // The Controller approves it.
    await signIn(page, demoUser('controller'), DEMO_PASSWORD);
    await navigate(page, '/manual-recharge-approve', 'Aprovação de cargas manuais');
    await page
        .getByRole('list', { name: 'Cargas manuais aguardando aprovação' })
        .getByRole('button', { name: /R\$\s150,00 · Maria Helena Souza/ })
        .click();
    const drawer = page.getByRole('region', { name: /Carga manual de R\$/ });
    await expect(drawer).toContainText(REASON);
    await drawer.getByRole('button', { name: 'Aprovar' }).click();
    await page
        .getByRole('dialog', { name: 'Aprovar esta carga manual?' })
        .getByRole('button', { name: 'Aprovar' })
        .click();
    await expect(page.getByText('Carga aprovada: o valor foi creditado na conta do titular.')).toBeVisible();
    await signOut(page);

    // The holder sees it on the statement, then recharges a phone.
    await signIn(page, demoUser('titular_pf'), DEMO_PASSWORD);
    await navigate(page, '/extrato-conta', 'Extrato da conta');
    await expect(page.getByText(`Carga manual - ${REASON}`)).toBeVisible();

    await navigate(page, '/cellphone-recharge', 'Recarga de celular');
    await page.getByRole('combobox', { name: 'Operadora' }).click();
    await page.getByRole('option', { name: 'Vivo' }).click();
    await page.getByRole('textbox', { name: 'Celular com DDD' }).fill('21998765432');
    await page.getByRole('button', { name: 'R$ 20,00' }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('form', { name: 'Confira a recarga' })).toContainText('(21) 99876-5432');
    await scan(page, 'confirmação da recarga');
    await page.getByLabel('Senha de transação', { exact: true }).fill(DEMO_TRANSACTION_PASSWORD);
    await page.getByRole('button', { name: 'Confirmar recarga' }).click();
    await expect(page.getByRole('heading', { name: 'Comprovante de recarga de celular' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('Recarga confirmada pela operadora.');
    await scan(page, 'comprovante da recarga');
    await expect(page.getByRole('table', { name: 'Recargas de celular' })).toContainText('Pago');
});
