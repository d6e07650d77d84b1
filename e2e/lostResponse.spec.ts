import { expect, type Page, test } from '@playwright/test';
import { buildBankBoleto } from '../src/domain/boleto';
import { toDateOnlyBrasilia } from '../src/domain/dates';
import { DEMO_PASSWORD, DEMO_TRANSACTION_PASSWORD } from '../src/sandbox/seed/users';
import { demoUser, signIn } from './helpers';

interface Loss {
    /** The POST whose answers are lost, e.g. '/v1/payment/bill'. */
    path: string;
    /** How many of its answers are lost (the bank still does the call). */
    times: number;
    /** The attempt after the lost ones waits until the test lets it go. */
    hold: boolean;
}

/**
 * Before the app loads: the first `times` POSTs to `path` reach the bank and are awaited, then the browser
 * "never sees the answer" (TypeError: Failed to fetch). The Idempotency-Keys sent are kept on window.
 */
const loseAnswers = (page: Page, loss: Loss) =>
    page.addInitScript(({ path, times, hold }: Loss) => {
        const real = window.fetch.bind(window);
        let release = () => {};
        const held = new Promise<void>((resolve) => {
            release = resolve;
        });
        const seen: (string | null)[] = [];
        Object.assign(window, { lostAnswers: { keys: seen, release } });
        window.fetch = async (input, init) => {
            const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
            if (init?.method !== 'POST' || !new URL(url, location.href).pathname.endsWith(path))
                return real(input, init);
            seen.push(new Headers(init.headers).get('Idempotency-Key'));
            if (seen.length <= times) {
                await real(input, init);
                throw new TypeError('Failed to fetch');
            }
            if (hold && seen.length === times + 1) await held;
            return real(input, init);
        };
    }, loss);

const sentKeys = (page: Page) =>
    page.evaluate(() => (window as unknown as { lostAnswers: { keys: string[] } }).lostAnswers.keys);
const releaseCheck = (page: Page) =>
    page.evaluate(() =>
        (window as unknown as { lostAnswers: { release: () => void } }).lostAnswers.release(),
    );

/** A GET of the bank's API with the session's token: what the statement and balance really say. */
const api = async <T>(page: Page, path: string) => {
    // Until the page's sandbox has started (main.tsx marks it), the service worker lets calls through to the
    // web server: the app holds its own calls until then, and so does this one.
    await page.waitForFunction(() => performance.getEntriesByName('sandbox-ready').length > 0);
    return page.evaluate(async (p) => {
        const answer = await fetch(`/sandbox-api/v1/${p}`, {
            headers: {
                Accept: 'application/json',
                Authorization: `Bearer ${sessionStorage.getItem('session.accessToken')}`,
                'X-Brand': 'bancodigital',
            },
        });
        const text = await answer.text();
        if (!answer.ok || !text) throw new Error(`${p}: HTTP ${answer.status} ${text.slice(0, 200)}`);
        return JSON.parse(text);
    }, path) as Promise<T>;
};

interface AccountRow {
    id: number;
    number: string;
    digit: string;
    status: string;
    balance: number;
}

const richestAccount = async (page: Page) => {
    const personId = await page.evaluate(
        () => JSON.parse(sessionStorage.getItem('session.user') ?? '{}').person_id as number,
    );
    const { data } = await api<{ data: AccountRow[] }>(page, `access/persons/${personId}/accounts`);
    return data.filter((a) => a.status === 'active').sort((a, b) => b.balance - a.balance)[0];
};

const balanceOf = async (page: Page, id: number) =>
    (await api<{ data: { balance: number } }>(page, `payment/transaction/balance?account=${id}`)).data
        .balance;

/** Today's statement rows of the account that took exactly `amount` out. */
const debitsOf = async (page: Page, id: number, amount: number) => {
    const today = toDateOnlyBrasilia();
    const { data } = await api<{ data: { amount: number }[] }>(
        page,
        `payment/transaction/statement?account=${id}&filter[from]=${today}&filter[to]=${today}&per_page=100`,
    );
    return data.filter((row) => row.amount === -amount).length;
};

test('a boleto paid by the bank whose answer never arrived: the user retries, one debit, one receipt', async ({
    page,
}) => {
    test.setTimeout(120_000);
    const amount = 12_345;
    const line = buildBankBoleto({
        bankCode: '341',
        amountCents: amount,
        dueDate: toDateOnlyBrasilia(new Date(Date.now() + 10 * 86_400_000)),
        freeField: '2468013579246801357924680',
    }).line;
    // The answer of the payment and of the automatic check are both lost: the user has to retry.
    await loseAnswers(page, { path: '/v1/payment/bill', times: 2, hold: false });
    await signIn(page, demoUser('titular_pf'), DEMO_PASSWORD);
    const account = await richestAccount(page);
    const before = await balanceOf(page, account.id);

    await page.goto('/liquidacaoboleto');
    await page.getByLabel('Linha digitável ou código de barras').fill(line);
    await page.getByRole('combobox', { name: 'Conta a debitar' }).click();
    await page.getByRole('option', { name: new RegExp(`${account.number}-${account.digit}`) }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByLabel('Senha de transação', { exact: true }).fill(DEMO_TRANSACTION_PASSWORD);
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();

    await expect(page.getByText(/Não foi possível confirmar com o banco/)).toBeVisible();
    await expect(page.getByText(/network/i)).toHaveCount(0);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('heading', { name: 'Pagamento realizado' })).toHaveCount(1);

    const keys = await sentKeys(page);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(await balanceOf(page, account.id)).toBe(before - amount);
    expect(await debitsOf(page, account.id, amount)).toBe(1);
    const paid = await api<{ data: unknown[] }>(page, `payment/bill?filter[line]=${line}`);
    expect(paid.data).toHaveLength(1);
});

test('a Pix sent by the bank whose answer never arrived: the portal checks, one debit, one receipt', async ({
    page,
}) => {
    test.setTimeout(120_000);
    const amount = 777;
    await loseAnswers(page, { path: '/v1/pix/debit/transaction', times: 1, hold: true });
    await signIn(page, demoUser('titular_pf'), DEMO_PASSWORD);
    const account = await richestAccount(page);
    const before = await balanceOf(page, account.id);

    await page.goto(`/pix-bank-data?conta=${account.id}`);
    const picker = page.getByRole('combobox', { name: 'Instituição' });
    await picker.fill('341');
    await page
        .getByRole('option', { name: /^341 · .*ITA/i })
        .first()
        .click();
    await page.getByLabel('Agência').fill('0912');
    await page.getByLabel('Conta', { exact: true }).fill('4567801');
    await page.getByLabel('Dígito').fill('3');
    await page.getByRole('combobox', { name: 'Tipo de conta' }).click();
    await page.getByRole('option', { name: 'Conta corrente' }).click();
    await page.getByLabel('CPF ou CNPJ do recebedor').fill('52998224725');
    await page.getByLabel('Nome do recebedor').fill('Maria da Silva');
    await page.getByRole('textbox', { name: 'Valor' }).pressSequentially(String(amount));
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByLabel('Senha de transação', { exact: true }).fill(DEMO_TRANSACTION_PASSWORD);
    await page.getByRole('button', { name: 'Confirmar Pix' }).click();

    await expect(page.getByText('Verificando com o banco se a operação foi concluída…')).toBeVisible();
    await expect(page.getByText(/network/i)).toHaveCount(0);
    await releaseCheck(page);
    await expect(page.getByRole('heading', { name: 'Comprovante do Pix' })).toHaveCount(1);

    const keys = await sentKeys(page);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await balanceOf(page, account.id)).toBe(before - amount);
    expect(await debitsOf(page, account.id, amount)).toBe(1);
});
