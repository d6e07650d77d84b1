import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_TRANSACTION_PASSWORD } from '../src/sandbox/seed/users';
import { seriousFindings } from './axe';
import { bankCollection, demoUser, navigate, signIn } from './helpers';

type Account = { id: number; balance: number };
type Transfer = { id: number; favored_id: number | null; amount: number; fee: number; status: string };

/** A business day at 10:00 in Brasília: a TED settles at once (bank hours are 06:30–17:00). */
const BANK_HOURS = new Date('2026-12-01T13:00:00Z');

test('a holder registers a payee of another bank, pays it by TED with the transaction password, sees the receipt and the statement', async ({
    page,
}) => {
    test.setTimeout(120_000);
    await page.clock.install({ time: BANK_HOURS });
    const pf = demoUser('titular_pf');
    await signIn(page, pf, DEMO_PASSWORD);

    // 1. Registers the payee: Bradesco, by its code; a CPF typed without its mask.
    await navigate(page, '/favorecidos', 'Favorecidos');
    await page.getByRole('link', { name: 'Cadastrar favorecido' }).first().click();
    await expect(page.getByRole('button', { name: 'Salvar' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Instituição' }).fill('237');
    await page.getByRole('option', { name: /^237 · /i }).click();
    await page
        .getByLabel(/^Agência/)
        .first()
        .fill('4321');
    await page.getByLabel(/^Conta( \*)?$/).fill('7654321');
    await page.getByLabel(/^Dígito( \*)?$/).fill('8');
    await page.getByLabel(/Nome ou razão social/).fill('Cláudia Ferreira Nunes');
    await page.getByLabel(/CPF ou CNPJ/).fill('52998224725');
    expect(await seriousFindings(page), '/cadastro-favorecido').toEqual([]);
    await page.getByRole('button', { name: 'Salvar' }).click();
    const table = page.getByRole('table', { name: 'Favorecidos' });
    await expect(table).toContainText('Cláudia Ferreira Nunes');
    await expect(table).toContainText('***.982.247-**');
    expect(await seriousFindings(page), '/favorecidos').toEqual([]);

    // 2. Pays it from the list: the simulation shows the TED and its fee before the password.
    await page.getByRole('link', { name: 'Pagar Cláudia Ferreira Nunes' }).click();
    const form = page.getByRole('form', { name: 'Dados do pagamento' });
    await expect(form.getByRole('combobox', { name: 'Favorecido' })).toHaveValue('Cláudia Ferreira Nunes');
    await form.getByLabel('Valor').fill('250,00');
    await form.getByRole('button', { name: 'Continuar' }).click();
    const review = page.getByRole('form', { name: 'Confira antes de pagar' });
    await expect(review).toContainText('TED');
    await expect(review).toContainText('R$ 8,50');
    await expect(review).toContainText('R$ 258,50');
    const before = new Map((await bankCollection<Account>(page, 'accounts')).map((a) => [a.id, a.balance]));
    await review.getByLabel('Senha de transação').fill(DEMO_TRANSACTION_PASSWORD);
    await review.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await expect(page.getByRole('status')).toContainText('Pagamento feito');

    // 3. The money left once: amount and fee, from the debit account.
    const transfer = (await bankCollection<Transfer>(page, 'transfers')).at(-1);
    expect(transfer).toMatchObject({ amount: 25_000, fee: 850, status: 'transacted' });
    const after = await bankCollection<Account>(page, 'accounts');
    const moved = after.filter((a) => before.get(a.id) !== a.balance);
    expect(moved.map((a) => (before.get(a.id) ?? 0) - a.balance)).toEqual([25_850]);

    // 4. The receipt, then the statement with the TED and its fee.
    await page.getByRole('link', { name: 'Ver comprovante' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Comprovante' })).toBeVisible();
    const receipt = page.locator('#main-content');
    await expect(receipt).toContainText('Cláudia Ferreira Nunes');
    await expect(receipt).toContainText('R$ 258,50');
    await navigate(page, `/extrato-conta?conta=${moved[0].id}`, 'Extrato da conta');
    await expect(page.getByText('TED enviada - Cláudia Ferreira Nunes').first()).toBeVisible();
    await expect(page.getByText('Tarifa TED - Cláudia Ferreira Nunes').first()).toBeVisible();

    // 5. The payment is among the payments to payees.
    await navigate(page, '/pagamento-favorecidos', 'Pagamento a favorecidos');
    await expect(page.getByRole('table', { name: 'Pagamentos a favorecidos' })).toContainText(
        'Cláudia Ferreira Nunes',
    );
});
