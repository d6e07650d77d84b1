import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_TRANSACTION_PASSWORD } from '../src/sandbox/seed/users';
import { bankCollection, demoUser, signIn, signOut } from './helpers';

const user = demoUser;

interface StoredAccount {
    id: number;
    person_id: number;
    balance: number;
    status: string;
    kind: string;
}

/** The sandbox bank's books, as the browser keeps them: what the balances really are. */
const accounts = (page: Page) => bankCollection<StoredAccount>(page, 'accounts');
const invoices = (page: Page) =>
    bankCollection<{
        id: number;
        line: string;
        status: string;
        account_id: number;
        paid_amount: number | null;
    }>(page, 'invoices');

const PAYER = 'Padaria Pão Quente Ltda';
const AMOUNT = 150_000;

test('a holder registers a payer and issues a boleto; another pays it, the bank approves, money moves both ways', async ({
    page,
}) => {
    test.setTimeout(180_000);

    // 1. The company holder registers a payer (CEP lookup fills the address).
    await signIn(page, user('titular_pj'), DEMO_PASSWORD);
    await page.goto('/criar-sacado');
    await page.getByLabel('CPF ou CNPJ').fill('11.222.333/0001-81');
    await page.getByLabel('Nome ou razão social').fill(PAYER);
    await page.getByLabel('CEP').fill('01310100');
    await expect(page.getByLabel('Logradouro')).toHaveValue('Avenida Paulista');
    await page.getByLabel('Número').fill('1000');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText(PAYER)).toBeVisible();

    // 2. Issues a boleto to that payer: line, barcode and PDF.
    await page.goto('/emitir-boleto');
    // Two accounts: the holder picks the one that receives.
    await page.getByRole('combobox', { name: 'Conta que recebe' }).click();
    await page.getByRole('option').filter({ hasText: /\d/ }).first().click();
    const payer = page.getByRole('combobox', { name: 'Pagador (sacado)' });
    await payer.fill('Padaria');
    await page.getByRole('option', { name: new RegExp(PAYER) }).click();
    const amount = page.getByRole('textbox', { name: 'Valor total' });
    await amount.pressSequentially(String(AMOUNT));
    await expect(amount).toHaveValue('1.500,00');
    const due = new Date(Date.now() + 10 * 86_400_000);
    const dd = String(due.getDate()).padStart(2, '0');
    const mm = String(due.getMonth() + 1).padStart(2, '0');
    await page.getByRole('group', { name: 'Vencimento', exact: true }).click();
    await page.keyboard.type(`${dd}${mm}${due.getFullYear()}`);
    await page.getByRole('button', { name: 'Emitir boleto' }).click();
    await expect(page.getByRole('heading', { name: 'Boleto emitido' })).toBeVisible();
    const shownLine =
        (await page.locator('output[aria-label="Linha digitável"]').first().textContent()) ?? '';
    const line = shownLine.replace(/\D/g, '');
    expect(line).toMatch(/^990\d{44}$/);
    await expect(page.getByRole('img', { name: /[Cc]ódigo de barras/ })).toBeVisible();
    const pdf = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar PDF' }).click();
    expect((await pdf).suggestedFilename()).toMatch(/\.pdf$/);

    // 3. It is listed among the issued boletos, open.
    await page.getByRole('link', { name: 'Ver boletos gerados' }).click();
    await expect(page.getByText(PAYER).first()).toBeVisible();
    const issued = (await invoices(page)).find((i) => i.line === line);
    expect(issued?.status).toBe('pending');
    const issuerBefore = (await accounts(page)).find((a) => a.id === issued?.account_id)?.balance ?? 0;
    await signOut(page);

    // 4. The person holder pays it by its line: a bad line is refused first; R$ 1.500,00 waits for approval.
    const pf = user('titular_pf');
    await signIn(page, pf, DEMO_PASSWORD);
    await page.goto('/liquidacaoboleto');
    const lineField = page.getByLabel('Linha digitável ou código de barras');
    const bad = `${line.slice(0, 9)}${(Number(line[9]) + 1) % 10}${line.slice(10)}`;
    await lineField.fill(bad);
    await expect(page.getByText('Código de barras inválido.')).toBeVisible();
    await lineField.fill(line);
    await expect(page.getByText('Código de barras inválido.')).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Conta a debitar' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText(PAYER)).toBeVisible();
    await page.getByLabel('Senha de transação', { exact: true }).fill(DEMO_TRANSACTION_PASSWORD);
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await expect(page.getByRole('heading', { name: 'Pagamento enviado para aprovação' })).toBeVisible();
    const held = await bankCollection<{ line: string; account_id: number; status: string }>(
        page,
        'billPayments',
    );
    const payment = held.find((p) => p.line === line);
    expect(payment?.status).toBe('pending_approval');
    const payerBefore = (await accounts(page)).find((a) => a.id === payment?.account_id)?.balance ?? 0;
    await signOut(page);

    // 5. Back Office approves it in the queue.
    await signIn(page, user('backoffice'), DEMO_PASSWORD);
    await page.goto('/boleto');
    await page
        .getByRole('button', { name: /R\$ 1\.500,00/ })
        .first()
        .click();
    await page.getByRole('button', { name: 'Aprovar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Aprovar' }).click();
    await expect(page.getByText('Pagamento aprovado e executado.')).toBeVisible();
    await signOut(page);

    // 6. Both balances moved, the boleto is paid, and the payer downloads the receipt from the notice.
    const after = await accounts(page);
    expect(after.find((a) => a.id === payment?.account_id)?.balance).toBe(payerBefore - AMOUNT);
    expect(after.find((a) => a.id === issued?.account_id)?.balance).toBe(issuerBefore + AMOUNT);
    expect((await invoices(page)).find((i) => i.line === line)?.status).toBe('paid');
    await signIn(page, pf, DEMO_PASSWORD);
    await page.goto('/notifications');
    await page.getByText('Pagamento de boleto aprovado').first().click();
    await page.getByRole('link', { name: 'Ver comprovante' }).first().click();
    await expect(page.getByRole('heading', { name: 'Pagamento realizado' })).toBeVisible();
    const receipt = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar comprovante (PDF)' }).click();
    expect((await receipt).suggestedFilename()).toMatch(/^comprovante-boleto-\d+\.pdf$/);
});
