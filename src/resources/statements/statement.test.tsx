import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../contract/accounts';
import { endOfDayUtc, formatDate, startOfDayUtc, toDateOnlyBrasilia } from '../../domain/dates';
import { formatBRL } from '../../domain/money';
import { activeAccountsOf, ledgerOf, state } from '../../test/bank';
import { captureDownloads } from '../../test/downloads';
import { renderPage } from '../../test/page';
import { withSandbox } from '../../test/sandbox';
import { signIn } from '../../test/session';
import { addDays } from '../../ui/period';

withSandbox();

/** R$ as the page's text reads it (the no-break space after R$ as a space). */
const brl = (cents: number) => formatBRL(cents).replace(/\s/g, ' ');

const today = () => toDateOnlyBrasilia();
/** The holder's own account: the first one opened. */
const ownAccount = () => [...activeAccountsOf('titular_pf')].sort((a, b) => a.id - b.id)[0];
const inDays = (rows: Transaction[], from: string, to: string) =>
    rows.filter(
        (t) => t.created_at >= (startOfDayUtc(from) as string) && t.created_at <= (endOfDayUtc(to) as string),
    );
const figure = (label: string) => screen.getByText(label).nextElementSibling as HTMLElement;
const lineRows = () =>
    within(screen.getByRole('table', { name: 'Lançamentos do extrato' }))
        .getAllByRole('row')
        .filter((row) => within(row).queryAllByRole('cell').length === 5);
const waitForStatement = () =>
    screen.findByRole('table', { name: 'Lançamentos do extrato' }, { timeout: 15_000 });

describe('/m-extrato-conta', () => {
    it('adds up the period, shows each day’s closing balance and each line’s running balance, and filters', async () => {
        await signIn('titular_pf');
        const account = ownAccount();
        const from = addDays(today(), -89);
        const ledger = ledgerOf(account.id);
        const period = inDays(ledger, from, today());
        const before = ledger.filter((t) => t.created_at < (startOfDayUtc(from) as string)).at(-1);
        const credits = period.filter((t) => t.amount >= 0).reduce((s, t) => s + t.amount, 0);
        const debits = period.filter((t) => t.amount < 0).reduce((s, t) => s - t.amount, 0);
        const user = userEvent.setup({ delay: null });
        renderPage('/m-extrato-conta?periodo=90');
        await waitForStatement();
        expect(figure('Saldo anterior')).toHaveTextContent(brl(before?.balance_after ?? 0));
        expect(figure('Entradas no período')).toHaveTextContent(brl(credits));
        expect(figure('Saídas no período')).toHaveTextContent(brl(debits));
        expect(figure('Saldo no fim do período')).toHaveTextContent(brl(account.balance));
        // The newest line and its day: the running balance is the account's, the day's header its last line's.
        const newest = period.at(-1) as Transaction;
        const [first] = lineRows();
        expect(first).toHaveTextContent(newest.description);
        expect(within(first).getAllByRole('cell')[4]).toHaveTextContent(brl(newest.balance_after));
        const dayHeader = screen.getAllByRole('rowheader')[0];
        expect(dayHeader).toHaveTextContent(formatDate(newest.created_at));
        expect(dayHeader).toHaveTextContent(`Saldo do dia: ${brl(newest.balance_after)}`);

        await user.selectOptions(screen.getByRole('combobox', { name: 'Movimento' }), 'Só saídas');
        await screen.findByText(new RegExp(`^${period.filter((t) => t.amount < 0).length} lançamentos? de `));
        expect(figure('Entradas no período')).toHaveTextContent(brl(0));
        expect(figure('Saídas no período')).toHaveTextContent(brl(debits));
        for (const row of lineRows()) expect(within(row).getAllByRole('cell')[3]).toHaveTextContent('−');

        await user.click(screen.getByRole('button', { name: 'Pagamento' }));
        const payments = period.filter((t) => t.kind === 'payment');
        await screen.findByText(new RegExp(`^${payments.length} lançamentos? de `));
        for (const row of lineRows())
            expect(within(row).getAllByRole('cell')[2]).toHaveTextContent('Pagamento');

        await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
        // Clearing goes back to the default period, the last 30 days.
        const probe = inDays(ledger, addDays(today(), -29), today()).findLast(
            (t) => t.counterparty,
        ) as Transaction;
        await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), String(probe.counterparty));
        const name = String(probe.counterparty);
        const found = inDays(ledger, addDays(today(), -29), today()).filter((t) =>
            `${t.description} ${t.counterparty ?? ''}`.includes(name),
        );
        await screen.findByText(new RegExp(`^${found.length} lançamentos? de `));
        await screen.findByRole('link', { name: `Ver detalhe de ${probe.description}` });
        for (const row of lineRows()) expect(row).toHaveTextContent(String(probe.counterparty));
    });

    it('puts a movement at 23:59 Brasília under its own day and links a reversal to what it gave back', async () => {
        await signIn('titular_pf');
        const account = ownAccount();
        const late = ledgerOf(account.id).find((t) => t.created_at.slice(11, 16) === '02:59') as Transaction;
        expect(late).toBeDefined();
        const day = toDateOnlyBrasilia(new Date(late.created_at));
        const user = userEvent.setup({ delay: null });
        renderPage(`/m-extrato-conta?periodo=custom&de=${day}&ate=${day}`);
        await waitForStatement();
        const line = lineRows().find((row) => within(row).queryByText(late.description));
        expect(within(line as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('23:59');
        expect(screen.getAllByRole('rowheader')[0]).toHaveTextContent(formatDate(`${day}T15:00:00Z`));
        // The next day does not have it.
        await user.clear(screen.getByLabelText('De'));
        await user.type(screen.getByLabelText('De'), addDays(day, 1));
        await user.clear(screen.getByLabelText('Até'));
        await user.type(screen.getByLabelText('Até'), addDays(day, 1));
        await screen.findByText(`de ${formatDate(`${addDays(day, 1)}T15:00:00Z`)}`, { exact: false });
        expect(screen.queryByRole('link', { name: `Ver detalhe de ${late.description}` })).toBeNull();

        // A reversed movement: its line says so and leads to the reversal's detail, which leads back.
        const reversed = state().transactions.find(
            (t) =>
                t.account_id === account.id &&
                t.reversed_by &&
                t.created_at > new Date(Date.now() - 300 * 86_400_000).toISOString(),
        ) as Transaction;
        const reversal = state().transactions.find((t) => t.id === reversed.reversed_by) as Transaction;
        const reversedDay = toDateOnlyBrasilia(new Date(reversed.created_at));
        await user.clear(screen.getByLabelText('De'));
        await user.type(screen.getByLabelText('De'), reversedDay);
        await user.clear(screen.getByLabelText('Até'));
        await user.type(screen.getByLabelText('Até'), toDateOnlyBrasilia(new Date(reversal.created_at)));
        const original = await screen.findByRole('link', { name: `Ver detalhe de ${reversed.description}` });
        const row = original.closest('tr') as HTMLElement;
        expect(within(row).getByText('Estornado')).toBeInTheDocument();
        await user.click(within(row).getByRole('link', { name: 'Ver o estorno' }));
        await screen.findByRole('heading', { name: 'Detalhe do lançamento' });
        await screen.findByText(reversal.description);
        expect(screen.getByText(brl(reversal.amount))).toBeInTheDocument();
        // Balances hidden: the balance after the movement is hidden too.
        const balanceAfter = screen.getByText('Saldo após o lançamento').nextElementSibling as HTMLElement;
        expect(balanceAfter).toHaveTextContent(brl(reversal.balance_after));
        await user.click(screen.getByRole('button', { name: 'Ocultar saldos' }));
        expect(balanceAfter).toHaveTextContent('R$ ••••••');
        await user.click(screen.getByRole('button', { name: 'Mostrar saldos' }));
        await user.click(screen.getByRole('link', { name: /^Ver lançamento de / }));
        await screen.findByText(reversed.description);
        // "Voltar ao extrato" goes back to the statement the movement was opened from, filters kept.
        await user.click(screen.getByRole('link', { name: 'Voltar ao extrato' }));
        await screen.findByRole('link', { name: `Ver detalhe de ${reversed.description}` });
        expect(window.location.pathname).toBe('/m-extrato-conta');
        expect(screen.getByLabelText('De')).toHaveValue(reversedDay);
    });

    it('exports the whole filtered period as CSV: BOM, `;`, decimal comma, one line per movement', async () => {
        await signIn('titular_pf');
        const account = ownAccount();
        const period = inDays(ledgerOf(account.id), addDays(today(), 89 * -1), today());
        const downloads = captureDownloads();
        const user = userEvent.setup({ delay: null });
        renderPage('/m-extrato-conta?periodo=90');
        await waitForStatement();
        await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
        await expect.poll(() => downloads.blobs.length).toBe(1);
        const bytes = new Uint8Array(await downloads.blobs[0].arrayBuffer());
        expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
        expect(lines[0]).toBe('Data;Hora;Descrição;Tipo;Favorecido/Pagador;Valor (R$);Saldo (R$);Situação');
        expect(lines).toHaveLength(period.length + 1);
        const newest = period.at(-1) as Transaction;
        expect(lines[1]).toContain(`;${(newest.amount / 100).toFixed(2).replace('.', ',')};`);
        expect(downloads.names[0]).toMatch(/^extrato-\d+-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.csv$/);
    });
});

describe('other statements', () => {
    it('/s-extrato-conta reads a sub-account; staff find any account on /extrato-conta', async () => {
        await signIn('titular_pf');
        const sub = [...activeAccountsOf('titular_pf')].sort((a, b) => a.id - b.id)[1];
        const view = renderPage('/s-extrato-conta');
        await waitForStatement();
        expect(screen.getByText(new RegExp(`Conta ${sub.number}-${sub.digit}`))).toBeInTheDocument();
        view.unmount();

        await signIn('controller');
        const user = userEvent.setup({ delay: null });
        renderPage('/extrato-conta');
        await user.type(await screen.findByRole('textbox', { name: 'Buscar conta' }), sub.number);
        await user.click(screen.getByRole('button', { name: 'Buscar' }));
        const results = await screen.findByRole('list', { name: 'Contas encontradas' });
        await user.click(within(results).getByText(new RegExp(`${sub.number}-${sub.digit}`)));
        await waitForStatement();
        expect(window.location.search).toContain(`conta=${sub.id}`);
    });

    it('/future-release groups the releases by date with the balance expected each day', async () => {
        await signIn('titular_pf');
        const account = ownAccount();
        const fee = state().accountTypes.find((t) => t.id === account.account_type_id)?.monthly_fee ?? 0;
        renderPage(`/future-release?conta=${account.id}`);
        const projected = await screen.findByText('Saldo após os lançamentos', undefined, {
            timeout: 15_000,
        });
        expect(figure('Saldo atual')).toHaveTextContent(brl(account.balance));
        const days = screen.queryAllByRole('article');
        if (fee > 0) {
            expect(days.length).toBeGreaterThanOrEqual(3);
            expect(within(days[0]).getAllByText('Tarifa de manutenção').length).toBeGreaterThan(0);
        }
        const last = days.at(-1);
        if (last)
            expect(projected.nextElementSibling?.textContent).toBe(
                within(last)
                    .getByText(/Saldo previsto/)
                    .textContent?.split(': ')[1],
            );
    });
});
