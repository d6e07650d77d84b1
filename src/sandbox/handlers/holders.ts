/**
 * Holder management for staff (docs/api.md "Holders (staff)"): the listings by period, a holder's detail,
 * the registration decision and the status actions, each allowed only where domain/holders' table allows it.
 */

import type { Account } from '../../contract/accounts';
import type { EntityStatus, Person } from '../../contract/people';
import { PERMISSIONS } from '../../contract/permissions';
import { APPROVAL_MESSAGES } from '../../domain/approvals';
import { toDateOnlyBrasilia } from '../../domain/dates';
import { DOCUMENT_MESSAGES, effectiveDocumentStatus, missingDocuments } from '../../domain/documents';
import {
    HOLDER_MESSAGES,
    type HolderAction,
    holderReasonProblem,
    holderTransition,
    inListing,
    isHolderListing,
    isHolderPeriod,
    periodFirstDay,
} from '../../domain/holders';
import { formatBRL } from '../../domain/money';
import { isValidMobile } from '../../domain/phone';
import { phoneProblem, SIGNUP_MESSAGES } from '../../domain/signupFields';
import { statusLabel } from '../../domain/statuses';
import { type FieldErrors, filtersOf, matchesSearch, notFound, paginate, validationError } from '../laravel';
import { type Context, route } from '../route';
import type { SandboxStore } from '../store';
import type { SandboxState } from '../types';
import { notifyUser } from '../views';
import { accountView } from './accounts';
import { lastLogin } from './users';

const P = PERMISSIONS;

const documentsOf = (state: SandboxState, personId: number) =>
    (state.documents ?? [])
        .filter((d) => d.person_id === personId)
        .map((d) => ({ type: d.type, status: effectiveDocumentStatus(d) }));

const missingOf = (state: SandboxState, person: Person) =>
    missingDocuments(person, documentsOf(state, person.id)).map((r) => r.label);

const accountsOf = (state: SandboxState, personId: number) =>
    state.accounts.filter((a) => a.person_id === personId);

const userName = (state: SandboxState, id: number | null | undefined) =>
    id == null ? null : (state.users.find((u) => u.id === id) ?? null);

/** A listing row: who, where the registration stands, its documents. */
const summaryView = (state: SandboxState, person: Person) => {
    const documents = documentsOf(state, person.id);
    const count = (status: string) =>
        documents.filter((d) => d.status === status || (status === 'pending' && d.status === 'processing'))
            .length;
    return {
        id: person.id,
        uuid: person.uuid,
        type: person.type,
        name: person.name,
        trade_name: person.trade_name ?? null,
        document: person.document,
        email: person.email,
        phone: person.phone,
        status: person.status,
        origin: person.origin ?? 'seed',
        minor: person.responsible !== undefined,
        created_at: person.created_at,
        accounts_count: accountsOf(state, person.id).length,
        documents: { pending: count('pending'), approved: count('approved'), rejected: count('rejected') },
        missing_documents: missingOf(state, person),
    };
};

/** The whole holder: every field, the responsible resolved, who registered and who decided last. */
const personView = (state: SandboxState, person: Person) => {
    const responsible = person.responsible
        ? state.persons.find((p) => p.id === person.responsible?.person_id)
        : undefined;
    const by = (id: number | null | undefined) => {
        const user = userName(state, id);
        return user ? { uuid: user.uuid, name: user.name } : null;
    };
    return {
        data: {
            ...person,
            origin: person.origin ?? 'seed',
            responsible: person.responsible
                ? {
                      person_id: person.responsible.person_id,
                      name: responsible?.name ?? 'N/A',
                      document: responsible?.document ?? null,
                      relationship: person.responsible.relationship,
                  }
                : null,
            created_by: by(person.created_by),
            decided_by: by(person.decided_by),
            accounts_count: accountsOf(state, person.id).length,
            missing_documents: missingOf(state, person),
        },
    };
};

const findPerson = (ctx: Context): Person => {
    const person = ctx.store.state.persons.find((p) => String(p.id) === ctx.params.id);
    if (!person) throw notFound();
    return person;
};

const findAccount = (ctx: Context): Account => {
    const account = ctx.store.state.accounts.find((a) => String(a.id) === ctx.params.id);
    if (!account) throw notFound();
    return account;
};

/** `filter[period]`: registered on or after the period's first Brasília day. */
const inPeriod = (person: Person, firstDay: string | null) =>
    firstDay === null || toDateOnlyBrasilia(new Date(person.created_at)) >= firstDay;

const list = (ctx: Context) => {
    const { state } = ctx.store;
    const filters = filtersOf(ctx.url);
    const errors: FieldErrors = {};
    const period = filters.period ?? 'tudo';
    if (!isHolderPeriod(period)) errors['filter.period'] = ['Período inválido.'];
    const listing = filters.listing ?? 'contas';
    if (!isHolderListing(listing)) errors['filter.listing'] = ['Listagem inválida.'];
    if (Object.keys(errors).length > 0 || !isHolderPeriod(period) || !isHolderListing(listing))
        throw validationError(errors);
    const firstDay = periodFirstDay(period);
    const typeCode = (account: Account) =>
        state.accountTypes.find((t) => t.id === account.account_type_id)?.code ?? '';
    const search = filters.search?.trim() ?? '';
    const digits = search.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
    // `filter[id]=1,2,3`: the selected rows of a listing (an export of the selection).
    const ids = filters.id ? filters.id.split(',').map(Number) : null;
    const rows = state.persons
        .filter(
            (person) =>
                (!ids || ids.includes(person.id)) &&
                inPeriod(person, firstDay) &&
                (!filters.status || person.status === filters.status) &&
                (!filters.type || person.type === filters.type) &&
                inListing(listing, person, accountsOf(state, person.id).map(typeCode)) &&
                (search === '' ||
                    matchesSearch(search, person.name, person.trade_name, person.email) ||
                    (digits.length >= 3 && person.document.includes(digits))),
        )
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
        .map((person) => summaryView(state, person));
    return paginate(rows, ctx.url, ['created_at', 'name']);
};

const usersView = (ctx: Context) => {
    const person = findPerson(ctx);
    const { state } = ctx.store;
    return {
        data: state.users
            .filter((u) => u.person_id === person.id)
            .map((u) => ({
                uuid: u.uuid,
                name: u.name,
                username: u.username,
                email: u.email,
                phone: u.phone,
                role: u.role,
                userRole: u.userRole,
                status: u.status,
                last_login_at: lastLogin(state, u),
            })),
    };
};

/** Refuses an action the status table does not allow, and any action on the caller's own registration. */
const assertAllowed = (ctx: Context, person: Person, action: HolderAction) => {
    if (person.id === ctx.user.person_id) throw validationError({ status: [HOLDER_MESSAGES.ownRecord] });
    const next = holderTransition(person.status, action);
    if (next === null) {
        throw validationError({
            status: [HOLDER_MESSAGES.notAllowed(action, statusLabel('entity', person.status))],
        });
    }
    return next;
};

const setAccounts = (store: SandboxStore, personId: number, from: EntityStatus[], to: EntityStatus) => {
    for (const account of accountsOf(store.state, personId))
        if (from.includes(account.status)) account.status = to;
    store.save('accounts');
};

const setUsers = (store: SandboxStore, personId: number, from: EntityStatus[], to: EntityStatus) => {
    for (const user of store.state.users) {
        if (user.person_id === personId && from.includes(user.status)) user.status = to;
    }
    store.save('users');
};

const decided = (ctx: Context, person: Person, status: EntityStatus, reason: string | null) => {
    person.status = status;
    person.decided_at = new Date().toISOString();
    person.decided_by = ctx.user.id;
    person.status_reason = reason;
    ctx.store.save('persons');
};

/** Whoever signs in for the holder: its own users, and a minor's responsible adult's. */
const holderUsers = (state: SandboxState, person: Person) => {
    const ids = [person.id, person.responsible?.person_id].filter((id) => id !== undefined);
    return state.users.filter((u) => ids.includes(u.person_id));
};

const reasonOf = (ctx: Context, reason: unknown = ctx.body.reason) => {
    const problem = holderReasonProblem(reason);
    if (problem) throw validationError({ reason: [problem] });
    return String(reason).trim();
};

/** The route guard reads no DELETE body: the reason comes in the JSON body, or as `?reason=`. */
const deleteReason = async (ctx: Context): Promise<unknown> => {
    const raw = await ctx.request.text().catch(() => '');
    try {
        const parsed = raw ? (JSON.parse(raw) as { reason?: unknown }) : {};
        return parsed.reason ?? ctx.url.searchParams.get('reason') ?? undefined;
    } catch {
        return ctx.url.searchParams.get('reason') ?? undefined;
    }
};

const verify = (ctx: Context) => {
    const person = findPerson(ctx);
    const { state } = ctx.store;
    const decision = ctx.body.decision;
    if (decision !== 'approve' && decision !== 'reject')
        throw validationError({ decision: [HOLDER_MESSAGES.decisionInvalid] });
    const next = assertAllowed(ctx, person, decision);
    if (person.created_by === ctx.user.id)
        throw validationError({ approval: [APPROVAL_MESSAGES.ownOperation] });
    if (decision === 'approve') {
        const missing = missingOf(state, person);
        if (missing.length > 0) throw validationError({ decision: [DOCUMENT_MESSAGES.missing(missing)] });
        decided(ctx, person, next, null);
        setAccounts(ctx.store, person.id, ['pending'], 'active');
        setUsers(ctx.store, person.id, ['pending'], 'active');
        for (const user of holderUsers(state, person)) {
            notifyUser(ctx.store, user.id, {
                title: 'Cadastro aprovado',
                body: `O cadastro de ${person.name} foi aprovado: a conta já pode ser usada.`,
                link: { label: 'Ir para o início', to: '/' },
            });
        }
    } else {
        const reason = reasonOf(ctx);
        decided(ctx, person, next, reason);
        setAccounts(ctx.store, person.id, ['pending'], 'rejected');
        for (const user of holderUsers(state, person)) {
            notifyUser(ctx.store, user.id, {
                title: 'Cadastro não aprovado',
                body: `O cadastro de ${person.name} não foi aprovado. Motivo: ${reason}`,
                link: { label: 'Enviar documentos', to: '/upload-de-documentos' },
            });
        }
    }
    return personView(state, person);
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Contact and address fields of `PUT access/person/{id}`: what is sent is checked and replaces the old. */
const editContact = (ctx: Context, person: Person) => {
    const { body } = ctx;
    const errors: FieldErrors = {};
    const email = body.email === undefined ? person.email : text(body.email).toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = [HOLDER_MESSAGES.emailInvalid];
    const phone = body.phone === undefined ? person.phone : text(body.phone).replace(/\D/g, '');
    // A company may keep a landline (as at registration); a person's contact is a mobile.
    if (person.type === 'legal' ? phoneProblem(phone) : !isValidMobile(phone))
        errors.phone = [
            person.type === 'legal' ? SIGNUP_MESSAGES.phoneInvalid : HOLDER_MESSAGES.phoneInvalid,
        ];
    const given = (body.address ?? {}) as Record<string, unknown>;
    const address = { ...person.address };
    for (const field of ['zip', 'street', 'number', 'complement', 'district', 'city', 'state'] as const) {
        if (given[field] === undefined) continue;
        const value = field === 'zip' ? text(given[field]).replace(/\D/g, '') : text(given[field]);
        if (field === 'complement') address.complement = value || undefined;
        else address[field] = field === 'state' ? value.toUpperCase() : value;
        if (field !== 'complement' && value === '') errors[`address.${field}`] = [HOLDER_MESSAGES.required];
    }
    if (!errors['address.zip'] && !/^\d{8}$/.test(address.zip))
        errors['address.zip'] = [HOLDER_MESSAGES.zipInvalid];
    if (!errors['address.state'] && !/^[A-Z]{2}$/.test(address.state))
        errors['address.state'] = [HOLDER_MESSAGES.stateInvalid];
    if (Object.keys(errors).length > 0) throw validationError(errors);
    person.email = email;
    person.phone = phone;
    person.address = address;
    ctx.store.save('persons');
};

const update = (ctx: Context) => {
    const person = findPerson(ctx);
    const status = ctx.body.status;
    if (status === undefined) editContact(ctx, person);
    else if (status === 'blocked') {
        const next = assertAllowed(ctx, person, 'block');
        decided(ctx, person, next, reasonOf(ctx));
        setAccounts(ctx.store, person.id, ['active'], 'blocked');
        setUsers(ctx.store, person.id, ['active'], 'blocked');
    } else if (status === 'active') {
        const next = assertAllowed(ctx, person, 'unblock');
        decided(ctx, person, next, text(ctx.body.reason) || null);
        setAccounts(ctx.store, person.id, ['blocked'], 'active');
        setUsers(ctx.store, person.id, ['blocked'], 'active');
    } else throw validationError({ status: [HOLDER_MESSAGES.statusInvalid] });
    return personView(ctx.store.state, person);
};

const reactivate = (ctx: Context) => {
    const person = findPerson(ctx);
    const next = assertAllowed(ctx, person, 'reactivate');
    decided(ctx, person, next, null);
    // Back to analysis: its accounts wait for the approval again, its users sign in to send documents.
    setAccounts(ctx.store, person.id, ['rejected', 'closed', 'inactive'], 'pending');
    setUsers(ctx.store, person.id, ['blocked', 'closed', 'inactive'], 'active');
    return personView(ctx.store.state, person);
};

const accountLabel = (account: Account) => `${account.number}-${account.digit}`;

const assertNoBalance = (accounts: Account[]) => {
    const funded = accounts.find((a) => a.balance !== 0);
    if (funded) {
        throw validationError({
            account: [HOLDER_MESSAGES.hasBalance(accountLabel(funded), formatBRL(funded.balance))],
        });
    }
};

const close = async (ctx: Context) => {
    const person = findPerson(ctx);
    const next = assertAllowed(ctx, person, 'close');
    const reason = reasonOf(ctx, await deleteReason(ctx));
    const open = accountsOf(ctx.store.state, person.id).filter((a) => a.status !== 'closed');
    assertNoBalance(open);
    decided(ctx, person, next, reason);
    setAccounts(ctx.store, person.id, ['active', 'pending', 'blocked', 'rejected', 'inactive'], 'closed');
    setUsers(ctx.store, person.id, ['active', 'pending', 'blocked', 'inactive'], 'closed');
    return personView(ctx.store.state, person);
};

const changeType = (ctx: Context) => {
    const account = findAccount(ctx);
    const { state } = ctx.store;
    if (account.status === 'closed') throw validationError({ account: [HOLDER_MESSAGES.accountClosed] });
    const type = state.accountTypes.find((t) => t.id === Number(ctx.body.account_type_id));
    if (!type?.active) throw validationError({ account_type_id: [HOLDER_MESSAGES.accountTypeInvalid] });
    if (type.id === account.account_type_id)
        throw validationError({ account_type_id: [HOLDER_MESSAGES.accountTypeSame] });
    account.account_type_id = type.id;
    ctx.store.save('accounts');
    return { data: accountView(state, account) };
};

const unblockAccount = (ctx: Context) => {
    const account = findAccount(ctx);
    const { state } = ctx.store;
    if (account.status !== 'blocked') throw validationError({ account: [HOLDER_MESSAGES.accountNotBlocked] });
    const holder = state.persons.find((p) => p.id === account.person_id);
    if (holder?.status !== 'active') throw validationError({ account: [HOLDER_MESSAGES.holderNotActive] });
    account.status = 'active';
    ctx.store.save('accounts');
    return { data: accountView(state, account) };
};

const closeAccount = (ctx: Context) => {
    const account = findAccount(ctx);
    if (account.status === 'closed') throw validationError({ account: [HOLDER_MESSAGES.accountClosed] });
    assertNoBalance([account]);
    account.status = 'closed';
    ctx.store.save('accounts');
    return { data: accountView(ctx.store.state, account) };
};

export const holderHandlers = [
    route('get', 'access/person', { permission: P.accountIndex }, list),
    route('get', 'access/person/:id', { permission: P.accountIndex }, (ctx) =>
        personView(ctx.store.state, findPerson(ctx)),
    ),
    route('get', 'access/person/:id/accounts', { permission: P.accountIndex }, (ctx) => {
        const person = findPerson(ctx);
        const { state } = ctx.store;
        return { data: accountsOf(state, person.id).map((a) => accountView(state, a)) };
    }),
    route('get', 'access/person/:id/users', { permission: P.accountIndex }, usersView),
    route('put', 'access/person/:id/verify', { permission: P.accountApprove }, verify),
    route('put', 'access/person/:id', { permission: P.accountUpdate }, update),
    route('post', 'access/person/:id/reactivate', { permission: P.accountUpdate }, reactivate),
    route('delete', 'access/person/:id', { permission: P.accountUpdate }, close),
    route('put', 'access/account/unblock/:id', { permission: P.accountUpdate }, unblockAccount),
    route('put', 'access/account/:id/type', { permission: P.accountUpdate }, changeType),
    route('delete', 'access/account/:id', { permission: P.accountUpdate }, closeAccount),
];
