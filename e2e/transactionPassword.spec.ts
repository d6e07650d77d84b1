import { expect, type Page, test } from '@playwright/test';
import { buildBankBoleto } from '../src/domain/boleto';
import { formatCpf } from '../src/domain/cpf';
import { toDateOnlyBrasilia } from '../src/domain/dates';
import { DEMO_PASSWORD } from '../src/sandbox/seed/users';
import { demoUser } from './helpers';

const boleto = (amountCents: number) =>
    buildBankBoleto({
        bankCode: '341',
        amountCents,
        dueDate: toDateOnlyBrasilia(new Date(Date.now() + 5 * 86_400_000)),
        freeField: `${amountCents}`.padStart(25, '7'),
    }).line;

/** A boleto's payment up to its confirmation, from the first account offered. */
const toConfirmation = async (page: Page, line: string) => {
    await page.goto('/liquidacaoboleto');
    await page.getByLabel('Linha digitável ou código de barras').fill(line);
    await page.getByRole('combobox', { name: 'Conta a debitar' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { name: 'Confirme o pagamento' })).toBeVisible();
};

const pinField = (page: Page) => page.getByLabel('Senha de transação', { exact: true });
const confirm = (page: Page) => page.getByRole('button', { name: 'Confirmar pagamento' }).click();
const card = (page: Page) => page.getByRole('region', { name: 'Senha de transação' });

test('the transaction password: created at the first payment, changed, locked by wrong tries, recovered', async ({
    page,
}) => {
    // The holder without a transaction password signs in (and accepts the new terms of use).
    const holder = demoUser('titular_termos');
    await page.goto('/login');
    await page.getByLabel('CPF').fill(formatCpf(holder.username));
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('button', { name: 'Aceitar' }).click();
    await expect(page.getByRole('banner')).toBeVisible({ timeout: 30_000 });

    // 1. The first payment asks to create it, then goes on with it.
    await toConfirmation(page, boleto(1_234));
    await expect(page.getByText('Crie sua senha de transação')).toBeVisible();
    await page.getByLabel('Nova senha de transação', { exact: true }).fill('246813');
    await page.getByLabel('Confirme a senha de transação', { exact: true }).fill('246813');
    await page.getByRole('button', { name: 'Criar senha de transação' }).click();
    await expect(pinField(page)).toHaveValue('246813');
    await confirm(page);
    await expect(page.getByRole('heading', { name: 'Pagamento realizado' })).toBeVisible();

    // 2. Changed in the profile with the current one.
    await page.goto('/perfil');
    await card(page).getByLabel('Senha de transação atual', { exact: true }).fill('246813');
    await card(page).getByLabel('Nova senha de transação', { exact: true }).fill('582064');
    await card(page).getByLabel('Confirme a nova senha de transação', { exact: true }).fill('582064');
    await card(page).getByRole('button', { name: 'Alterar senha de transação' }).click();
    await expect(page.getByText('Senha de transação alterada.')).toBeVisible();

    // 3. Three wrong tries at a payment lock it; the lock links to the recovery.
    await toConfirmation(page, boleto(2_345));
    for (const left of ['Restam 2 tentativas.', 'Resta 1 tentativa.']) {
        await pinField(page).fill('135790');
        await confirm(page);
        await expect(pinField(page)).toHaveAccessibleDescription(`Senha de transação incorreta. ${left}`);
    }
    await pinField(page).fill('246813');
    await confirm(page);
    await expect(page.getByText(/Senha de transação bloqueada até \d{2}:\d{2}/).first()).toBeVisible();
    await page.getByRole('link', { name: 'Recuperar a senha de transação' }).click();

    // 4. Recovered with the code sent by SMS, which unlocks it.
    await expect(card(page).getByText(/^Bloqueada até \d{2}:\d{2}/)).toBeVisible();
    await card(page).getByRole('button', { name: 'Enviar código' }).click();
    const sent = await card(page)
        .getByText(/o código enviado é \d{6}/)
        .textContent();
    await card(page)
        .getByLabel('Código recebido', { exact: true })
        .fill(/(\d{6})\.?$/.exec(sent ?? '')?.[1] ?? '');
    await card(page).getByLabel('Nova senha de transação', { exact: true }).fill('802461');
    await card(page).getByLabel('Confirme a nova senha de transação', { exact: true }).fill('802461');
    await card(page).getByRole('button', { name: 'Redefinir senha de transação' }).click();
    await expect(page.getByText('Senha de transação redefinida e desbloqueada.')).toBeVisible();

    // 5. The payment goes through with the new one.
    await toConfirmation(page, boleto(2_345));
    await pinField(page).fill('802461');
    await confirm(page);
    await expect(page.getByRole('heading', { name: 'Pagamento realizado' })).toBeVisible();
});
