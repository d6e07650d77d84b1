import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_TRANSACTION_PASSWORD } from '../src/sandbox/seed/users';
import { bankCollection, demoUser, signIn, signOut } from './helpers';

const user = demoUser;

const books = bankCollection;
type Account = { id: number; person_id: number; balance: number };
type Key = {
    key: string;
    type: string;
    account_id: number | null;
    external: { name: string; reject_code: string | null } | null;
};

/** react-admin's store lives in sessionStorage under this key (src/authProvider/sessionStore.ts). */
const STORE_KEY = 'session.appState';

const balanceOf = async (page: Page, id: number) =>
    (await books<Account>(page, 'accounts')).find((a) => a.id === id)?.balance;

/** Picks the first account on the Pix account picker; answers its id. */
const openPix = async (page: Page) => {
    await page.goto('/pix-select-account');
    await page
        .getByRole('button', { name: /^Usar a conta/ })
        .first()
        .click();
    await expect(page).toHaveURL(/\/pix-home/);
    return page.evaluate((key) => {
        const store = JSON.parse(sessionStorage.getItem(key) ?? '{}') as Record<string, unknown>;
        return Number(store['pix.accountId']);
    }, STORE_KEY);
};

test('a holder registers a key, sends a Pix by key, and a QR Code she generates is paid back by copia e cola', async ({
    page,
}) => {
    test.setTimeout(180_000);
    const pf = user('titular_pf');
    await signIn(page, pf, DEMO_PASSWORD);
    const accountId = await openPix(page);
    expect(accountId).toBeGreaterThan(0);

    // 1. Registers an e-mail key.
    await page.goto('/pix-keys');
    await page.getByRole('button', { name: 'Cadastrar chave' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'E-mail' }).check();
    await dialog.getByLabel('Celular ou e-mail').fill('maria.helena.pix@exemplo.com.br');
    await dialog.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page.getByRole('list', { name: 'Chaves Pix' })).toContainText(
        'maria.helena.pix@exemplo.com.br',
    );

    // 2. Sends R$ 123,45 by key to another bank's customer: the recipient shows before the amount.
    const recipient = (await books<Key>(page, 'pixKeys')).find(
        (k) => k.type === 'EMAIL' && k.external && !k.external.reject_code,
    );
    if (!recipient?.external) throw new Error('nenhuma chave de outro banco no dicionário');
    const before = (await balanceOf(page, accountId)) as number;
    await page.goto('/pix-key-manual');
    await page.getByRole('textbox', { name: 'Chave Pix' }).fill(recipient.key);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByText(recipient.external.name).first()).toBeVisible();
    const value = page.getByRole('textbox', { name: 'Valor' });
    await value.pressSequentially('12345');
    await expect(value).toHaveValue('123,45');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByLabel('Senha de transação', { exact: true }).fill(DEMO_TRANSACTION_PASSWORD);
    await page.getByRole('button', { name: 'Confirmar Pix' }).click();
    await expect(page.getByText('Pix realizado').first()).toBeVisible({ timeout: 20_000 });
    expect(await balanceOf(page, accountId)).toBe(before - 12_345);
    await page.goto('/pix-extract');
    await expect(page.getByText(recipient.external.name).first()).toBeVisible();

    // 3. Generates a QR Code of R$ 50,00 on the new key.
    await page.goto('/pix-receive');
    await page.getByRole('combobox', { name: 'Chave que vai receber' }).click();
    await page.getByRole('option', { name: /maria\.helena\.pix@exemplo\.com\.br/ }).click();
    await page.getByRole('textbox', { name: 'Valor (opcional)' }).pressSequentially('5000');
    await page.getByRole('button', { name: 'Gerar QR Code' }).click();
    await expect(page.getByRole('img', { name: 'QR Code Pix' })).toBeVisible();
    const payload = await page.getByLabel('Pix copia e cola').inputValue();
    expect(payload).toMatch(/^000201.*6304[0-9A-F]{4}$/);
    const received = (await balanceOf(page, accountId)) as number;
    await signOut(page);

    // 4. The company holder pays it through copia e cola; the money lands in her account.
    await signIn(page, user('titular_pj'), DEMO_PASSWORD);
    await openPix(page);
    await page.goto('/pix-qrcode');
    await page.getByLabel('Código Pix copia e cola').fill(payload);
    await expect(page.getByText(/Maria Helena Souza/i).first()).toBeVisible();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByLabel('Senha de transação', { exact: true }).fill(DEMO_TRANSACTION_PASSWORD);
    await page.getByRole('button', { name: 'Confirmar Pix' }).click();
    await expect(page.getByText('Pix realizado').first()).toBeVisible({ timeout: 20_000 });
    expect(await balanceOf(page, accountId)).toBe(received + 5_000);
});
