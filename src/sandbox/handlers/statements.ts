import type { Account, Transaction, TransactionKind } from '../../contract/accounts';
import { PERMISSIONS } from '../../contract/permissions';
import type {
    FutureRelease,
    MovementDetail,
    ReleaseBalance,
    StatementLine,
    StatementSummary,
} from '../../contract/statements';
import { endOfDayUtc, startOfDayUtc, toDateOnlyBrasilia } from '../../domain/dates';
import { parseBRL } from '../../domain/money';
import { advanceClock } from '../clock';
import {
    type FieldErrors,
    filtersOf,
    forbidden,
    matchesSearch,
    notFound,
    paginate,
    validationError,
} from '../laravel';
import { type Context, route } from '../route';
import { isResponsibleFor, isStaff } from './accounts';

/*
 * The account statement with its filters and period figures (`payment/statement`), one movement with its
 * receipt (`payment/detail/{id}`) and the future releases with their balance by day (`payment/future_release`).
 * Holders read their own accounts (and their minors'); staff who open accounts read any.
 */

export const KINDS: readonly TransactionKind[] = [
    'payment',
    'cash_out',
    'cash_in',
    'reversal',
    'manual_charge',
];
/** The longest period one statement covers: 12 months. */
export const MAX_PERIOD_DAYS = 366;
/** How far ahead the future releases go. */
export const RELEASE_HORIZON_DAYS = 90;
const DAY_MS = 86_400_000;

const readable = (ctx: Context, account: Account) =>
    account.person_id === ctx.user.person_id || isStaff(ctx) || isResponsibleFor(ctx, account.person_id);

/** The account of `?account=`: 422 without it, 404 when unknown, 403 when not the caller's. */
function accountOf(ctx: Context): Account {
    const raw = ctx.url.searchParams.get('account') ?? '';
    if (!/^\d+$/.test(raw)) throw validationError({ account: ['Informe a conta.'] });
    const account = ctx.store.state.accounts.find((a) => a.id === Number(raw));
    if (!account) throw notFound();
    if (!readable(ctx, account)) throw forbidden();
    return account;
}

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;

/** `filter[from]`/`filter[to]` (Brasília days, start and end of day, at most 12 months, not after today). */
function filtersOfStatement(ctx: Context) {
    const filters = filtersOf(ctx.url);
    const today = toDateOnlyBrasilia();
    const from = filters.from ?? today;
    const to = filters.to ?? today;
    const start = startOfDayUtc(from);
    const end = endOfDayUtc(to);
    const errors: FieldErrors = {};
    if (start === null) errors['filter.from'] = ['Data inicial inválida.'];
    if (end === null) errors['filter.to'] = ['Data final inválida.'];
    else if (to > today) errors['filter.to'] = ['A data final não pode ser depois de hoje.'];
    if (start && end && from > to) errors['filter.from'] = ['A data inicial deve ser anterior à final.'];
    else if (start && end && daysBetween(from, to) > MAX_PERIOD_DAYS)
        errors['filter.from'] = ['O extrato cobre no máximo 12 meses por consulta.'];
    const kinds = filters.kind ? filters.kind.split(',') : [];
    if (kinds.some((kind) => !KINDS.includes(kind as TransactionKind)))
        errors['filter.kind'] = ['Tipo de lançamento inválido.'];
    const direction = filters.direction;
    if (direction !== undefined && direction !== 'in' && direction !== 'out')
        errors['filter.direction'] = ['Informe entradas (in) ou saídas (out).'];
    if (Object.keys(errors).length > 0) throw validationError(errors);
    return {
        start: start as string,
        end: end as string,
        kinds: new Set(kinds),
        direction,
        search: (filters.search ?? '').trim(),
    };
}

/** A search that reads as an amount ('150', '150,00', 'R$ 1.500,00') also finds movements of that value. */
const amountOfSearch = (search: string) => (/\d/.test(search) ? parseBRL(search.replace(/^-/, '')) : null);

/** The closing balance of each Brasília day the account moved on, from its ledger in time order. */
function dayBalances(rows: readonly Transaction[]) {
    const balances = new Map<string, number>();
    for (const row of rows) balances.set(toDateOnlyBrasilia(new Date(row.created_at)), row.balance_after);
    return balances;
}

const oldestFirst = (a: Transaction, b: Transaction) =>
    a.created_at.localeCompare(b.created_at) || a.id - b.id;

function statement(ctx: Context) {
    advanceClock(ctx.store);
    const account = accountOf(ctx);
    const { start, end, kinds, direction, search } = filtersOfStatement(ctx);
    const ledger = ctx.store.state.transactions.filter((t) => t.account_id === account.id).sort(oldestFirst);
    const days = dayBalances(ledger);
    const cents = amountOfSearch(search);
    let opening = 0;
    let closing = 0;
    const lines: StatementLine[] = [];
    const summary: StatementSummary = { opening_balance: 0, closing_balance: 0, credits: 0, debits: 0 };
    for (const row of ledger) {
        if (row.created_at < start) opening = row.balance_after;
        if (row.created_at <= end) closing = row.balance_after;
        if (row.created_at < start || row.created_at > end) continue;
        if (kinds.size > 0 && !kinds.has(row.kind)) continue;
        if (direction === 'in' && row.amount < 0) continue;
        if (direction === 'out' && row.amount >= 0) continue;
        if (
            search &&
            !matchesSearch(search, row.description, row.counterparty ?? undefined) &&
            Math.abs(row.amount) !== cents
        )
            continue;
        if (row.amount >= 0) summary.credits += row.amount;
        else summary.debits -= row.amount;
        const day = toDateOnlyBrasilia(new Date(row.created_at));
        lines.push({ ...row, day_balance: days.get(day) ?? row.balance_after });
    }
    summary.opening_balance = opening;
    summary.closing_balance = closing;
    lines.reverse();
    return { ...paginate(lines, ctx.url, []), summary, account: accountHeading(ctx, account) };
}

/** The account as a statement's heading names it. */
const accountHeading = (ctx: Context, account: Account): MovementDetail['account'] => ({
    id: account.id,
    agency: ctx.store.state.agencies.find((a) => a.id === account.agency_id)?.number ?? null,
    number: account.number,
    digit: account.digit,
    holder: ctx.store.state.persons.find((p) => p.id === account.person_id)?.name ?? null,
});

/** A stable authentication code of a movement, as a receipt prints it. */
const authenticationOf = (row: Transaction) => {
    let hash = 2166136261;
    for (const char of `${row.id}|${row.account_id}|${row.amount}|${row.created_at}`) {
        hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
    }
    return `${hash.toString(16).toUpperCase().padStart(8, '0')}.${String(row.id).padStart(8, '0')}`;
};

function detail(ctx: Context): MovementDetail {
    const { state } = ctx.store;
    const id = Number(ctx.params.id);
    const row = state.transactions.find((t) => t.id === id);
    const account = row && state.accounts.find((a) => a.id === row.account_id);
    if (!row || !account) throw notFound();
    if (!readable(ctx, account)) throw forbidden();
    const linkedId = row.reversed_by ?? row.reversal_of ?? null;
    const pix = state.pixTransfers.find((p) => p.transaction_id === id || p.reversal_transaction_id === id);
    const bill = state.billPayments.find((b) => b.transaction_id === id);
    return {
        transaction: row,
        account: accountHeading(ctx, account),
        linked: linkedId === null ? null : (state.transactions.find((t) => t.id === linkedId) ?? null),
        receipt: {
            authentication: bill?.authentication ?? authenticationOf(row),
            origin: pix
                ? { type: 'pix', id: pix.id, end_to_end_id: pix.end_to_end_id }
                : bill
                  ? { type: 'bill', id: bill.id, line: bill.line }
                  : null,
        },
    };
}

const addDays = (day: string, n: number) => new Date(Date.parse(day) + n * DAY_MS).toISOString().slice(0, 10);

/** The next `count` 10ths of a month after `today` (the maintenance fee's day). */
const nextTenths = (today: string, count: number) => {
    const [y, m, d] = today.split('-').map(Number);
    const first = d < 10 ? 0 : 1;
    return Array.from({ length: count }, (_, i) =>
        new Date(Date.UTC(y, m - 1 + first + i, 10)).toISOString().slice(0, 10),
    );
};

/** Scheduled Pix and boleto payments, open installments and the monthly fee, within the horizon, by date. */
function releasesOf(ctx: Context, account: Account): FutureRelease[] {
    const { state } = ctx.store;
    const today = toDateOnlyBrasilia();
    const last = addDays(today, RELEASE_HORIZON_DAYS);
    const releases: FutureRelease[] = [];
    for (const pix of state.pixTransfers) {
        if (pix.account_id !== account.id || pix.status !== 'scheduled' || !pix.scheduled_for) continue;
        releases.push({
            id: `pix-${pix.id}`,
            account_id: account.id,
            source: 'pix_scheduled',
            description: `Pix agendado - ${pix.counterparty.name}`,
            amount: pix.direction === 'out' ? -pix.amount : pix.amount,
            date: pix.scheduled_for,
        });
    }
    for (const bill of state.billPayments) {
        if (bill.account_id !== account.id || bill.status !== 'scheduled' || !bill.payment_date) continue;
        releases.push({
            id: `bill-${bill.id}`,
            account_id: account.id,
            source: 'bill_scheduled',
            description: `Pagamento de boleto agendado - ${bill.beneficiary}`,
            amount: -bill.amount,
            date: bill.payment_date,
        });
    }
    for (const parcel of state.slipParcels) {
        if (parcel.account_id !== account.id) continue;
        for (const installment of parcel.installments) {
            if (installment.status !== 'open' || installment.due_date <= today) continue;
            releases.push({
                id: `slip-${parcel.id}-${installment.number}`,
                account_id: account.id,
                source: 'installment',
                description: `Parcela ${installment.number}/${parcel.installments.length} - parcelamento de boleto`,
                amount: -installment.amount,
                date: installment.due_date,
            });
        }
    }
    const type = state.accountTypes.find((t) => t.id === account.account_type_id);
    if (type && type.monthly_fee > 0 && account.status === 'active') {
        for (const date of nextTenths(today, 3)) {
            releases.push({
                id: `fee-${account.id}-${date}`,
                account_id: account.id,
                source: 'fee',
                description: 'Tarifa de manutenção',
                amount: -type.monthly_fee,
                date,
            });
        }
    }
    return releases
        .filter((r) => r.date > today && r.date <= last)
        .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
}

function releaseBalance(ctx: Context): ReleaseBalance {
    advanceClock(ctx.store);
    const account = accountOf(ctx);
    let balance = account.balance;
    const days: ReleaseBalance['days'] = [];
    for (const release of releasesOf(ctx, account)) {
        let day = days.at(-1);
        if (day?.date !== release.date) {
            day = { date: release.date, credits: 0, debits: 0, balance };
            days.push(day);
        }
        if (release.amount >= 0) day.credits += release.amount;
        else day.debits -= release.amount;
        balance += release.amount;
        day.balance = balance;
    }
    return { account_id: account.id, balance: account.balance, projected_balance: balance, days };
}

// As `payment/transaction/statement`: any session reads its own accounts (the cashier's /m-extrato-conta too);
// who may read others' is `readable`.
const own = 'authenticated' as const;

export const statementHandlers = [
    route('get', 'payment/statement', { permission: own }, statement),
    route('get', 'payment/detail/:id', { permission: PERMISSIONS.statementShow }, (ctx) => ({
        data: detail(ctx),
    })),
    route('get', 'payment/future_release/balance', { permission: own }, (ctx) => ({
        data: releaseBalance(ctx),
    })),
    route('get', 'payment/future_release', { permission: own }, (ctx) => {
        advanceClock(ctx.store);
        return { data: releasesOf(ctx, accountOf(ctx)) };
    }),
];
