import { effectivePermissions } from '../../authProvider/permissions';
import type { Account } from '../../contract/accounts';
import { PERMISSIONS } from '../../contract/permissions';
import { endOfDayUtc, startOfDayUtc } from '../../domain/dates';
import { advanceClock } from '../clock';
import { filtersOf, forbidden, notFound, paginate, validationError } from '../laravel';
import { type Context, route } from '../route';
import type { SandboxState } from '../types';

/** Staff who open accounts (access.account.create) may read anyone's; everyone else only their own. */
export const isStaff = ({ user }: Context) =>
    effectivePermissions(user.permissions).has(PERMISSIONS.accountCreate);

/** The records of a holder-owned collection the caller may see: their own, or everyone's for staff. */
export const visibleTo = <T extends { owner_person_id: number }>(ctx: Context, rows: T[]): T[] => {
    const staff = isStaff(ctx);
    return rows.filter((row) => staff || row.owner_person_id === ctx.user.person_id);
};

/** A minor's person is operated by the responsible adult's user. */
export const isResponsibleFor = (ctx: Context, personId: number) =>
    ctx.store.state.persons.some((p) => p.id === personId && p.responsible?.person_id === ctx.user.person_id);

const assertOwnerOrStaff = (ctx: Context, personId: number) => {
    if (personId !== ctx.user.person_id && !isStaff(ctx) && !isResponsibleFor(ctx, personId))
        throw forbidden();
};

/** An account as the portal reads it: its bank, agency, type and holder resolved. */
export const accountView = (state: SandboxState, account: Account) => {
    const bank = state.banks.find((b) => b.id === account.bank_id);
    const agency = state.agencies.find((a) => a.id === account.agency_id);
    const type = state.accountTypes.find((t) => t.id === account.account_type_id);
    const holder = state.persons.find((p) => p.id === account.person_id);
    return {
        id: account.id,
        uuid: account.uuid,
        person_id: account.person_id,
        kind: account.kind,
        number: account.number,
        digit: account.digit,
        status: account.status,
        balance: account.balance,
        created_at: account.created_at,
        bank: bank ? { id: bank.id, code: bank.code, name: bank.name } : null,
        agency: agency ? { id: agency.id, number: agency.number, name: agency.name } : null,
        account_type: type ? { id: type.id, code: type.code, name: type.name } : null,
        holder: holder ? { name: holder.name, type: holder.type, document: holder.document } : null,
    };
};

/** The account of `?account=`, readable by its holder or by staff; 422 without it, 404 when unknown. */
const accountOf = (ctx: Context): Account => {
    const raw = ctx.url.searchParams.get('account') ?? '';
    if (!/^\d+$/.test(raw)) throw validationError({ account: ['Informe a conta.'] });
    const account = ctx.store.state.accounts.find((a) => a.id === Number(raw));
    if (!account) throw notFound();
    assertOwnerOrStaff(ctx, account.person_id);
    return account;
};

/** `filter[from]` and `filter[to]`: Brasília calendar days, both ends included. */
const periodOf = (ctx: Context) => {
    const { from, to } = filtersOf(ctx.url);
    const start = from === undefined ? null : startOfDayUtc(from);
    const end = to === undefined ? null : endOfDayUtc(to);
    const errors: Record<string, string[]> = {};
    if (from !== undefined && start === null) errors['filter.from'] = ['Data inicial inválida.'];
    if (to !== undefined && end === null) errors['filter.to'] = ['Data final inválida.'];
    if (start && end && start > end) errors['filter.from'] = ['A data inicial deve ser anterior à final.'];
    if (Object.keys(errors).length > 0) throw validationError(errors);
    return { start, end };
};

const newestFirst = <T extends { created_at: string; id: number }>(a: T, b: T) =>
    b.created_at.localeCompare(a.created_at) || b.id - a.id;

export const accountHandlers = [
    route('get', 'access/persons/:id/accounts', { permission: 'authenticated' }, (ctx) => {
        const personId = Number(ctx.params.id);
        assertOwnerOrStaff(ctx, personId);
        if (!ctx.store.state.persons.some((p) => p.id === personId)) throw notFound();
        // Balances include what came due since the last call (the sandbox's clock runs on calls).
        advanceClock(ctx.store);
        const { state } = ctx.store;
        // The accounts of the minors this person is responsible for come with their own.
        const minors = new Set(
            state.persons.filter((p) => p.responsible?.person_id === personId).map((p) => p.id),
        );
        return {
            data: state.accounts
                .filter((a) => a.person_id === personId || minors.has(a.person_id))
                .map((account) => accountView(state, account)),
        };
    }),
    route('get', 'payment/transaction/balance', { permission: 'authenticated' }, (ctx) => {
        advanceClock(ctx.store);
        const account = accountOf(ctx);
        const last = ctx.store.state.transactions
            .filter((t) => t.account_id === account.id)
            .reduce<string | null>(
                (latest, t) => (latest && latest > t.created_at ? latest : t.created_at),
                null,
            );
        return {
            data: {
                account_id: account.id,
                balance: account.balance,
                updated_at: last ?? account.created_at,
            },
        };
    }),
    route('get', 'payment/transaction/statement', { permission: 'authenticated' }, (ctx) => {
        advanceClock(ctx.store);
        const account = accountOf(ctx);
        const { start, end } = periodOf(ctx);
        const rows = ctx.store.state.transactions
            .filter(
                (t) =>
                    t.account_id === account.id &&
                    (start === null || t.created_at >= start) &&
                    (end === null || t.created_at <= end),
            )
            .sort(newestFirst);
        return paginate(rows, ctx.url, []);
    }),
    route('get', 'access/detailing/account', { permission: PERMISSIONS.accountCreate }, ({ store }) => {
        const { persons, accounts } = store.state;
        return {
            data: {
                pending_registrations: persons.filter((p) => p.status === 'pending').length,
                active_accounts: accounts.filter((a) => a.status === 'active').length,
                blocked_accounts: accounts.filter((a) => a.status === 'blocked').length,
                total_balance: accounts.reduce((sum, a) => sum + a.balance, 0),
            },
        };
    }),
];
