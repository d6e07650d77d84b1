import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_TRANSACTION_PASSWORD } from '../src/sandbox/seed/users';
import { bankCollection, demoUser, navigate, signIn, signOut } from './helpers';

type Account = {
    id: number;
    person_id: number;
    agency_id: number;
    number: string;
    digit: string;
    balance: number;
};
type Transfer = {
    id: number;
    amount: number;
    fee: number;
    status: string;
    payment_date: string;
    kind: string;
};
type Row = { account_id: number; description: string; amount: number };

/** Tuesday 1 December 2026, 10:00 in Brasília: bank hours (06:30–17:00), so a TED settles at once. */
const BANK_HOURS = new Date('2026-12-01T13:00:00Z');
/** The next business day, 09:00 in Brasília: the day the scheduled transfer runs. */
const NEXT_DAY = new Date('2026-12-02T12:00:00Z');

const simulateAndConfirm = async (page: Page) => {
    await page.getByRole('button', { name: 'Simular' }).click();
    const review = page.getByRole('form', { name: 'Confira e confirme' });
    await expect(review).toBeVisible();
    await review.getByLabel('Senha de transação').fill(DEMO_TRANSACTION_PASSWORD);
    await review.getByRole('button', { name: /^Confirmar (transferência|agendamento)$/ }).click();
    return review;
};

const fillRecipient = async (page: Page, bank: string, agency: string, account: string, digit: string) => {
    await page.getByRole('combobox', { name: 'Banco' }).fill(bank);
    await page.getByRole('option', { name: new RegExp(`^${bank} · `) }).click();
    await page.getByLabel('Agência').fill(agency);
    await page.getByLabel('Conta', { exact: true }).fill(account);
    await page.getByLabel('Dígito').fill(digit);
};

test('a holder sends a TED with the transaction password, sees the receipt and the statement; an internal transfer scheduled for tomorrow runs on its day, crediting the other account', async ({
    page,
}) => {
    test.setTimeout(150_000);
    await page.clock.install({ time: BANK_HOURS });
    const felipe = demoUser('cliente');
    await signIn(page, felipe, DEMO_PASSWORD);

    // 1. A TED to another bank: the fee is shown before the password, the receipt after.
    await navigate(page, '/transfer', 'Transferência');
    await fillRecipient(page, '341', '1234', '567890', '1');
    await page.getByLabel('CPF ou CNPJ do titular').fill('52998224725');
    await page.getByLabel('Nome do titular').fill('Joana Prado Lima');
    await page.getByLabel('Valor').pressSequentially('15000');
    const review = page.getByRole('form', { name: 'Confira e confirme' });
    await page.getByRole('button', { name: 'Simular' }).click();
    await expect(review).toContainText('R$ 8,50');
    await expect(review).toContainText('R$ 158,50');
    await review.getByLabel('Senha de transação').fill(DEMO_TRANSACTION_PASSWORD);
    await review.getByRole('button', { name: 'Confirmar transferência' }).click();
    await expect(page.getByRole('heading', { name: 'Transferência realizada' })).toBeVisible();
    await page.getByRole('link', { name: 'Ver comprovante' }).click();
    const receipt = page.getByRole('region', { name: /^Transferência nº \d+$/ });
    await expect(receipt).toContainText('Joana Prado Lima');
    await expect(receipt).toContainText('***.982.247-**');
    const ted = (await bankCollection<Transfer>(page, 'transfers')).at(-1);
    expect(ted).toMatchObject({ kind: 'ted', amount: 15_000, fee: 850, status: 'transacted' });

    // 2. Felipe's own statement shows the TED and its fee.
    await navigate(page, '/m-extrato-conta', 'Extrato da minha conta');
    const lines = page.getByRole('table', { name: 'Lançamentos do extrato' });
    await expect(lines).toContainText('TED enviada - Joana Prado Lima');
    await expect(lines).toContainText('Tarifa TED - Joana Prado Lima');

    // 3. An internal transfer to Maria Helena's account, scheduled for tomorrow: nothing moves today; it is
    // listed under "Agendadas".
    const accounts = await bankCollection<Account>(page, 'accounts');
    const persons = await bankCollection<{ id: number; document: string; name: string }>(page, 'persons');
    const agencies = await bankCollection<{ id: number; number: string }>(page, 'agencies');
    const maria = persons.find((p) => p.name === 'Maria Helena Souza');
    const hers = accounts.filter((a) => a.person_id === maria?.id).sort((a, b) => a.id - b.id)[0];
    const agency = agencies.find((a) => a.id === hers.agency_id)?.number ?? '';
    await navigate(page, '/transfer', 'Transferência');
    await fillRecipient(page, '990', agency, hers.number, hers.digit);
    await page.getByLabel('CPF ou CNPJ do titular').fill(maria?.document ?? '');
    await page.getByLabel('Nome do titular').fill('Maria Helena Souza');
    await page.getByLabel('Valor').pressSequentially('2500');
    // The day section first (a click elsewhere in the field would start at the month or the year).
    await page.getByLabel('Data da transferência').click({ position: { x: 4, y: 8 } });
    await page.keyboard.type('02122026');
    await expect(page.getByLabel('Data da transferência')).toHaveValue('02/12/2026');
    await simulateAndConfirm(page);
    await expect(page.getByRole('heading', { name: 'Transferência agendada' })).toBeVisible();
    const scheduled = (await bankCollection<Transfer>(page, 'transfers')).at(-1);
    expect(scheduled).toMatchObject({ status: 'scheduled', payment_date: '2026-12-02', amount: 2_500 });
    await page.getByRole('tab', { name: 'Agendadas' }).click();
    await expect(page.getByRole('button', { name: /^Cancelar a transferência de R\$ 25,00/ })).toBeVisible();

    // 4. The next morning the holder comes back: the bank's clock runs it, no fee: his debit, her credit.
    await signOut(page);
    await page.clock.setSystemTime(NEXT_DAY);
    // The first screen after a day's jump runs the bank's clock for the whole day: on a busy machine the layout
    // may take longer than signIn's own wait for it.
    await signIn(page, felipe, DEMO_PASSWORD).catch(async () => {
        await expect(page.getByRole('banner')).toBeVisible({ timeout: 30_000 });
    });
    await navigate(page, '/m-extrato-conta', 'Extrato da minha conta');
    await expect(
        page
            .getByRole('table', { name: 'Lançamentos do extrato' })
            .getByText('Transferência enviada - Maria Helena Souza'),
    ).toBeVisible();
    const ran = (await bankCollection<Transfer>(page, 'transfers')).find((t) => t.id === scheduled?.id);
    expect(ran).toMatchObject({ status: 'transacted', kind: 'internal', fee: 0 });
    const rows = await bankCollection<Row>(page, 'transactions');
    expect(rows.filter((r) => r.account_id === hers.id).at(-1)).toMatchObject({
        amount: 2_500,
        description: 'Transferência recebida - Felipe Araújo Costa',
    });
});
