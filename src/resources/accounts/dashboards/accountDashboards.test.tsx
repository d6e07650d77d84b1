import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatBRL } from '../../../domain/money';
import { boundStore } from '../../../sandbox/route';
import { renderPage } from '../../../test/page';
import { withSandbox } from '../../../test/sandbox';
import { signIn } from '../../../test/session';

withSandbox();

/*
 * The figures are recomputed here straight from the sandbox's records, without the dashboard's code:
 * Brasília is UTC−3.
 */
const DAY_MS = 86_400_000;
const PATIENCE = { timeout: 20_000 };
const brasiliaDay = (iso: string) => new Date(Date.parse(iso) - 3 * 3_600_000).toISOString().slice(0, 10);
const today = () => brasiliaDay(new Date().toISOString());
const shift = (day: string, days: number) =>
    new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);
const inLast = (iso: string, days: number) => brasiliaDay(iso) >= shift(today(), -(days - 1));
const count = (n: number) => n.toLocaleString('pt-BR');
// Testing Library folds the no-break space formatBRL writes after 'R$'.
const brl = (cents: number) => formatBRL(cents).replace(/\s/g, ' ');

const figure = (label: string) => screen.getByText(label).parentElement as HTMLElement;
const row = (table: HTMLElement, header: string) =>
    within(table).getByRole('rowheader', { name: header }).closest('tr') as HTMLElement;

describe('account and registration dashboards', { timeout: 60_000 }, () => {
    it('/account-dash shows the accounts opened in the period and today’s accounts and balances', async () => {
        const user = userEvent.setup({ delay: null });
        await signIn('backoffice');
        renderPage('/account-dash');
        expect(
            await screen.findByRole('heading', { level: 2, name: 'Painel de contas' }, PATIENCE),
        ).toBeInTheDocument();
        await screen.findByText('Contas abertas no período', { selector: 'p' }, PATIENCE);

        const { accounts, persons } = boundStore().state;
        const opened30 = accounts.filter((a) => inLast(a.created_at, 30));
        expect(within(figure('Total de contas')).getByText(count(accounts.length))).toBeInTheDocument();
        const balance = accounts.reduce((sum, a) => sum + a.balance, 0);
        expect(within(figure('Saldo total')).getByText(brl(balance))).toBeInTheDocument();
        const active = accounts.filter((a) => a.status === 'active');
        expect(within(figure('Contas ativas')).getByText(count(active.length))).toBeInTheDocument();

        const opened = screen.getByRole('table', { name: 'Aberturas de contas no período' });
        expect(within(opened).getAllByRole('row')).toHaveLength(1 + 30);
        const statuses = screen.getByRole('table', { name: 'Contas por situação' });
        const blocked = accounts.filter((a) => a.status === 'blocked');
        expect(within(row(statuses, 'Bloqueado')).getByText(count(blocked.length))).toBeInTheDocument();
        const legal = new Set(persons.filter((p) => p.type === 'legal').map((p) => p.id));
        const legalAccounts = accounts.filter((a) => legal.has(a.person_id));
        const people = screen.getByRole('table', { name: 'Contas por tipo de pessoa' });
        expect(
            within(row(people, 'Pessoa jurídica')).getByText(
                brl(legalAccounts.reduce((sum, a) => sum + a.balance, 0)),
            ),
        ).toBeInTheDocument();
        expect(screen.getByRole('table', { name: 'Contas por tipo' })).toBeInTheDocument();
        expect(
            within(figure('Contas abertas no período')).getByText(count(opened30.length)),
        ).toBeInTheDocument();

        await user.click(screen.getByRole('button', { name: '12 meses' }));
        const [y, m] = today().split('-').map(Number);
        const firstMonth = new Date(Date.UTC(y, m - 1 - 11, 1)).toISOString().slice(0, 10);
        await screen.findByText(`Período: ${fmt(firstMonth)} a ${fmt(today())}.`, { exact: false }, PATIENCE);
        const monthly = screen.getByRole('table', { name: 'Aberturas de contas no período' });
        expect(within(monthly).getAllByRole('row')).toHaveLength(1 + 12);
        const opened365 = accounts.filter((a) => brasiliaDay(a.created_at) >= firstMonth);
        expect(
            within(figure('Contas abertas no período')).getByText(count(opened365.length)),
        ).toBeInTheDocument();
    });

    it('/registration-dash shows a new registration, its decision time and the backlog', async () => {
        const user = userEvent.setup({ delay: null });
        await signIn('gestor');
        const { persons } = boundStore().state;
        const now = Date.now();
        // Two registrations of today: one approved 6 hours after it came in, one waiting.
        const base = persons[persons.length - 1];
        persons.push(
            {
                ...base,
                id: 9001,
                origin: 'self',
                status: 'active',
                created_at: new Date(now - 8 * 3_600_000).toISOString(),
                decided_at: new Date(now - 2 * 3_600_000).toISOString(),
            },
            {
                ...base,
                id: 9002,
                origin: 'backoffice',
                status: 'pending',
                created_at: new Date(now - 60_000).toISOString(),
            },
        );
        renderPage('/registration-dash');
        expect(
            await screen.findByRole('heading', { level: 2, name: 'Painel de cadastros' }, PATIENCE),
        ).toBeInTheDocument();
        await user.click(await screen.findByRole('button', { name: '7 dias' }, PATIENCE));
        await screen.findByText(
            `Período: ${fmt(shift(today(), -6))} a ${fmt(today())}.`,
            { exact: false },
            PATIENCE,
        );

        const week = persons.filter((p) => inLast(p.created_at, 7));
        const decided = persons.filter(
            (p) =>
                p.decided_at && (p.status === 'active' || p.status === 'rejected') && inLast(p.decided_at, 7),
        );
        const pending = persons.filter((p) => p.status === 'pending');
        expect(within(figure('Cadastros no período')).getByText(count(week.length))).toBeInTheDocument();
        expect(within(figure('Decididos no período')).getByText(count(decided.length))).toBeInTheDocument();
        const hours = decided
            .map((p) => (Date.parse(p.decided_at as string) - Date.parse(p.created_at)) / 3_600_000)
            .sort((a, b) => a - b);
        const middle = Math.floor(hours.length / 2);
        const median = hours.length % 2 ? hours[middle] : (hours[middle - 1] + hours[middle]) / 2;
        const medianText = `${(Math.round(median * 10) / 10).toLocaleString('pt-BR')} h`;
        expect(within(figure('Tempo até a decisão (mediana)')).getByText(medianText)).toBeInTheDocument();
        expect(within(figure('Aguardando análise')).getByText(count(pending.length))).toBeInTheDocument();

        const origins = screen.getByRole('table', { name: 'Origem dos cadastros do período' });
        const self = week.filter((p) => p.origin === 'self');
        expect(within(row(origins, 'Autocadastro')).getByText(count(self.length))).toBeInTheDocument();
        const queue = screen.getByRole('table', { name: 'Fila de análise por tempo de espera' });
        const fresh = pending.filter((p) => brasiliaDay(p.created_at) >= shift(today(), -1));
        expect(within(row(queue, 'Até 1 dia')).getByText(count(fresh.length))).toBeInTheDocument();
        const series = screen.getByRole('table', { name: 'Cadastros no período por origem' });
        expect(within(series).getAllByRole('row')).toHaveLength(1 + 7);
    });

    it('is closed to a holder', async () => {
        await signIn('titular_pj');
        renderPage('/registration-dash');
        expect(
            await screen.findByRole('heading', { name: 'Acesso não autorizado' }, PATIENCE),
        ).toBeInTheDocument();
    });
});

function fmt(day: string) {
    return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}
