import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { ReactElement } from 'react';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { RouteTableContext } from '../../app/routes/routeTableContext';
import { ROUTES } from '../../app/routes/table';
import { authProvider } from '../../authProvider';
import { getUser } from '../../authProvider/session';
import { API_BASE } from '../../config';
import type { Account, Transaction } from '../../contract/accounts';
import { dataProvider } from '../../dataProvider';
import { createQueryClient } from '../../dataProvider/queryClient';
import { maskCpf } from '../../domain/cpf';
import { statementCsv } from '../../domain/csv';
import { endOfDayUtc, formatDate, formatDateTime, startOfDayUtc } from '../../domain/dates';
import { formatBRL as formatMoney } from '../../domain/money';
import { request } from '../../http/client';
import { isHttpError } from '../../http/HttpError';
import { i18nProvider } from '../../i18n';
import { sandboxServer } from '../../sandbox/node';
import { state } from '../../test/bank';
import { captureDownloads } from '../../test/downloads';
import { withSandbox } from '../../test/sandbox';
import { signIn } from '../../test/session';
import { addDays, lastDays } from '../../ui/period';
import { AccountControlPage } from './AccountControlPage';
import { HomeSummary } from './HomeSummary';
import { MyAccountPage } from './MyAccountPage';

withSandbox();

afterEach(() => {
    vi.restoreAllMocks();
});

/** The page alone inside react-admin's contexts (the routes are registered elsewhere). */
const renderPage = (page: ReactElement, store = memoryStore()) =>
    render(
        <AdminContext
            dataProvider={dataProvider}
            queryClient={createQueryClient()}
            authProvider={authProvider}
            i18nProvider={i18nProvider}
            store={store}
        >
            {/* The staff figures link to the screens the viewer may open: they look them up in the route table. */}
            <RouteTableContext value={ROUTES}>{page}</RouteTableContext>
            <Notification />
        </AdminContext>,
    );

const myAccounts = (): Account[] => {
    const personId = getUser()?.person_id;
    return state().accounts.filter((a) => a.person_id === personId);
};
const agencyOf = (account: Account) => state().agencies.find((a) => a.id === account.agency_id)?.number;
const labelOf = (account: Account) => `${agencyOf(account)} · ${account.number}-${account.digit}`;
const newestFirst = (rows: Transaction[]) =>
    [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
const movementsOf = (account: Account, from?: string, to?: string) => {
    const start = from ? startOfDayUtc(from) : null;
    const end = to ? endOfDayUtc(to) : null;
    return newestFirst(
        state().transactions.filter(
            (t) =>
                t.account_id === account.id &&
                (!start || t.created_at >= start) &&
                (!end || t.created_at <= end),
        ),
    );
};
/** As the DOM matchers read it: the no-break space after R$ is a plain space. */
const formatBRL = (cents: number) => formatMoney(cents).replace(/\s/g, ' ');
const signed = (cents: number) => `${cents < 0 ? '−' : '+'} ${formatBRL(Math.abs(cents))}`;
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const countText = (n: number, from: string, to: string) =>
    `${n === 1 ? '1 movimentação' : `${n} movimentações`} de ${formatDate(from)} a ${formatDate(to)}`;

describe('Minha conta', () => {
    it('shows each account of the holder with the balance the bank holds, and its last 10 movements', async () => {
        await signIn('titular_pf');
        renderPage(<MyAccountPage />);
        const accounts = myAccounts();
        expect(accounts.length).toBeGreaterThan(1);
        for (const account of accounts) {
            const card = await screen.findByRole('region', { name: `Conta ${labelOf(account)}` });
            const type = state().accountTypes.find((t) => t.id === account.account_type_id);
            expect(within(card).getByText(labelOf(account))).toBeInTheDocument();
            expect(within(card).getByText(formatBRL(account.balance))).toBeInTheDocument();
            expect(within(card).getByText(type?.name ?? '')).toBeInTheDocument();
            expect(within(card).getByText('990 · Banco Digital S.A.')).toBeInTheDocument();
            expect(within(card).getByText('Ativo')).toBeInTheDocument();
        }

        const first = accounts[0];
        const expected = movementsOf(first).slice(0, 10);
        const table = await screen.findByRole('table', { name: 'Movimentações' });
        const rows = bodyRows(table);
        expect(rows).toHaveLength(10);
        rows.forEach((row, i) => {
            expect(row).toHaveTextContent(formatDateTime(expected[i].created_at));
            expect(row).toHaveTextContent(expected[i].description);
            expect(row).toHaveTextContent(signed(expected[i].amount));
            expect(row).toHaveTextContent(formatBRL(expected[i].balance_after));
        });
        expect(await screen.findByText(/atualizado em/)).toHaveTextContent(
            `Saldo de ${formatBRL(first.balance)} atualizado em ${formatDateTime(expected[0].created_at)}`,
        );
        expect(screen.getByRole('link', { name: 'Ver extrato completo' })).toHaveAttribute(
            'href',
            expect.stringMatching(/\/extrato-conta$/),
        );

        // The other account's movements.
        const second = accounts[1];
        await userEvent
            .setup({ delay: null })
            .selectOptions(screen.getByLabelText('Conta'), String(second.id));
        const newest = movementsOf(second)[0];
        await waitFor(() =>
            expect(bodyRows(screen.getByRole('table', { name: 'Movimentações' }))[0]).toHaveTextContent(
                newest.description,
            ),
        );
    });

    it('copies the Pix/TED details with the CPF masked and confirms in pt-BR', async () => {
        const holder = await signIn('titular_pf');
        const user = userEvent.setup({ delay: null });
        renderPage(<MyAccountPage />);
        const account = myAccounts()[0];
        const card = await screen.findByRole('region', { name: `Conta ${labelOf(account)}` });
        await user.click(within(card).getByRole('button', { name: 'Copiar dados da conta' }));
        expect(await screen.findByText(/Dados da conta copiados/)).toBeInTheDocument();
        const text = await navigator.clipboard.readText();
        expect(text).toBe(
            [
                'Banco: 990 - Banco Digital S.A.',
                `Agência: ${agencyOf(account)}`,
                `Conta: ${account.number}-${account.digit} (Conta corrente)`,
                `Titular: ${holder.name}`,
                `CPF ${maskCpf(holder.username)}`,
            ].join('\n'),
        );
        expect(text).not.toContain(holder.username);
    });

    it('gives a legal person its CNPJ in the copied details', async () => {
        const holder = await signIn('titular_pj');
        const user = userEvent.setup({ delay: null });
        renderPage(<MyAccountPage />);
        const account = myAccounts()[0];
        const card = await screen.findByRole('region', { name: `Conta ${labelOf(account)}` });
        await user.click(within(card).getByRole('button', { name: 'Copiar dados da conta' }));
        await screen.findByText(/Dados da conta copiados/);
        const text = await navigator.clipboard.readText();
        expect(text).toContain(`Titular: ${holder.company?.name}`);
        expect(text).toContain('CNPJ 45.938.076/0001-09');
    });

    it('hides every balance and amount while the user keeps balances hidden', async () => {
        await signIn('titular_pf');
        renderPage(<MyAccountPage />, memoryStore({ balanceVisible: false }));
        await screen.findByRole('table', { name: 'Movimentações' });
        for (const account of myAccounts()) {
            const card = screen.getByRole('region', { name: `Conta ${labelOf(account)}` });
            expect(within(card).getByText('R$ ••••••')).toBeInTheDocument();
            expect(within(card).queryByText(formatBRL(account.balance))).not.toBeInTheDocument();
        }
        expect(document.body).not.toHaveTextContent(/R\$\s\d/);
    });

    it('turns the movements into a list on a 360 px phone', async () => {
        // Every media query matches: the width is below every breakpoint.
        vi.stubGlobal(
            'matchMedia',
            vi.fn((media: string) => ({
                matches: true,
                media,
                onchange: null,
                addListener: vi.fn(),
                removeListener: vi.fn(),
                addEventListener: vi.fn(),
                removeEventListener: vi.fn(),
                dispatchEvent: vi.fn(),
            })),
        );
        onTestFinished(() => {
            vi.unstubAllGlobals();
        });
        await signIn('titular_pf');
        renderPage(<MyAccountPage />);
        const list = await screen.findByRole('list', { name: 'Movimentações' });
        const newest = movementsOf(myAccounts()[0])[0];
        expect(within(list).getAllByRole('listitem')).toHaveLength(10);
        expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(newest.description);
        expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(formatDateTime(newest.created_at));
        expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });

    it('shows an inline retry when the movements cannot be loaded', async () => {
        await signIn('titular_pf');
        sandboxServer.use(
            http.get(
                `${API_BASE}/payment/transaction/statement`,
                () => HttpResponse.json({}, { status: 500 }),
                {
                    once: true,
                },
            ),
        );
        renderPage(<MyAccountPage />);
        expect(await screen.findByText('Não foi possível carregar as movimentações.')).toBeInTheDocument();
        await userEvent
            .setup({ delay: null })
            .click(screen.getByRole('button', { name: 'Tentar novamente' }));
        expect(await screen.findByRole('table', { name: 'Movimentações' })).toBeInTheDocument();
    });
});

describe('Controle de conta', () => {
    it('filters the statement by period, with totals and pages', async () => {
        await signIn('titular_pj');
        const user = userEvent.setup({ delay: null });
        renderPage(<AccountControlPage />);
        const account = myAccounts()[0];

        const month = lastDays(30);
        const monthRows = movementsOf(account, month.from, month.to);
        expect(
            await screen.findByText(countText(monthRows.length, month.from, month.to)),
        ).toBeInTheDocument();

        await user.selectOptions(screen.getByLabelText('Período'), '7');
        const week = lastDays(7);
        const weekRows = movementsOf(account, week.from, week.to);
        expect(await screen.findByText(countText(weekRows.length, week.from, week.to))).toBeInTheDocument();
        const credits = weekRows.filter((t) => t.amount > 0).reduce((sum, t) => sum + t.amount, 0);
        const debits = weekRows.filter((t) => t.amount < 0).reduce((sum, t) => sum - t.amount, 0);
        expect(screen.getByText('Entradas no período').nextSibling).toHaveTextContent(formatBRL(credits));
        expect(screen.getByText('Saídas no período').nextSibling).toHaveTextContent(formatBRL(debits));
        if (weekRows.length > 0) {
            const rows = bodyRows(screen.getByRole('table', { name: 'Movimentações' }));
            expect(rows).toHaveLength(Math.min(20, weekRows.length));
            expect(rows[0]).toHaveTextContent(weekRows[0].description);
        }

        await user.selectOptions(screen.getByLabelText('Período'), '90');
        const quarter = lastDays(90);
        const quarterRows = movementsOf(account, quarter.from, quarter.to);
        expect(quarterRows.length).toBeGreaterThan(20);
        expect(
            await screen.findByText(countText(quarterRows.length, quarter.from, quarter.to)),
        ).toBeInTheDocument();
        let rows = bodyRows(screen.getByRole('table', { name: 'Movimentações' }));
        expect(rows).toHaveLength(20);
        expect(rows[0]).toHaveTextContent(formatDateTime(quarterRows[0].created_at));
        await user.click(screen.getByRole('button', { name: 'Ir para a página 2' }));
        rows = bodyRows(screen.getByRole('table', { name: 'Movimentações' }));
        expect(rows[0]).toHaveTextContent(formatDateTime(quarterRows[20].created_at));
        expect(rows[0]).toHaveTextContent(quarterRows[20].description);
    });

    it('takes a custom range from two labelled dates and checks it', async () => {
        await signIn('titular_pj');
        const user = userEvent.setup({ delay: null });
        renderPage(<AccountControlPage />);
        const account = myAccounts()[0];
        await screen.findByText(/movimentações de/);

        await user.selectOptions(screen.getByLabelText('Período'), 'custom');
        const { to: today } = lastDays(1);
        const from = addDays(today, -60);
        const to = addDays(today, -45);
        const start = screen.getByLabelText('De');
        const end = screen.getByLabelText('Até');
        await user.clear(end);
        await user.type(end, to);
        await user.clear(start);
        await user.type(start, from);
        const expected = movementsOf(account, from, to);
        expect(await screen.findByText(countText(expected.length, from, to))).toBeInTheDocument();

        await user.clear(start);
        await user.type(start, addDays(to, 1));
        expect(
            await screen.findByText('A data inicial deve ser igual ou anterior à final.'),
        ).toBeInTheDocument();
        expect(screen.getByText('Corrija o período para ver o extrato.')).toBeInTheDocument();
    });

    it('keeps the chosen period in the link: a reload shows the same movements', async () => {
        await signIn('titular_pj');
        const user = userEvent.setup({ delay: null });
        const first = renderPage(<AccountControlPage />);
        await screen.findByText(/movimentações de/);
        await user.selectOptions(screen.getByLabelText('Período'), 'custom');
        await waitFor(() => expect(window.location.hash).toMatch(/periodo=custom/));
        expect(window.location.hash).toMatch(/de=\d{4}-\d{2}-\d{2}&ate=\d{4}-\d{2}-\d{2}/);
        first.unmount();

        renderPage(<AccountControlPage />);
        await screen.findByText(/movimentações de/);
        expect(screen.getByLabelText('Período')).toHaveValue('custom');
        expect(screen.getByLabelText('De')).toHaveValue(lastDays(30).from);
    });

    it('exports the period as a pt-BR Excel CSV: BOM, ; and decimal comma', async () => {
        await signIn('titular_pj');
        const user = userEvent.setup({ delay: null });
        const { blobs, names } = captureDownloads();
        renderPage(<AccountControlPage />);
        const account = myAccounts()[0];
        await screen.findByText(/movimentações de/);
        await user.selectOptions(screen.getByLabelText('Período'), '15');
        const period = lastDays(15);
        const rows = movementsOf(account, period.from, period.to);
        await screen.findByText(countText(rows.length, period.from, period.to));

        await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
        expect(names).toHaveLength(1);
        expect(names[0]).toBe(
            `extrato-${agencyOf(account)}-${account.number}${account.digit}-${period.from}-a-${period.to}.csv`,
        );
        const [blob] = blobs;
        expect(blob.type).toBe('text/csv;charset=utf-8');
        const bytes = new Uint8Array(await blob.arrayBuffer());
        expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        const text = new TextDecoder().decode(bytes.slice(3));
        expect(text).toBe(statementCsv(rows));
        expect(text.split('\r\n')[0]).toBe('Data;Hora;Descrição;Valor (R$);Saldo (R$);Situação');
        if (rows.length > 0) {
            expect(text.split('\r\n')[1]).toContain(`${formatDate(rows[0].created_at)};`);
            expect(text.split('\r\n')[1]).toContain(
                `;${(rows[0].amount / 100).toFixed(2).replace('.', ',')};`,
            );
        }
    });
});

describe('the accounts endpoints', () => {
    const status = async (path: string, query?: Record<string, string | number>) => {
        try {
            return (await request(path, { query, quiet: true })).status;
        } catch (error) {
            if (isHttpError(error)) return error.status;
            throw error;
        }
    };

    it("keep a holder out of another person's accounts and statements", async () => {
        await signIn('titular_pf');
        const own = getUser()?.person_id as number;
        const other = state().accounts.find((a) => a.person_id !== own) as Account;
        expect(await status(`access/persons/${own}/accounts`)).toBe(200);
        expect(await status(`access/persons/${other.person_id}/accounts`)).toBe(403);
        expect(await status('payment/transaction/statement', { account: other.id })).toBe(403);
        expect(await status('payment/transaction/balance', { account: other.id })).toBe(403);
        expect(await status('access/detailing/account')).toBe(403);
    });

    it('let staff who open accounts read anyone’s', async () => {
        await signIn('backoffice');
        const holder = state().accounts.find((a) => a.person_id !== getUser()?.person_id) as Account;
        const answer = await request<{ data: { id: number; balance: number }[] }>(
            `access/persons/${holder.person_id}/accounts`,
        );
        expect(answer.body.data.map((a) => a.id)).toContain(holder.id);
        const balance = await request<{ data: { account_id: number; balance: number } }>(
            'payment/transaction/balance',
            { query: { account: holder.id } },
        );
        expect(balance.body.data).toMatchObject({ account_id: holder.id, balance: holder.balance });
    });

    it('answer the statement newest first, a Laravel page within the period', async () => {
        await signIn('titular_pf');
        const account = myAccounts()[0];
        const { from, to } = lastDays(30);
        const answer = await request<{ data: Transaction[]; meta: { total: number; per_page: number } }>(
            'payment/transaction/statement',
            { query: { account: account.id, page: 1, per_page: 5, filter: { from, to } } },
        );
        const expected = movementsOf(account, from, to);
        expect(answer.body.meta).toMatchObject({ total: expected.length, per_page: 5 });
        expect(answer.body.data.map((t) => t.id)).toEqual(expected.slice(0, 5).map((t) => t.id));
        expect(
            await status('payment/transaction/statement', {
                account: account.id,
                'filter[from]': '2026-02-30',
            }),
        ).toBe(422);
    });
});

describe('home summary', () => {
    it('gives a holder the total balance and the last 5 movements, and no bank figures', async () => {
        await signIn('titular_pf');
        renderPage(<HomeSummary />);
        const accounts = myAccounts();
        const total = accounts.reduce((sum, a) => sum + a.balance, 0);
        expect(await screen.findByText(`Saldo total (${accounts.length} contas)`)).toBeInTheDocument();
        expect(screen.getByText(`Saldo total (${accounts.length} contas)`).nextSibling).toHaveTextContent(
            formatBRL(total),
        );
        const last = newestFirst(
            state().transactions.filter((t) => accounts.some((a) => a.id === t.account_id)),
        );
        const table = await screen.findByRole('table', { name: 'Movimentações' });
        const rows = bodyRows(table);
        expect(rows).toHaveLength(5);
        rows.forEach((row, i) => {
            expect(row).toHaveTextContent(last[i].description);
            expect(row).toHaveTextContent(signed(last[i].amount));
        });
        expect(screen.queryByText('Visão do banco')).not.toBeInTheDocument();
    });

    it('gives staff the bank figures counted from the store', async () => {
        await signIn('backoffice');
        renderPage(<HomeSummary />);
        const { persons, accounts } = state();
        const figure = async (label: string) => (await screen.findByText(label)).nextSibling;
        expect(await figure('Cadastros pendentes')).toHaveTextContent(
            String(persons.filter((p) => p.status === 'pending').length),
        );
        expect(await figure('Contas ativas')).toHaveTextContent(
            String(accounts.filter((a) => a.status === 'active').length),
        );
        expect(await figure('Contas bloqueadas')).toHaveTextContent(
            String(accounts.filter((a) => a.status === 'blocked').length),
        );
        expect(await figure('Saldo total em contas')).toHaveTextContent(
            formatBRL(accounts.reduce((sum, a) => sum + a.balance, 0)),
        );
        expect(persons.some((p) => p.status === 'pending')).toBe(true);
    });

    it('shows an inline retry when the figures cannot be loaded', async () => {
        await signIn('backoffice');
        sandboxServer.use(
            http.get(`${API_BASE}/access/detailing/account`, () => HttpResponse.json({}, { status: 500 }), {
                once: true,
            }),
        );
        renderPage(<HomeSummary />);
        expect(await screen.findByText('Não foi possível carregar os indicadores.')).toBeInTheDocument();
        await userEvent
            .setup({ delay: null })
            .click(screen.getByRole('button', { name: 'Tentar novamente' }));
        expect(await screen.findByText('Cadastros pendentes')).toBeInTheDocument();
    });
});
