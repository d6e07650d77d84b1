import { DEFAULT_BRAND_ID } from '../../brands';
import type { Account, Agency, Bank, InstitutionEvent } from '../../contract/accounts';
import {
    type AgencyView,
    type BankView,
    type InstitutionAccountRow,
    type InstitutionFigures,
    INSTITUTION_MESSAGES as M,
} from '../../contract/institutions';
import type { Address } from '../../contract/people';
import { PERMISSIONS as P } from '../../contract/permissions';
import { newAccountNumber } from '../../domain/accountNumber';
import { normalizeCnpj } from '../../domain/cnpj';
import { BRASILIA_OFFSET_MS } from '../../domain/dates';
import { formatDocument } from '../../domain/document';
import { formatBRL } from '../../domain/money';
import { BRAND_HEADER } from '../../http/client';
import {
    digitsOf,
    validateAgency,
    validateBank,
    validateInstitutionAccount,
} from '../../resources/institutions/rules';
import { assertValid, filtersOf, json, matchesSearch, notFound, paginate, validationError } from '../laravel';
import { type Context, route } from '../route';
import type { SandboxState } from '../types';
import { notifyUser } from '../views';

/** The brand of the call (X-Brand): its hierarchy is the one the call sees. */
const brandOf = (ctx: Pick<Context, 'request'>) => ctx.request.headers.get(BRAND_HEADER) ?? DEFAULT_BRAND_ID;

/** The banks of a brand's hierarchy (the "compare" screens read the same set). */
export const hierarchyBanks = (state: SandboxState, brand: string) =>
    state.banks.filter((b) => b.brand === brand);

const scope = (ctx: Context) => {
    const banks = hierarchyBanks(ctx.store.state, brandOf(ctx));
    const bankIds = new Set(banks.map((b) => b.id));
    const agencies = ctx.store.state.agencies.filter((a) => bankIds.has(a.bank_id));
    const agencyIds = new Set(agencies.map((a) => a.id));
    const accounts = ctx.store.state.accounts.filter((a) => agencyIds.has(a.agency_id));
    return { banks, agencies, accounts };
};

/** The 1st of this month at 00:00 in Brasília, as an ISO instant. */
const monthStart = (now = Date.now()) => {
    const local = new Date(now - BRASILIA_OFFSET_MS);
    return new Date(
        Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) + BRASILIA_OFFSET_MS,
    ).toISOString();
};

/** Figures of every agency of the brand at once: one pass over the accounts and this month's ledger. */
const figuresByAgency = (state: SandboxState, accounts: Account[]) => {
    const byAgency = new Map<number, InstitutionFigures>();
    const agencyOfAccount = new Map<number, number>();
    const empty = (): InstitutionFigures => ({
        agencies: 0,
        accounts: 0,
        active_accounts: 0,
        balance: 0,
        inflow_month: 0,
        outflow_month: 0,
    });
    for (const account of accounts) {
        const f = byAgency.get(account.agency_id) ?? empty();
        f.accounts += 1;
        if (account.status === 'active') f.active_accounts += 1;
        f.balance += account.balance;
        byAgency.set(account.agency_id, f);
        agencyOfAccount.set(account.id, account.agency_id);
    }
    const since = monthStart();
    for (const tx of state.transactions) {
        const agency = agencyOfAccount.get(tx.account_id);
        if (agency === undefined || tx.created_at < since || tx.status !== 'transacted') continue;
        const f = byAgency.get(agency) as InstitutionFigures;
        if (tx.amount >= 0) f.inflow_month += tx.amount;
        else f.outflow_month -= tx.amount;
    }
    return { of: (agencyId: number) => byAgency.get(agencyId) ?? empty(), empty };
};

const sum = (parts: InstitutionFigures[], agencies: number): InstitutionFigures =>
    parts.reduce(
        (total, f) => ({
            agencies,
            accounts: total.accounts + f.accounts,
            active_accounts: total.active_accounts + f.active_accounts,
            balance: total.balance + f.balance,
            inflow_month: total.inflow_month + f.inflow_month,
            outflow_month: total.outflow_month + f.outflow_month,
        }),
        { agencies, accounts: 0, active_accounts: 0, balance: 0, inflow_month: 0, outflow_month: 0 },
    );

const newestFirst = (history: InstitutionEvent[] = []) => [...history].reverse();

const bankViews = (ctx: Context, banks: Bank[], withHistory = false): BankView[] => {
    const { agencies, accounts } = scope(ctx);
    const figures = figuresByAgency(ctx.store.state, accounts);
    return banks.map((bank) => {
        const own = agencies.filter((a) => a.bank_id === bank.id);
        return {
            id: bank.id,
            name: bank.name,
            trade_name: bank.trade_name ?? '',
            code: bank.code,
            ispb: bank.ispb,
            document: bank.document,
            email: bank.email ?? '',
            phone: bank.phone ?? '',
            address: bank.address ?? null,
            status: bank.status ?? 'active',
            created_at: bank.created_at ?? '',
            updated_at: bank.updated_at ?? '',
            figures: sum(
                own.map((a) => figures.of(a.id)),
                own.length,
            ),
            ...(withHistory ? { history: newestFirst(bank.history) } : {}),
        };
    });
};

const agencyViews = (ctx: Context, agencies: Agency[], withHistory = false): AgencyView[] => {
    const { banks, accounts } = scope(ctx);
    const figures = figuresByAgency(ctx.store.state, accounts);
    return agencies.map((agency) => {
        const bank = banks.find((b) => b.id === agency.bank_id);
        return {
            id: agency.id,
            bank_id: agency.bank_id,
            bank_name: bank?.trade_name || bank?.name || '',
            bank_code: bank?.code ?? '',
            name: agency.name,
            number: agency.number,
            digit: agency.digit ?? '',
            address: agency.address,
            phone: agency.phone ?? '',
            status: agency.status ?? 'active',
            created_at: agency.created_at ?? '',
            updated_at: agency.updated_at ?? '',
            figures: figures.of(agency.id),
            ...(withHistory ? { history: newestFirst(agency.history) } : {}),
        };
    });
};

const accountRow = (state: SandboxState, account: Account): InstitutionAccountRow => {
    const bank = state.banks.find((b) => b.id === account.bank_id);
    const agency = state.agencies.find((a) => a.id === account.agency_id);
    const type = state.accountTypes.find((t) => t.id === account.account_type_id);
    const holder = state.persons.find((p) => p.id === account.person_id);
    return {
        id: account.id,
        uuid: account.uuid,
        bank_id: account.bank_id,
        bank_name: bank?.trade_name || bank?.name || '',
        agency_id: account.agency_id,
        agency_number: agency?.number ?? '',
        agency_name: agency?.name ?? '',
        number: account.number,
        digit: account.digit,
        kind: account.kind,
        type_code: type?.code ?? null,
        type_name: type?.name ?? '',
        holder_name: holder?.name ?? '',
        holder_document: holder?.document ?? '',
        balance: account.balance,
        status: account.status,
        created_at: account.created_at,
    };
};

const findBank = (ctx: Context, id = ctx.params.id) => {
    const bank = scope(ctx).banks.find((b) => String(b.id) === id);
    if (!bank) throw notFound();
    return bank;
};

const findAgency = (ctx: Context, id = ctx.params.id) => {
    const agency = scope(ctx).agencies.find((a) => String(a.id) === id);
    if (!agency) throw notFound();
    return agency;
};

const clean = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

const addressOf = (value: unknown): Address => {
    const raw = (value ?? {}) as Record<string, unknown>;
    const complement = clean(raw.complement);
    return {
        zip: digitsOf(raw.zip),
        street: clean(raw.street),
        number: clean(raw.number),
        ...(complement ? { complement } : {}),
        district: clean(raw.district),
        city: clean(raw.city),
        state: clean(raw.state).toUpperCase(),
    };
};

/** Which fields a change touched, for the history line. */
const changed = <T extends object>(before: T, after: Partial<T>) =>
    Object.keys(after)
        .filter((key) => JSON.stringify(before[key as keyof T]) !== JSON.stringify(after[key as keyof T]))
        .join(', ');

const event = (ctx: Context, action: InstitutionEvent['action'], detail?: string): InstitutionEvent => ({
    at: new Date().toISOString(),
    user: ctx.user.name,
    action,
    ...(detail ? { detail } : {}),
});

/** A bank's fields from the body, checked: the rules, then COMPE, ISPB and CNPJ unique among all banks. */
const bankInput = (ctx: Context, current?: Bank) => {
    const errors = validateBank(ctx.body);
    const input = {
        name: clean(ctx.body.name),
        trade_name: clean(ctx.body.trade_name),
        code: clean(ctx.body.code),
        ispb: clean(ctx.body.ispb),
        document: normalizeCnpj(clean(ctx.body.document)) ?? clean(ctx.body.document),
        email: clean(ctx.body.email).toLowerCase(),
        phone: digitsOf(ctx.body.phone),
        address: addressOf(ctx.body.address),
    };
    const others = ctx.store.state.banks.filter((b) => b.id !== current?.id);
    if (!errors.code && others.some((b) => b.code === input.code)) errors.code = [M.codeTaken];
    if (!errors.ispb && others.some((b) => b.ispb === input.ispb)) errors.ispb = [M.ispbTaken];
    if (!errors.document && others.some((b) => b.document === input.document))
        errors.document = [M.documentTaken];
    assertValid(errors);
    return input;
};

const agencyInput = (ctx: Context, bankId: number, current?: Agency) => {
    const errors = validateAgency({ ...ctx.body, bank_id: bankId });
    const bank = scope(ctx).banks.find((b) => b.id === bankId);
    if (!errors.bank_id && (bank?.status ?? 'active') !== 'active') errors.bank_id = [M.bank];
    const input = {
        bank_id: bankId,
        name: clean(ctx.body.name),
        number: clean(ctx.body.number),
        digit: clean(ctx.body.digit),
        phone: digitsOf(ctx.body.phone),
        address: addressOf(ctx.body.address),
    };
    const clash = ctx.store.state.agencies.some(
        (a) => a.id !== current?.id && a.bank_id === bankId && a.number === input.number,
    );
    if (!errors.number && clash) errors.number = [M.agencyTaken];
    if (!bank) throw notFound();
    assertValid(errors);
    return input;
};

const createBank = (ctx: Context) => {
    const now = new Date().toISOString();
    const bank: Bank = {
        id: ctx.store.nextId('banks'),
        ...bankInput(ctx),
        brand: brandOf(ctx),
        status: 'active',
        created_at: now,
        updated_at: now,
        history: [event(ctx, 'created')],
    };
    ctx.store.state.banks.push(bank);
    ctx.store.save('banks');
    return json({ data: bankViews(ctx, [bank], true)[0] }, 201);
};

const updateBank = (ctx: Context) => {
    const bank = findBank(ctx);
    const input = bankInput(ctx, bank);
    const status = ctx.body.status === 'inactive' ? 'inactive' : 'active';
    const detail = changed(bank, { ...input, status });
    if (detail) {
        Object.assign(bank, input, { status, updated_at: new Date().toISOString() });
        bank.history = [...(bank.history ?? []), event(ctx, 'updated', detail)];
        ctx.store.save('banks');
    }
    return { data: bankViews(ctx, [bank], true)[0] };
};

/** Refused while it has agencies, accounts or money: the 422 says which and how many. */
const deleteBank = (ctx: Context) => {
    const bank = findBank(ctx);
    const { agencies, accounts } = scope(ctx);
    const own = agencies.filter((a) => a.bank_id === bank.id);
    const open = accounts.filter((a) => a.bank_id === bank.id && a.status !== 'closed');
    if (open.length > 0)
        throw validationError({ id: [M.deleteWithAccounts.replace('%{count}', String(open.length))] });
    if (own.length > 0)
        throw validationError({ id: [M.deleteWithAgencies.replace('%{count}', String(own.length))] });
    const view = bankViews(ctx, [bank])[0];
    ctx.store.state.banks = ctx.store.state.banks.filter((b) => b.id !== bank.id);
    ctx.store.save('banks');
    return { data: view };
};

const createAgency = (ctx: Context, bankId: number) => {
    const now = new Date().toISOString();
    const agency: Agency = {
        id: ctx.store.nextId('agencies'),
        ...agencyInput(ctx, bankId),
        status: 'active',
        created_at: now,
        updated_at: now,
        history: [event(ctx, 'created')],
    };
    ctx.store.state.agencies.push(agency);
    const bank = findBank(ctx, String(bankId));
    bank.history = [
        ...(bank.history ?? []),
        event(ctx, 'agency_opened', `${agency.number} · ${agency.name}`),
    ];
    ctx.store.save('agencies');
    ctx.store.save('banks');
    return json({ data: agencyViews(ctx, [agency], true)[0] }, 201);
};

const updateAgency = (ctx: Context) => {
    const agency = findAgency(ctx);
    const input = agencyInput(ctx, agency.bank_id, agency);
    const status = ctx.body.status === 'inactive' ? 'inactive' : 'active';
    const detail = changed(agency, { ...input, status });
    if (detail) {
        Object.assign(agency, input, { status, updated_at: new Date().toISOString() });
        agency.history = [...(agency.history ?? []), event(ctx, 'updated', detail)];
        ctx.store.save('agencies');
    }
    return { data: agencyViews(ctx, [agency], true)[0] };
};

const deleteAgency = (ctx: Context) => {
    const agency = findAgency(ctx);
    const open = scope(ctx).accounts.filter((a) => a.agency_id === agency.id && a.status !== 'closed');
    if (open.length > 0)
        throw validationError({ id: [M.deleteWithAccounts.replace('%{count}', String(open.length))] });
    const money = ctx.store.state.accounts
        .filter((a) => a.agency_id === agency.id)
        .reduce((total, a) => total + a.balance, 0);
    if (money !== 0)
        throw validationError({ id: [M.deleteWithBalance.replace('%{balance}', formatBRL(money))] });
    const view = agencyViews(ctx, [agency])[0];
    ctx.store.state.agencies = ctx.store.state.agencies.filter((a) => a.id !== agency.id);
    ctx.store.save('agencies');
    return { data: view };
};

/** Opens an account in an agency of the brand's hierarchy for a registered, active holder. */
const openAccount = (ctx: Context, agencyId: unknown) => {
    const { state } = ctx.store;
    const body: Record<string, unknown> = { ...ctx.body, agency_id: agencyId };
    const errors = validateInstitutionAccount(body);
    const agency = scope(ctx).agencies.find((a) => a.id === Number(agencyId));
    if (!errors.agency_id && (agency?.status ?? 'inactive') !== 'active') errors.agency_id = [M.agency];
    const type = state.accountTypes.find((t) => t.id === Number(body.account_type_id));
    if (!errors.account_type_id && !type?.active) errors.account_type_id = [M.accountType];
    const document = clean(body.holder_document)
        .replace(/[^0-9a-z]/gi, '')
        .toUpperCase();
    const holder = state.persons.find((p) => p.document === document && p.status === 'active');
    if (!errors.holder_document && !holder) errors.holder_document = [M.holder];
    const taken = new Set(state.accounts.map((a) => a.number));
    const typed = clean(body.number);
    if (!errors.number && typed && taken.has(typed)) errors.number = [M.accountTaken];
    assertValid(errors);
    if (!agency || !type || !holder) throw notFound();
    const drawn = typed
        ? { number: typed, digit: clean(body.digit) }
        : newAccountNumber(taken, (min, max) => min + Math.floor(Math.random() * (max - min + 1)));
    const account: Account = {
        id: ctx.store.nextId('accounts'),
        uuid: crypto.randomUUID(),
        person_id: holder.id,
        bank_id: agency.bank_id,
        agency_id: agency.id,
        account_type_id: type.id,
        kind: body.kind as Account['kind'],
        ...drawn,
        balance: 0,
        status: 'active',
        created_at: new Date().toISOString(),
    };
    state.accounts.push(account);
    const label = `${account.number}-${account.digit} · ${holder.name}`;
    agency.history = [...(agency.history ?? []), event(ctx, 'account_opened', label)];
    ctx.store.save('accounts');
    ctx.store.save('agencies');
    return json({ data: accountRow(state, account) }, 201);
};

const accountRows = (ctx: Context, where: (a: Account) => boolean = () => true) => {
    const { search, bank_id, agency_id, kind, status } = filtersOf(ctx.url);
    const { state } = ctx.store;
    const rows = scope(ctx)
        .accounts.filter(where)
        .filter(
            (a) =>
                (!bank_id || String(a.bank_id) === bank_id) &&
                (!agency_id || String(a.agency_id) === agency_id) &&
                (!kind || a.kind === kind) &&
                (!status || a.status === status),
        )
        .map((a) => accountRow(state, a))
        .filter((row) => {
            if (!search) return true;
            const plain = search.replace(/[.\-/\s]/g, '');
            return (
                matchesSearch(search, row.holder_name, row.agency_name) ||
                (plain !== '' && matchesSearch(plain, row.holder_document, `${row.number}${row.digit}`))
            );
        });
    return paginate(rows, ctx.url, [
        'number',
        'holder_name',
        'balance',
        'created_at',
        'agency_number',
        'status',
    ]);
};

const listBanks = (ctx: Context) => {
    const { search, status } = filtersOf(ctx.url);
    const banks = scope(ctx).banks.filter(
        (b) =>
            (!status || (b.status ?? 'active') === status) &&
            (!search ||
                matchesSearch(
                    search,
                    b.name,
                    b.trade_name,
                    b.code,
                    b.ispb,
                    b.document,
                    formatDocument(b.document),
                )),
    );
    return paginate(bankViews(ctx, banks), ctx.url, ['name', 'code', 'ispb', 'created_at', 'status']);
};

const listAgencies = (ctx: Context, bankId?: number) => {
    const { search, status, bank_id } = filtersOf(ctx.url);
    const parent = bankId ?? (bank_id ? Number(bank_id) : undefined);
    const agencies = scope(ctx).agencies.filter(
        (a) =>
            (parent === undefined || a.bank_id === parent) &&
            (!status || (a.status ?? 'active') === status) &&
            (!search || matchesSearch(search, a.name, a.number, a.address.city, a.address.state)),
    );
    return paginate(agencyViews(ctx, agencies), ctx.url, [
        'name',
        'number',
        'created_at',
        'status',
        'bank_name',
    ]);
};

const findAccount = (ctx: Context) => {
    const account = scope(ctx).accounts.find((a) => String(a.id) === ctx.params.id);
    if (!account) throw notFound();
    return account;
};

/** Sends the holder (each of their logins) the account's details: agency, number and digit, institution. */
const remember = (ctx: Context) => {
    const account = scope(ctx).accounts.find((a) => a.id === Number(ctx.body.id));
    if (!account) throw validationError({ id: ['Conta não encontrada.'] });
    const row = accountRow(ctx.store.state, account);
    const users = ctx.store.state.users.filter((u) => u.person_id === account.person_id);
    for (const user of users) {
        notifyUser(ctx.store, user.id, {
            title: 'Dados da sua conta',
            body: `${row.bank_name} · agência ${row.agency_number} · conta ${row.number}-${row.digit}.`,
            link: { label: 'Ver minha conta', to: '/minha-conta' },
        });
    }
    if (users.length > 0) ctx.store.save('notifications');
    return { data: { sent_to: users.length }, message: 'Dados da conta enviados ao titular.' };
};

/** Spec 2 §7 `access/banks`, `access/agencies`, `access/accounts` and the account registry's reads. */
export const institutionHandlers = [
    route('get', 'access/banks', { permission: P.bankIndex }, listBanks),
    route('post', 'access/banks', { permission: P.bankStore }, createBank),
    route('post', 'access/banks/accounts', { permission: P.accountCreate }, (ctx) =>
        openAccount(ctx, ctx.body.agency_id),
    ),
    route('get', 'access/banks/:id', { permission: P.bankShow }, (ctx) => ({
        data: bankViews(ctx, [findBank(ctx)], true)[0],
    })),
    route('put', 'access/banks/:id', { permission: P.bankStore }, updateBank),
    route('delete', 'access/banks/:id', { permission: P.bankStore }, deleteBank),
    route('get', 'access/banks/:id/agencies', { permission: P.bankShow }, (ctx) =>
        listAgencies(ctx, findBank(ctx).id),
    ),
    route('post', 'access/banks/:id/agencies', { permission: P.agencyStore }, (ctx) =>
        createAgency(ctx, findBank(ctx).id),
    ),
    route('get', 'access/banks/:id/accounts', { permission: P.bankShow }, (ctx) => {
        const bank = findBank(ctx);
        return accountRows(ctx, (a) => a.bank_id === bank.id);
    }),
    route('get', 'access/banks/:id/agency/:agency', { permission: P.agencyShow }, (ctx) => {
        const agency = findAgency(ctx, ctx.params.agency);
        if (agency.bank_id !== findBank(ctx).id) throw notFound();
        return { data: agencyViews(ctx, [agency], true)[0] };
    }),
    route('get', 'access/agencies', { permission: P.agencyIndex }, (ctx) => listAgencies(ctx)),
    route('post', 'access/agencies', { permission: P.agencyStore }, (ctx) =>
        createAgency(ctx, Number(ctx.body.bank_id)),
    ),
    route('get', 'access/agencies/:id', { permission: P.agencyShow }, (ctx) => ({
        data: agencyViews(ctx, [findAgency(ctx)], true)[0],
    })),
    route('put', 'access/agencies/:id', { permission: P.agencyStore }, updateAgency),
    route('delete', 'access/agencies/:id', { permission: P.agencyStore }, deleteAgency),
    route('get', 'access/agencies/:id/accounts', { permission: P.agencyShow }, (ctx) => {
        const agency = findAgency(ctx);
        return accountRows(ctx, (a) => a.agency_id === agency.id);
    }),
    route('post', 'access/agencies/:id/accounts', { permission: P.accountCreate }, (ctx) =>
        openAccount(ctx, findAgency(ctx).id),
    ),
    route('get', 'access/accounts', { permission: P.accountIndex }, (ctx) => accountRows(ctx)),
    route('post', 'access/accounts', { permission: P.accountCreate }, (ctx) =>
        openAccount(ctx, ctx.body.agency_id),
    ),
    // The account registry: before any `access/account/:id`, its fixed paths.
    route('get', 'access/account', { permission: P.accountIndex }, (ctx) => accountRows(ctx)),
    route('get', 'access/account/find', { permission: P.accountIndex }, (ctx) => {
        const number = digitsOf(ctx.url.searchParams.get('number'));
        const agency = digitsOf(ctx.url.searchParams.get('agency'));
        const found = scope(ctx).accounts.find(
            (a) =>
                `${a.number}${a.digit}` === number ||
                (a.number === number &&
                    (!agency ||
                        ctx.store.state.agencies.some((g) => g.id === a.agency_id && g.number === agency))),
        );
        if (!found) throw notFound();
        return { data: accountRow(ctx.store.state, found) };
    }),
    route('post', 'access/account/remember', { permission: P.accountIndex }, remember),
    route('get', 'access/account/:id', { permission: P.accountIndex }, (ctx) => ({
        data: accountRow(ctx.store.state, findAccount(ctx)),
    })),
];
