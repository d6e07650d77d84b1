import { expect, test } from '@playwright/test';
import { buildBankBoleto } from '../src/domain/boleto';
import { toDateOnlyBrasilia } from '../src/domain/dates';
import { DEMO_PASSWORD, DEMO_TRANSACTION_PASSWORD } from '../src/sandbox/seed/users';
import { bankCollection, demoUser, signIn } from './helpers';

const FULL = 'e2e.storageFull';
const UNAVAILABLE = 'Operação indisponível no momento, por favor tente novamente mais tarde.';

/** While the flag is set, every IndexedDB write fails as it does in a browser out of quota. */
const quotaWhenFlagged = (flag: string) => {
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<typeof put>) {
        if (sessionStorage.getItem(flag))
            throw new DOMException('A cota foi excedida.', 'QuotaExceededError');
        return put.apply(this, args);
    };
};

type Row = { id: number; account_id: number; person_id: number; balance: number; line: string };

test('with the browser storage full, a boleto payment shows an error and nothing of it is kept', async ({
    page,
}) => {
    await page.addInitScript(quotaWhenFlagged, FULL);
    const line = buildBankBoleto({
        bankCode: '341',
        amountCents: 12_345,
        dueDate: toDateOnlyBrasilia(new Date(Date.now() + 10 * 86_400_000)),
        freeField: '9876543210987654321098765',
    }).line;

    const pf = demoUser('titular_pf');
    await signIn(page, pf, DEMO_PASSWORD);
    const users = await bankCollection<{ username: string; person_id: number }>(page, 'users');
    const person = users.find((u) => u.username === pf.username)?.person_id;
    /** The holder's balances and statement rows, and the payments of this line, as the browser keeps them. */
    const books = async () => {
        const accounts = (await bankCollection<Row>(page, 'accounts')).filter((a) => a.person_id === person);
        const ids = new Set(accounts.map((a) => a.id));
        return {
            balances: accounts.map((a) => [a.id, a.balance]),
            statement: (await bankCollection<Row>(page, 'transactions')).filter((t) => ids.has(t.account_id)),
            payments: (await bankCollection<Row>(page, 'billPayments')).filter((p) => p.line === line),
        };
    };
    await page.goto('/liquidacaoboleto');
    await page.getByLabel('Linha digitável ou código de barras').fill(line);
    await page.getByRole('combobox', { name: 'Conta a debitar' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByLabel('Senha de transação', { exact: true }).fill(DEMO_TRANSACTION_PASSWORD);
    const before = await books();
    expect(before.payments).toEqual([]);

    await page.evaluate((flag) => sessionStorage.setItem(flag, '1'), FULL);
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await expect(page.getByText(UNAVAILABLE)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pagamento realizado' })).toHaveCount(0);

    // Room again, and a reload: the bank is as it was before the payment.
    await page.evaluate((flag) => sessionStorage.removeItem(flag), FULL);
    await page.reload();
    await expect(page.getByLabel('Linha digitável ou código de barras')).toBeVisible();
    expect(await books()).toEqual(before);
});
