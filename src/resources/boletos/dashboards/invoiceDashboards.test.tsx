import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../../contract/invoices';
import { formatBRL } from '../../../domain/money';
import { boundStore } from '../../../sandbox/route';
import { renderPage } from '../../../test/page';
import { withSandbox } from '../../../test/sandbox';
import { signIn } from '../../../test/session';

withSandbox();

/*
 * The figures are recomputed here straight from the sandbox's records, without the dashboard's code:
 * Brasília is UTC−3, a pending boleto whose due date has passed is overdue.
 */
const DAY_MS = 86_400_000;
/** The screen's chunk (with the charts) may take a while to arrive when the whole suite runs. */
const PATIENCE = { timeout: 20_000 };
const brasiliaDay = (iso: string) => new Date(Date.parse(iso) - 3 * 3_600_000).toISOString().slice(0, 10);
const today = () => brasiliaDay(new Date().toISOString());
const shift = (day: string, days: number) =>
    new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);
const firstOfMonth11Ago = () => {
    const [y, m] = today().split('-').map(Number);
    const start = new Date(Date.UTC(y, m - 1 - 11, 1));
    return start.toISOString().slice(0, 10);
};

const invoices = () => boundStore().state.invoices.filter((i) => i.status !== 'draft');
const sum = (rows: Invoice[], value: (row: Invoice) => number = (row) => row.amount) =>
    rows.reduce((total, row) => total + value(row), 0);
const between = (day: string | null, from: string) => day !== null && day >= from && day <= today();
const open = () => invoices().filter((i) => i.status === 'pending' && i.due_date >= today());
const overdue = () => invoices().filter((i) => i.status === 'pending' && i.due_date < today());
const paidSince = (from: string) =>
    invoices().filter((i) => i.status === 'paid' && i.paid_at && between(brasiliaDay(i.paid_at), from));
// Testing Library folds the no-break space formatBRL writes after 'R$'.
const brl = (cents: number) => formatBRL(cents).replace(/\s/g, ' ');
const boletos = (rows: unknown[]) => `${rows.length} ${rows.length === 1 ? 'boleto' : 'boletos'}`;

/** The figure card of a label: its amount and its count of boletos. */
const expectFigure = (label: string, amount: number, detail?: string) => {
    const card = screen.getByText(label).parentElement as HTMLElement;
    expect(within(card).getByText(brl(amount))).toBeInTheDocument();
    if (detail) expect(within(card).getByText(detail)).toBeInTheDocument();
};

const row = (table: HTMLElement, header: string) =>
    within(table).getByRole('rowheader', { name: header }).closest('tr') as HTMLElement;

describe('boleto dashboards', { timeout: 60_000 }, () => {
    it('/invoice-dash shows the issued, paid, open, overdue and canceled boletos of the period', async () => {
        const user = userEvent.setup({ delay: null });
        await signIn('backoffice');
        renderPage('/invoice-dash');
        expect(
            await screen.findByRole('heading', { level: 2, name: 'Painel de boletos' }, PATIENCE),
        ).toBeInTheDocument();
        await screen.findByText('Emitidos no período', {}, PATIENCE);

        const from30 = shift(today(), -29);
        const issued30 = invoices().filter((i) => between(i.issue_date, from30));
        const paid30 = paidSince(from30);
        const canceled30 = invoices().filter(
            (i) => i.status === 'canceled' && i.canceled_at && between(brasiliaDay(i.canceled_at), from30),
        );
        expect(open().length).toBeGreaterThan(0);
        expect(overdue().length).toBeGreaterThan(0);
        expect(paid30.length).toBeGreaterThan(0);
        expect(screen.getByRole('button', { name: '30 dias' })).toHaveAttribute('aria-pressed', 'true');
        expectFigure('Emitidos no período', sum(issued30), boletos(issued30));
        expectFigure(
            'Pagos no período',
            sum(paid30, (i) => i.paid_amount ?? 0),
            boletos(paid30),
        );
        expectFigure('Em aberto (a vencer)', sum(open()), boletos(open()));
        expectFigure('Vencidos', sum(overdue()), boletos(overdue()));
        expectFigure('Cancelados no período', sum(canceled30), boletos(canceled30));

        await user.click(screen.getByRole('button', { name: '7 dias' }));
        await screen.findByText(
            `Período: ${fmt(shift(today(), -6))} a ${fmt(today())}.`,
            { exact: false },
            PATIENCE,
        );
        const issued7 = invoices().filter((i) => between(i.issue_date, shift(today(), -6)));
        expectFigure('Emitidos no período', sum(issued7), boletos(issued7));
        // Open and overdue are today's position, whatever the period.
        expectFigure('Em aberto (a vencer)', sum(open()), boletos(open()));

        const status = screen.getByRole('table', { name: 'Situação hoje dos boletos emitidos no período' });
        const pendingIssued = issued7.filter((i) => i.status === 'pending' && i.due_date >= today());
        expect(within(row(status, 'Pendente')).getByText(brl(sum(pendingIssued)))).toBeInTheDocument();
        const days = screen.getByRole('table', { name: 'Valor emitido e valor recebido' });
        expect(within(days).getAllByRole('row')).toHaveLength(1 + 7);
    });

    it('/invoice-entries-dash shows the money received, on time and late, charges and discounts', async () => {
        const user = userEvent.setup({ delay: null });
        await signIn('backoffice');
        renderPage('/invoice-entries-dash');
        expect(
            await screen.findByRole('heading', { level: 2, name: 'Painel de entradas por boleto' }, PATIENCE),
        ).toBeInTheDocument();
        await user.click(await screen.findByRole('button', { name: '12 meses' }, PATIENCE));
        await screen.findByText(
            `Período: ${fmt(firstOfMonth11Ago())} a ${fmt(today())}.`,
            { exact: false },
            PATIENCE,
        );

        const paid = paidSince(firstOfMonth11Ago());
        const late = paid.filter((i) => brasiliaDay(i.paid_at as string) > i.due_date);
        expect(late.length).toBeGreaterThan(0);
        const received = (i: Invoice) => i.paid_amount ?? 0;
        expectFigure('Recebido no período', sum(paid, received), boletos(paid));
        expectFigure('Pagos com atraso', sum(late, received), boletos(late));
        expectFigure('Pagos em dia', sum(paid, received) - sum(late, received));
        expectFigure(
            'Multas e juros recebidos',
            sum(paid, (i) => Math.max(0, received(i) - i.amount)),
        );
        expectFigure(
            'Descontos concedidos',
            sum(paid, (i) => Math.max(0, i.amount - received(i))),
        );
        const lateDays = sum(
            late,
            (i) => (Date.parse(brasiliaDay(i.paid_at as string)) - Date.parse(i.due_date)) / DAY_MS,
        );
        const average = (Math.round((lateDays * 10) / late.length) / 10).toLocaleString('pt-BR');
        const delay = screen.getByText('Atraso médio').parentElement as HTMLElement;
        expect(within(delay).getByText(`${average} dias`)).toBeInTheDocument();
        const months = screen.getByRole('table', { name: 'Recebimentos em dia e com atraso' });
        expect(within(months).getAllByRole('row')).toHaveLength(1 + 12);
    });

    it('/invoice-charge-dash shows the open portfolio by due date, the largest payers and the next weeks', async () => {
        await signIn('backoffice');
        renderPage('/invoice-charge-dash');
        expect(
            await screen.findByRole(
                'heading',
                { level: 2, name: 'Painel de cobranças por boleto' },
                PATIENCE,
            ),
        ).toBeInTheDocument();
        await screen.findByText('Carteira em aberto', {}, PATIENCE);

        const portfolio = [...open(), ...overdue()];
        expectFigure('Carteira em aberto', sum(portfolio), `${boletos(portfolio)}, a vencer e vencidos`);
        expectFigure('Vencidos', sum(overdue()), boletos(overdue()));

        const buckets = screen.getByRole('table', { name: 'Carteira em aberto por vencimento' });
        const recent = overdue().filter((i) => i.due_date >= shift(today(), -30));
        expect(within(row(buckets, 'Vencidos 1–30 dias')).getByText(brl(sum(recent)))).toBeInTheDocument();
        const nextWeek = open().filter((i) => i.due_date <= shift(today(), 7));
        expect(within(row(buckets, 'A vencer 0–7 dias')).getByText(brl(sum(nextWeek)))).toBeInTheDocument();

        const byPayer = new Map<string, number>();
        for (const i of portfolio)
            byPayer.set(i.drawee.document, (byPayer.get(i.drawee.document) ?? 0) + i.amount);
        const largest = Math.max(...byPayer.values());
        const payers = screen.getByRole('table', { name: 'Os 5 maiores pagadores em aberto' });
        const [, first] = within(payers).getAllByRole('row');
        expect(within(first).getByText(brl(largest))).toBeInTheDocument();
        expect(within(payers).getAllByRole('row')).toHaveLength(1 + Math.min(5, byPayer.size));

        const weeks = screen.getByRole('table', { name: 'Entradas previstas nas próximas 8 semanas' });
        const firstWeek = open().filter((i) => i.due_date <= shift(today(), 6));
        const week = row(weeks, `${fmt(today())} a ${fmt(shift(today(), 6))}`);
        expect(within(week).getByText(brl(sum(firstWeek)))).toBeInTheDocument();
    });

    it('keeps the chosen period from one dashboard to the next', async () => {
        const user = userEvent.setup({ delay: null });
        await signIn('backoffice');
        const first = renderPage('/invoice-dash');
        await user.click(await screen.findByRole('button', { name: '12 meses' }, PATIENCE));
        expect(screen.getByRole('button', { name: '12 meses' })).toHaveAttribute('aria-pressed', 'true');
        first.unmount();
        renderPage('/invoice-charge-dash');
        expect(await screen.findByRole('button', { name: '12 meses' }, PATIENCE)).toHaveAttribute(
            'aria-pressed',
            'true',
        );
    });
});

function fmt(day: string) {
    return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}
