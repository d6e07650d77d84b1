import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PixTransfer } from '../../../contract/pix';
import { formatBRL } from '../../../domain/money';
import { renderPage } from '../../../test/page';
import { state } from '../../../test/pixCalls';
import { withSandbox } from '../../../test/sandbox';
import { signIn } from '../../../test/session';

withSandbox();

/*
 * The figures are recomputed here from the sandbox's Pix records, without the dashboard's code: Brasília is
 * UTC−3; received = credited (done), sent = done or processing, failed = refused.
 */
const PATIENCE = { timeout: 20_000 };
const DAY_MS = 86_400_000;
const brasilia = (iso: string) => new Date(Date.parse(iso) - 3 * 3_600_000);
const brasiliaDay = (iso: string) => brasilia(iso).toISOString().slice(0, 10);
const today = () => brasiliaDay(new Date().toISOString());
const daysBefore = (days: number) => new Date(Date.parse(today()) - days * DAY_MS).toISOString().slice(0, 10);
const twelveMonthsFrom = () => {
    const [y, m] = today().split('-').map(Number);
    return new Date(Date.UTC(y, m - 1 - 11, 1)).toISOString().slice(0, 10);
};
const fmt = (day: string) => day.split('-').reverse().join('/');

const inPeriod = (from: string) => (t: PixTransfer) =>
    brasiliaDay(t.created_at) >= from && brasiliaDay(t.created_at) <= today();
const received = (from: string) =>
    state()
        .pixTransfers.filter((t) => t.direction === 'in' && t.status === 'done')
        .filter(inPeriod(from));
const sent = (from: string) =>
    state()
        .pixTransfers.filter((t) => t.direction === 'out' && ['done', 'processing'].includes(t.status))
        .filter(inPeriod(from));
const failed = (from: string) =>
    state()
        .pixTransfers.filter((t) => t.direction === 'out' && t.status === 'failure')
        .filter(inPeriod(from));
const sum = (rows: PixTransfer[]) => rows.reduce((total, t) => total + t.amount, 0);
const pix = (rows: unknown[]) => `${rows.length} Pix`;
/** formatBRL writes a no-break space after 'R$'; Testing Library folds it into a plain one. */
const brl = (cents: number) => formatBRL(cents).replace(/\s/g, ' ');

const expectFigure = (label: string, value: string, detail?: string) => {
    const card = screen.getByText(label).parentElement as HTMLElement;
    expect(within(card).getByText(value)).toBeInTheDocument();
    if (detail) expect(within(card).getByText(detail, { exact: false })).toBeInTheDocument();
};

const row = (table: HTMLElement, header: string) =>
    within(table).getByRole('rowheader', { name: header }).closest('tr') as HTMLElement;

/** The institution with the largest amount in `rows`, by the counterparty's ISPB. */
const topParticipant = (rows: PixTransfer[]) => {
    const totals = new Map<string, number>();
    for (const t of rows) totals.set(t.counterparty.ispb, (totals.get(t.counterparty.ispb) ?? 0) + t.amount);
    const [ispb, amount] = [...totals].sort((a, b) => b[1] - a[1])[0];
    return { name: state().pixParticipants.find((p) => p.ispb === ispb)?.name as string, ispb, amount };
};

describe('Pix dashboards', { timeout: 60_000 }, () => {
    it('/pix-input-dash shows what was received, its average, by day, by hour and by institution', async () => {
        const user = userEvent.setup({ delay: null });
        await signIn('backoffice');
        renderPage('/pix-input-dash');
        expect(
            await screen.findByRole('heading', { level: 2, name: 'Painel de entradas Pix' }, PATIENCE),
        ).toBeInTheDocument();
        await screen.findByText('Recebido no período', {}, PATIENCE);
        expect(screen.getByRole('button', { name: '30 dias' })).toHaveAttribute('aria-pressed', 'true');
        const month = received(daysBefore(29));
        expect(month.length).toBeGreaterThan(1);
        expectFigure('Recebido no período', brl(sum(month)), pix(month));
        expectFigure('Ticket médio recebido', brl(Math.round(sum(month) / month.length)));
        const days = screen.getByRole('table', { name: 'Valor recebido por dia' });
        expect(within(days).getAllByRole('row')).toHaveLength(1 + 30);

        await user.click(screen.getByRole('button', { name: '12 meses' }));
        await screen.findByText(
            `Período: ${fmt(twelveMonthsFrom())} a ${fmt(today())}.`,
            { exact: false },
            PATIENCE,
        );
        const year = received(twelveMonthsFrom());
        expectFigure('Recebido no período', brl(sum(year)), pix(year));
        expect(
            within(screen.getByRole('table', { name: 'Valor recebido por mês' })).getAllByRole('row'),
        ).toHaveLength(1 + 12);
        const hours = screen.getByRole('table', { name: 'Recebido por hora do dia' });
        const at10 = year.filter((t) => brasilia(t.created_at).getUTCHours() === 10);
        expect(within(row(hours, '10:00–10:59')).getByText(brl(sum(at10)))).toBeInTheDocument();
        const top = topParticipant(year);
        const institutions = screen.getByRole('table', { name: 'As 10 instituições que mais enviaram' });
        const first = within(institutions).getAllByRole('row')[1];
        expect(first).toHaveTextContent(top.name);
        expect(first).toHaveTextContent(`ISPB ${top.ispb}`);
        expect(within(first).getByText(brl(top.amount))).toBeInTheDocument();
    });

    it('/pix-output-dash shows what was sent and the failures, with the failure rate', async () => {
        const user = userEvent.setup({ delay: null });
        await signIn('controller');
        renderPage('/pix-output-dash');
        await user.click(await screen.findByRole('button', { name: '12 meses' }, PATIENCE));
        await screen.findByText(
            `Período: ${fmt(twelveMonthsFrom())} a ${fmt(today())}.`,
            { exact: false },
            PATIENCE,
        );
        const from = twelveMonthsFrom();
        const out = sent(from);
        const refused = failed(from);
        expect(refused.length).toBeGreaterThan(0);
        expectFigure('Enviado no período', brl(sum(out)), pix(out));
        expectFigure('Ticket médio enviado', brl(Math.round(sum(out) / out.length)));
        expectFigure(
            'Falhas',
            brl(sum(refused)),
            `${pix(refused)} ${refused.length === 1 ? 'recusado' : 'recusados'},`,
        );
        const rate = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 }).format(
            refused.length / (out.length + refused.length),
        );
        expectFigure('Taxa de falha', rate.replace(/\s/g, ' '));
        const months = screen.getByRole('table', { name: 'Valor enviado e recusado por mês' });
        const failedMonth = brasiliaDay(refused[0].created_at).slice(0, 7);
        const inMonth = refused.filter((t) => brasiliaDay(t.created_at).startsWith(failedMonth));
        const monthName = [
            'jan',
            'fev',
            'mar',
            'abr',
            'mai',
            'jun',
            'jul',
            'ago',
            'set',
            'out',
            'nov',
            'dez',
        ][Number(failedMonth.slice(5, 7)) - 1];
        expect(
            within(row(months, `${monthName}/${failedMonth.slice(0, 4)}`)).getByText(brl(sum(inMonth))),
        ).toBeInTheDocument();
        const top = topParticipant(out);
        const institutions = screen.getByRole('table', { name: 'As 10 instituições que mais receberam' });
        expect(within(institutions).getAllByRole('row')[1]).toHaveTextContent(top.name);
    });
});
