/**
 * Payees (favorecidos, docs/api.md "Payees"): `access/favored` (list, create; one record: read, change,
 * delete), `access/favored/lookup` (the holder of an account of this bank) and `access/categories`. A user
 * sees and changes only their own person's payees; another person's answers 404.
 */
import type { Favored, FavoredInput } from '../../contract/payees';
import { PERMISSIONS } from '../../contract/permissions';
import { documentOf, FAVORED_MESSAGES, type FavoredField, favoredProblems } from '../../domain/payees';
import { PORTAL_ISPB } from '../../domain/pix';
import { filtersOf, json, matchesSearch, notFound, paginate, validationError } from '../laravel';
import { type Context, route } from '../route';
import type { SandboxState } from '../types';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

const ownBy = (ctx: Context) => ctx.store.state.favoreds.filter((f) => f.person_id === ctx.user.person_id);

const findOwn = (ctx: Context) => {
    const found = ownBy(ctx).find((f) => String(f.id) === ctx.params.id);
    if (!found) throw notFound();
    return found;
};

/** The account of this bank at `agency` with `number`, if any (any status: the caller says why not). */
export const ownBankAccount = (state: SandboxState, agency: string, number: string) => {
    const bank = state.banks.find((b) => b.ispb === PORTAL_ISPB);
    const agencyIds = new Set(
        state.agencies.filter((a) => a.bank_id === bank?.id && a.number === agency).map((a) => a.id),
    );
    return state.accounts.find((a) => agencyIds.has(a.agency_id) && a.number === number);
};

/** The holder of this bank's account typed in the body, or the 422 on the field that is wrong. */
const holderOf = (ctx: Context, problems: Partial<Record<FavoredField, string>>) => {
    const { state } = ctx.store;
    const account = ownBankAccount(state, text(ctx.body.agency), text(ctx.body.account));
    if (!account) {
        problems.account = FAVORED_MESSAGES.notFound;
        return null;
    }
    if (account.status !== 'active') problems.account = FAVORED_MESSAGES.closedAccount;
    else if (account.person_id === ctx.user.person_id) problems.account = FAVORED_MESSAGES.ownSelf;
    return state.persons.find((p) => p.id === account.person_id) ?? null;
};

const favoredView = (state: SandboxState, favored: Favored) => ({
    ...favored,
    category_name: state.favoredCategories.find((c) => c.id === favored.category_id)?.name ?? null,
});

/** The body checked against the rules and the bank's records: the fields to store, or a 422 per field. */
function readInput(
    ctx: Context,
    current?: Favored,
): Omit<Favored, 'id' | 'person_id' | 'created_at' | 'updated_at'> {
    const { state } = ctx.store;
    const body: Record<string, unknown> = { ...current, ...ctx.body };
    // The bank by ISPB, or by its COMPE code when only that was sent.
    const participant =
        state.pixParticipants.find((p) => p.ispb === text(body.bank_ispb)) ??
        (body.bank_ispb ? undefined : state.pixParticipants.find((p) => p.compe === text(body.bank_code)));
    if (participant) body.bank_ispb = participant.ispb;
    const ownBank = participant?.ispb === PORTAL_ISPB;
    const problems = favoredProblems(body, ownBank);
    if (!problems.bank_ispb && !participant) problems.bank_ispb = FAVORED_MESSAGES.bank;
    if (!problems.bank_ispb && participant && !participant.compe)
        problems.bank_ispb = FAVORED_MESSAGES.noCompe;
    const holder = ownBank && !problems.account && !problems.account_digit ? holderOf(ctx, problems) : null;
    const account = text(body.account);
    const agency = text(body.agency);
    const duplicate = ownBy(ctx).some(
        (f) =>
            f.id !== current?.id &&
            f.bank_ispb === participant?.ispb &&
            f.agency === agency &&
            f.account === account &&
            f.account_digit === text(body.account_digit),
    );
    if (duplicate && !problems.account) problems.account = FAVORED_MESSAGES.duplicate;
    const errors = Object.fromEntries(
        Object.entries(problems).map(([field, message]) => [field, [message as string]]),
    );
    if (Object.keys(errors).length > 0 || !participant) throw validationError(errors);
    const category = body.category_id;
    return {
        // This bank's account: its holder's name and document, whatever was typed.
        name: holder ? holder.name : text(body.name),
        document: holder ? holder.document : documentOf(body.document),
        bank_code: participant.compe ?? '',
        bank_ispb: participant.ispb,
        bank_name: participant.name,
        agency,
        agency_digit: text(body.agency_digit),
        account,
        account_digit: text(body.account_digit),
        account_kind: body.account_kind as Favored['account_kind'],
        category_id: category === null || category === undefined || category === '' ? null : Number(category),
        favorite: body.favorite === true,
        nickname: text(body.nickname),
        email: text(body.email).toLowerCase(),
        status: current?.status ?? 'active',
    };
}

const SORTABLE: (keyof Favored & string)[] = [
    'name',
    'nickname',
    'bank_name',
    'favorite',
    'created_at',
    'updated_at',
];

const list = (ctx: Context) => {
    const { state } = ctx.store;
    const { q, search, category_id, favorite, bank_code, status } = filtersOf(ctx.url);
    const term = (q ?? search ?? '').trim();
    const plain = term.replace(/[.\-/\s]/g, '').toUpperCase();
    const rows = ownBy(ctx)
        .filter(
            (f) =>
                (!term ||
                    matchesSearch(term, f.name, f.nickname) ||
                    (plain.length >= 3 && f.document.includes(plain))) &&
                (!category_id || String(f.category_id) === category_id) &&
                (favorite === undefined || String(f.favorite) === favorite) &&
                (!bank_code || f.bank_code === bank_code) &&
                (!status || f.status === status),
        )
        // By name; a sort by `-favorite` keeps that order within favourites and the others.
        .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))
        .map((f) => favoredView(state, f));
    return paginate(rows, ctx.url, SORTABLE);
};

const create = (ctx: Context) => {
    const now = new Date().toISOString();
    const favored: Favored = {
        id: ctx.store.nextId('favoreds'),
        person_id: ctx.user.person_id,
        ...readInput(ctx),
        created_at: now,
        updated_at: now,
    };
    ctx.store.state.favoreds.push(favored);
    ctx.store.save('favoreds');
    return json({ data: favoredView(ctx.store.state, favored) }, 201);
};

const update = (ctx: Context) => {
    const current = findOwn(ctx);
    Object.assign(current, readInput(ctx, current), { updated_at: new Date().toISOString() });
    ctx.store.save('favoreds');
    return { data: favoredView(ctx.store.state, current) };
};

/** Past payments keep their data: a transfer copies its counterparty when it is made. */
const remove = (ctx: Context) => {
    const current = findOwn(ctx);
    const { state } = ctx.store;
    state.favoreds = state.favoreds.filter((f) => f.id !== current.id);
    ctx.store.save('favoreds');
    return { data: favoredView(state, current) };
};

/** This bank's account holder, for the form to show before saving: name and document. */
const lookup = (ctx: Context) => {
    const problems: Partial<Record<FavoredField, string>> = {};
    const input = { ...ctx.body, bank_ispb: PORTAL_ISPB } as Partial<FavoredInput>;
    const rules = favoredProblems(input, true);
    for (const field of ['agency', 'account', 'account_digit'] as const)
        if (rules[field]) problems[field] = rules[field];
    const holder = Object.keys(problems).length === 0 ? holderOf(ctx, problems) : null;
    if (Object.keys(problems).length > 0 || !holder)
        throw validationError(
            Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, [message]])),
        );
    return { data: { name: holder.name, document: holder.document } };
};

export const payeeHandlers = [
    route('get', 'access/categories', { permission: 'authenticated' }, (ctx) => ({
        data: ctx.store.state.favoredCategories,
    })),
    route('get', 'access/favored', { permission: PERMISSIONS.favoredIndex }, list),
    route('post', 'access/favored/lookup', { permission: PERMISSIONS.favoredStore }, lookup),
    route('post', 'access/favored', { permission: PERMISSIONS.favoredStore }, create),
    route('get', 'access/favored/:id', { permission: PERMISSIONS.favoredIndex }, (ctx) => ({
        data: favoredView(ctx.store.state, findOwn(ctx)),
    })),
    route('put', 'access/favored/:id', { permission: PERMISSIONS.favoredStore }, update),
    route('delete', 'access/favored/:id', { permission: PERMISSIONS.favoredStore }, remove),
];
