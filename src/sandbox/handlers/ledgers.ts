import { effectivePermissions } from '../../authProvider/permissions';
import type { Transaction } from '../../contract/accounts';
import type {
    DetailingRow,
    GraphicAccount,
    GraphicAccountView,
    GraphicMovement,
    ListingRow,
    ListingSummary,
    ListingType,
    PeriodTotals,
    Tally,
    TransientEntry,
    TransientEntryView,
    UniversalBalance,
    UniversalRow,
} from '../../contract/ledgers';
import { PERMISSIONS } from '../../contract/permissions';
import { endOfDayUtc, startOfDayUtc, toDateOnlyBrasilia } from '../../domain/dates';
import { isHolderPeriod, periodFirstDay } from '../../domain/holders';
import { statusLabel } from '../../domain/statuses';
import {
    type FieldErrors,
    filtersOf,
    forbidden,
    matchesSearch,
    notFound,
    paginate,
    validationError,
} from '../laravel';
import { post } from '../ledger';
import { type Context, route } from '../route';
import type { SandboxState } from '../types';
import { accountSummary } from '../views';

/*
 * The bank's other ledgers (docs/api.md "Ledgers"), all read from the holders' ledger (`transactions`) and the
 * few records of their own: the universal account (the brand's pooled account: every holder's movement), the
 * graphic accounts (internal accounts whose movements mirror the ledger or are their own entries), the Pix
 * transient account's queue, and the fee, deposit and withdrawal listings.
 */

type State = SandboxState;

export const LISTING_TYPES: readonly ListingType[] = ['taxas-e-tarifas', 'depositos', 'saque'];

/** Which holders' ledger rows each listing counts; a reversal of one of them is its own row ('Estorno - …'). */
export const LISTING_RULES: Readonly<Record<ListingType, (t: Transaction) => boolean>> = {
    'taxas-e-tarifas': (t) => t.kind === 'manual_charge' && /^(tarifa|taxa)\b/i.test(t.description),
    depositos: (t) => t.kind === 'cash_in' && /^dep[óo]sito\b/i.test(t.description),
    saque: (t) => t.kind === 'cash_out' && /^saque\b/i.test(t.description),
};

const isFeeReversal = (t: Transaction) =>
    t.kind === 'reversal' && /^estorno - (tarifa|taxa)\b/i.test(t.description);

const tally = (rows: readonly { amount: number }[]): Tally => ({
    count: rows.length,
    amount: rows.reduce((sum, row) => sum + row.amount, 0),
});

const oldestFirst = (a: { created_at: string }, b: { created_at: string }) =>
    a.created_at.localeCompare(b.created_at);

/** `filter[from]`/`filter[to]`: whole Brasília days (spec 2 §9), as UTC bounds. */
function dayRange(filters: Record<string, string>) {
    const errors: FieldErrors = {};
    const start = filters.from ? startOfDayUtc(filters.from) : null;
    const end = filters.to ? endOfDayUtc(filters.to) : null;
    if (filters.from && start === null) errors['filter.from'] = ['Data inicial inválida.'];
    if (filters.to && end === null) errors['filter.to'] = ['Data final inválida.'];
    if (start && end && start > end) errors['filter.from'] = ['A data inicial deve ser anterior à final.'];
    if (filters.direction && filters.direction !== 'in' && filters.direction !== 'out')
        errors['filter.direction'] = ['Escolha entradas (in) ou saídas (out).'];
    if (Object.keys(errors).length > 0) throw validationError(errors);
    return {
        start,
        end,
        inRange: (at: string) => (!start || at >= start) && (!end || at <= end),
        direction: (amount: number) =>
            !filters.direction || (filters.direction === 'in' ? amount > 0 : amount < 0),
    };
}

/** Credits and debits of `rows` (in the range), and the balance before and after the range. */
function periodTotals(
    all: readonly { amount: number; created_at: string }[],
    rows: readonly { amount: number }[],
    start: string | null,
    end: string | null,
): PeriodTotals {
    let opening = 0;
    let closing = 0;
    for (const row of all) {
        if (start && row.created_at < start) opening += row.amount;
        if (!end || row.created_at <= end) closing += row.amount;
    }
    return {
        credits: tally(rows.filter((row) => row.amount > 0)),
        debits: tally(rows.filter((row) => row.amount < 0)),
        opening_balance: opening,
        closing_balance: closing,
    };
}

const holderOf = (state: State, accountId: number) => {
    const account = state.accounts.find((a) => a.id === accountId);
    const person = account && state.persons.find((p) => p.id === account.person_id);
    return person ? { id: person.id, name: person.name, document: person.document, type: person.type } : null;
};

// ——— Universal account ———

const universalBalance = (state: State): UniversalBalance => {
    const today = startOfDayUtc(toDateOnlyBrasilia()) ?? '';
    const byType = new Map<number, { accounts: number; balance: number }>();
    for (const account of state.accounts) {
        const entry = byType.get(account.account_type_id) ?? { accounts: 0, balance: 0 };
        entry.accounts += account.status === 'active' ? 1 : 0;
        entry.balance += account.balance;
        byType.set(account.account_type_id, entry);
    }
    const todays = state.transactions.filter((t) => t.created_at >= today);
    return {
        balance: state.accounts.reduce((sum, a) => sum + a.balance, 0),
        accounts: state.accounts.filter((a) => a.status === 'active').length,
        by_type: state.accountTypes
            .filter((type) => byType.has(type.id))
            .map((type) => ({
                code: type.code,
                name: type.name,
                ...(byType.get(type.id) ?? { accounts: 0, balance: 0 }),
            }))
            .sort((a, b) => b.balance - a.balance),
        today: {
            credits: tally(todays.filter((t) => t.amount > 0)),
            debits: tally(todays.filter((t) => t.amount < 0)),
        },
        updated_at: new Date().toISOString(),
    };
};

function universalRows(ctx: Context) {
    const { state } = ctx.store;
    const filters = filtersOf(ctx.url);
    const range = dayRange(filters);
    if (
        filters.kind &&
        !['payment', 'cash_out', 'cash_in', 'reversal', 'manual_charge'].includes(filters.kind)
    )
        throw validationError({ 'filter.kind': ['Tipo de movimentação desconhecido.'] });
    const search = filters.search?.trim() ?? '';
    const cents = /^\d{1,3}(\.\d{3})*,\d{2}$|^\d+,\d{2}$/.test(search)
        ? Number(search.replace(/\./g, '').replace(',', ''))
        : null;
    const sorted = [...state.transactions].sort((a, b) => oldestFirst(a, b) || a.id - b.id);
    const inPeriod = sorted.filter((t) => range.inRange(t.created_at));
    const rows = inPeriod.filter((t) => {
        if (filters.kind && t.kind !== filters.kind) return false;
        if (!range.direction(t.amount)) return false;
        if (!search) return true;
        if (cents !== null) return Math.abs(t.amount) === cents;
        const account = accountSummary(state, t.account_id);
        return (
            matchesSearch(search, t.description, account?.holder ?? undefined) ||
            (/^\d{3,}/.test(search) &&
                !!account &&
                `${account.number}${account.digit}`.startsWith(search.replace(/\D/g, '')))
        );
    });
    return { sorted, rows, range };
}

const universalStatement = (ctx: Context) => {
    const { state } = ctx.store;
    const { sorted, rows } = universalRows(ctx);
    // The pooled account's balance after each row: every holder's rows in time order.
    const poolAfter = new Map<number, number>();
    let pool = 0;
    for (const t of sorted) {
        pool += t.amount;
        poolAfter.set(t.id, pool);
    }
    const page = paginate([...rows].reverse(), ctx.url, ['created_at', 'amount']);
    return {
        ...page,
        data: page.data.map((t): UniversalRow & { pool_balance_after: number } => ({
            id: t.id,
            created_at: t.created_at,
            kind: t.kind,
            description: t.description,
            amount: t.amount,
            status: t.status,
            account: accountSummary(state, t.account_id),
            pool_balance_after: poolAfter.get(t.id) ?? 0,
        })),
    };
};

const universalTotals = (ctx: Context) => {
    const { sorted, rows, range } = universalRows(ctx);
    return { data: periodTotals(sorted, rows, range.start, range.end) };
};

// ——— Graphic accounts ———

const sign = (amount: number) => (amount === 0 ? 0 : amount);

/** A graphic account's movements, oldest first, with the running balance. */
export function graphicMovements(state: State, account: GraphicAccount): GraphicMovement[] {
    const moves: Omit<GraphicMovement, 'balance_after'>[] = state.graphicEntries
        .filter((e) => e.graphic_account_id === account.id)
        .map((e) => ({
            id: `e-${e.id}`,
            description: e.description,
            amount: e.amount,
            created_at: e.created_at,
            account: null,
            transaction_id: null,
        }));
    const mirror = (t: Transaction, amount: number) =>
        moves.push({
            id: `t-${t.id}`,
            description: t.description,
            amount: sign(amount),
            created_at: t.created_at,
            account: accountSummary(state, t.account_id),
            transaction_id: t.id,
        });
    if (account.source === 'fees') {
        for (const t of state.transactions)
            if (LISTING_RULES['taxas-e-tarifas'](t) || isFeeReversal(t)) mirror(t, -t.amount);
    }
    if (account.source === 'cash') {
        for (const t of state.transactions)
            if (LISTING_RULES.depositos(t) || LISTING_RULES.saque(t)) mirror(t, t.amount);
    }
    if (account.source === 'transient') {
        for (const entry of state.transientEntries) {
            const base = { account: accountSummary(state, entry.account_id), transaction_id: null };
            moves.push({
                id: `p-${entry.id}-in`,
                description: `Pix retido - ${entry.payer.name}`,
                amount: entry.amount,
                created_at: entry.received_at,
                ...base,
            });
            if (entry.decided_at) {
                const text =
                    entry.status === 'approved' ? 'Pix liberado ao titular' : 'Pix devolvido ao pagador';
                moves.push({
                    id: `p-${entry.id}-out`,
                    description: `${text} - ${entry.payer.name}`,
                    amount: -entry.amount,
                    created_at: entry.decided_at,
                    ...base,
                    transaction_id: entry.transaction_id,
                });
            }
        }
    }
    moves.sort(oldestFirst);
    let balance = 0;
    return moves.map((move) => {
        balance += move.amount;
        return { ...move, balance_after: balance };
    });
}

const graphicView = (state: State, account: GraphicAccount): GraphicAccountView => {
    const moves = graphicMovements(state, account);
    const bank = state.banks.find((b) => b.id === account.bank_id);
    return {
        ...account,
        institution: { id: account.bank_id, name: bank?.name ?? '', code: bank?.code ?? '' },
        balance: moves.at(-1)?.balance_after ?? 0,
        movements_count: moves.length,
        last_movement_at: moves.at(-1)?.created_at ?? null,
    };
};

const findGraphic = (ctx: Context) => {
    const account = ctx.store.state.graphicAccounts.find((a) => String(a.id) === ctx.params.id);
    if (!account) throw notFound();
    return account;
};

const graphicList = (ctx: Context) => {
    const { state } = ctx.store;
    const f = filtersOf(ctx.url);
    const rows = state.graphicAccounts
        .filter(
            (a) =>
                (!f.bank_id || String(a.bank_id) === f.bank_id) &&
                (!f.nature || a.nature === f.nature) &&
                (!f.status || a.status === f.status) &&
                (!f.search || matchesSearch(f.search, a.name, a.code, a.purpose)),
        )
        .map((a) => graphicView(state, a))
        .sort((a, b) => a.code.localeCompare(b.code));
    return paginate(rows, ctx.url, ['code', 'name', 'balance', 'movements_count']);
};

function graphicRows(ctx: Context) {
    const moves = graphicMovements(ctx.store.state, findGraphic(ctx));
    const range = dayRange(filtersOf(ctx.url));
    const rows = moves.filter((m) => range.inRange(m.created_at) && range.direction(m.amount));
    return { moves, rows, range };
}

// ——— Pix transient account ———

const transientView = (state: State, entry: TransientEntry): TransientEntryView => ({
    ...entry,
    account: accountSummary(state, entry.account_id),
    account_status: state.accounts.find((a) => a.id === entry.account_id)?.status ?? null,
});

const STATUS_ORDER = { pending: 0, approved: 1, refunded: 1 } as const;

const transientList = (ctx: Context) => {
    const { state } = ctx.store;
    const f = filtersOf(ctx.url);
    if (f.status && !(f.status in STATUS_ORDER))
        throw validationError({ 'filter.status': ['Situação desconhecida.'] });
    const rows = state.transientEntries
        .filter((e) => !f.status || e.status === f.status)
        .map((e) => transientView(state, e))
        .filter(
            (e) =>
                !f.search ||
                matchesSearch(
                    f.search,
                    e.payer.name,
                    e.account?.holder ?? undefined,
                    e.end_to_end_id,
                    e.account?.number,
                ),
        )
        // Waiting ones first, oldest first (the queue's order); then the decided, newest decision first.
        .sort(
            (a, b) =>
                STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
                (a.status === 'pending'
                    ? a.received_at.localeCompare(b.received_at)
                    : (b.decided_at ?? '').localeCompare(a.decided_at ?? '')),
        );
    return paginate(rows, ctx.url, ['received_at', 'amount']);
};

const transientSummary = (ctx: Context) => {
    const entries = ctx.store.state.transientEntries;
    const of = (status: TransientEntry['status']) => tally(entries.filter((e) => e.status === status));
    const pending = of('pending');
    return { data: { pending, approved: of('approved'), refunded: of('refunded'), held: pending.amount } };
};

export const TRANSIENT_MESSAGES = {
    decided: 'Este Pix já foi decidido.',
    accountNotActive: (status: string) =>
        `A conta de destino está ${status.toLowerCase()}: ela precisa estar ativa para receber o Pix. Regularize a conta ou devolva o Pix ao pagador.`,
    reasonShort: 'Informe o motivo da devolução (pelo menos 5 caracteres).',
} as const;

function pendingEntry(ctx: Context): TransientEntry {
    const entry = ctx.store.state.transientEntries.find((e) => String(e.id) === ctx.params.id);
    if (!entry) throw notFound();
    if (entry.status !== 'pending') throw validationError({ status: [TRANSIENT_MESSAGES.decided] });
    return entry;
}

const decide = (ctx: Context, entry: TransientEntry, status: TransientEntry['status']) => {
    entry.status = status;
    entry.decided_at = new Date().toISOString();
    entry.decided_by = { id: ctx.user.id, name: ctx.user.name };
    ctx.store.save('transientEntries');
    return { data: transientView(ctx.store.state, entry) };
};

const approveTransient = (ctx: Context) => {
    const entry = pendingEntry(ctx);
    const { state } = ctx.store;
    const account = state.accounts.find((a) => a.id === entry.account_id);
    if (!account) throw notFound();
    if (account.status !== 'active')
        throw validationError({
            account_id: [TRANSIENT_MESSAGES.accountNotActive(statusLabel('entity', account.status))],
        });
    const at = new Date().toISOString();
    const credit = post(
        ctx.store,
        account.id,
        'cash_in',
        `Pix recebido - ${entry.payer.name} (liberado da conta transitória)`,
        entry.amount,
        at,
    );
    ctx.store.save('transactions');
    ctx.store.save('accounts');
    entry.transaction_id = credit.id;
    return decide(ctx, entry, 'approved');
};

const refundTransient = (ctx: Context) => {
    const entry = pendingEntry(ctx);
    const reason = typeof ctx.body.reason === 'string' ? ctx.body.reason.trim() : '';
    if (reason.length < 5) throw validationError({ reason: [TRANSIENT_MESSAGES.reasonShort] });
    entry.refund_reason = reason;
    return decide(ctx, entry, 'refunded');
};

// ——— Listings ———

/** Listings open to `payment.listing.index` and, as the route table allows, `payment.tax_and_fee.index`. */
const assertListingReader = (ctx: Context) => {
    const held = effectivePermissions(ctx.user.permissions);
    if (!held.has(PERMISSIONS.listingIndex) && !held.has(PERMISSIONS.taxAndFeeIndex)) throw forbidden();
};

function listingRows(ctx: Context) {
    assertListingReader(ctx);
    const type = ctx.params.type as ListingType;
    if (!LISTING_TYPES.includes(type)) throw notFound();
    const f = filtersOf(ctx.url);
    const period = f.period ?? 'tudo';
    if (!isHolderPeriod(period)) throw validationError({ 'filter.period': ['Período inválido.'] });
    const { state } = ctx.store;
    const firstDay = periodFirstDay(period);
    const start = firstDay ? startOfDayUtc(firstDay) : null;
    const search = f.search?.trim() ?? '';
    const digits = search.replace(/[^0-9A-Za-z]/g, '');
    const holderMatches = new Map<number, boolean>();
    const matches = (accountId: number) => {
        if (!search) return true;
        const known = holderMatches.get(accountId);
        if (known !== undefined) return known;
        const account = accountSummary(state, accountId);
        const holder = holderOf(state, accountId);
        const found =
            matchesSearch(search, holder?.name) ||
            (digits.length >= 3 &&
                (!!holder?.document.includes(digits) || !!account?.number.startsWith(digits)));
        holderMatches.set(accountId, found);
        return found;
    };
    const rows = state.transactions.filter(
        (t) =>
            LISTING_RULES[type](t) &&
            (!start || t.created_at >= start) &&
            (!f.account_id || String(t.account_id) === f.account_id) &&
            matches(t.account_id),
    );
    return { type, period, firstDay, rows };
}

const counted = (rows: Transaction[]) => rows.filter((t) => t.status !== 'reversed');

const listing = (ctx: Context) => {
    const { state } = ctx.store;
    const { rows } = listingRows(ctx);
    const byAccount = new Map<number, Transaction[]>();
    for (const t of counted(rows)) byAccount.set(t.account_id, [...(byAccount.get(t.account_id) ?? []), t]);
    const data = [...byAccount.entries()]
        .map(
            ([accountId, moves]): ListingRow => ({
                id: accountId,
                account: accountSummary(state, accountId),
                holder: holderOf(state, accountId),
                count: moves.length,
                amount: moves.reduce((sum, t) => sum + t.amount, 0),
                last_at: moves.reduce((last, t) => (t.created_at > last ? t.created_at : last), ''),
            }),
        )
        .sort((a, b) => Math.abs(b.amount) - Math.abs(a.amount) || a.id - b.id)
        .map((row) => ({ ...row, magnitude: Math.abs(row.amount) }));
    return paginate(data, ctx.url, ['magnitude', 'count', 'last_at']);
};

const detailing = (ctx: Context) => {
    const { state } = ctx.store;
    const { rows } = listingRows(ctx);
    const data = [...rows]
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
        .map(
            (t): DetailingRow => ({
                id: t.id,
                created_at: t.created_at,
                kind: t.kind,
                description: t.description,
                amount: t.amount,
                status: t.status,
                account: accountSummary(state, t.account_id),
                holder: holderOf(state, t.account_id),
            }),
        );
    return paginate(data, ctx.url, ['created_at', 'amount']);
};

const listingSummary = (ctx: Context): { data: ListingSummary } => {
    const { type, period, firstDay, rows } = listingRows(ctx);
    const kept = counted(rows);
    return {
        data: {
            type,
            period,
            from: firstDay,
            to: toDateOnlyBrasilia(),
            ...tally(kept),
            accounts: new Set(kept.map((t) => t.account_id)).size,
            reversed: tally(rows.filter((t) => t.status === 'reversed')),
        },
    };
};

const P = PERMISSIONS;

export const ledgerHandlers = [
    route('get', 'payment/transaction/universal/balance', { permission: P.universalAccountIndex }, (ctx) => ({
        data: universalBalance(ctx.store.state),
    })),
    route(
        'get',
        'payment/universal/statement/totals',
        { permission: P.universalAccountIndex },
        universalTotals,
    ),
    route('get', 'payment/universal/statement', { permission: P.universalAccountIndex }, universalStatement),
    route('get', 'access/graphic_account', { permission: P.graphicAccountIndex }, graphicList),
    route('get', 'access/graphic_account/:id', { permission: P.graphicAccountShow }, (ctx) => ({
        data: graphicView(ctx.store.state, findGraphic(ctx)),
    })),
    route('get', 'access/graphic_account/:id/movements', { permission: P.graphicAccountShow }, (ctx) =>
        paginate([...graphicRows(ctx).rows].reverse(), ctx.url, ['created_at', 'amount']),
    ),
    route('get', 'access/graphic_account/:id/totals', { permission: P.graphicAccountShow }, (ctx) => {
        const { moves, rows, range } = graphicRows(ctx);
        return { data: periodTotals(moves, rows, range.start, range.end) };
    }),
    route(
        'get',
        'payment/pix/transient/summary',
        { permission: P.transientAccountApprove },
        transientSummary,
    ),
    route('get', 'payment/pix/transient', { permission: P.transientAccountApprove }, transientList),
    route(
        'post',
        'payment/pix/transient/:id/approve',
        { permission: P.transientAccountApprove },
        approveTransient,
    ),
    route(
        'post',
        'payment/pix/transient/:id/refund',
        { permission: P.transientAccountApprove },
        refundTransient,
    ),
    route('get', 'payment/listing/:type/summary', { permission: 'authenticated' }, listingSummary),
    route('get', 'payment/listing/:type', { permission: 'authenticated' }, listing),
    route('get', 'payment/detailing/:type', { permission: 'authenticated' }, detailing),
];
