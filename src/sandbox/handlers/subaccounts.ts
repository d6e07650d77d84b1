/**
 * Sub-accounts: staff open an additional account for an active holder (`POST access/account`); it stays
 * `pending` until the back office approves it (operation `subaccount`, `/aprovar-subcontas`).
 */

import type { Account } from '../../contract/accounts';
import type { Approval } from '../../contract/approvals';
import { PERMISSIONS } from '../../contract/permissions';
import { newAccountNumber } from '../../domain/accountNumber';
import { requiredApprovals } from '../../domain/approvals';
import { formatDocument } from '../../domain/document';
import { SUBACCOUNT_MESSAGES } from '../../domain/subaccounts';
import { json, notFound, validationError } from '../laravel';
import { type Context, route } from '../route';
import type { SandboxStore } from '../store';
import type { SandboxState } from '../types';
import { notifyUser } from '../views';
import { accountView } from './accounts';
import { brandNeedsTwo } from './bills';

const PORTAL_BANK_ID = 1;

const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

const agencyOptions = (state: SandboxState) =>
    state.agencies
        .filter((a) => a.bank_id === PORTAL_BANK_ID)
        .map((a) => ({
            id: a.id,
            number: a.number,
            name: a.name,
            city: a.address.city,
            state: a.address.state,
        }));

const summaryOf = (state: SandboxState, account: Account): Record<string, string> => {
    const person = state.persons.find((p) => p.id === account.person_id);
    const agency = state.agencies.find((a) => a.id === account.agency_id);
    const type = state.accountTypes.find((t) => t.id === account.account_type_id);
    return {
        Titular: person?.name ?? 'N/A',
        Documento: person ? formatDocument(person.document) : 'N/A',
        'Nova conta': `Ag. ${agency?.number ?? '----'} · ${account.number}-${account.digit}`,
        'Tipo de conta': type?.name ?? 'N/A',
        'Contas ativas do titular': String(
            state.accounts.filter((a) => a.person_id === account.person_id && a.status === 'active').length,
        ),
    };
};

const open = (ctx: Context) => {
    const { state } = ctx.store;
    const errors: Record<string, string[]> = {};
    const person = state.persons.find((p) => p.id === Number(ctx.body.person_id));
    if (!person) errors.person_id = [SUBACCOUNT_MESSAGES.holderMissing];
    else if (person.status !== 'active') errors.person_id = [SUBACCOUNT_MESSAGES.holderInactive];
    const type = state.accountTypes.find((t) => t.id === Number(ctx.body.account_type_id));
    if (!type?.active) errors.account_type_id = [SUBACCOUNT_MESSAGES.accountType];
    const agency = state.agencies.find((a) => a.id === Number(ctx.body.agency_id));
    if (agency?.bank_id !== PORTAL_BANK_ID) errors.agency_id = [SUBACCOUNT_MESSAGES.agency];
    if (
        person &&
        type &&
        state.accounts.some(
            (a) => a.person_id === person.id && a.account_type_id === type.id && a.status === 'pending',
        )
    )
        errors.account_type_id = [SUBACCOUNT_MESSAGES.alreadyPending];
    if (Object.keys(errors).length > 0 || !person || !type || !agency) throw validationError(errors);

    const now = new Date().toISOString();
    const { number, digit } = newAccountNumber(new Set(state.accounts.map((a) => a.number)), randomInt);
    const account: Account = {
        id: ctx.store.nextId('accounts'),
        uuid: crypto.randomUUID(),
        person_id: person.id,
        bank_id: PORTAL_BANK_ID,
        agency_id: agency.id,
        account_type_id: type.id,
        kind:
            person.type === 'legal'
                ? 'legal_person_account'
                : type.code === 'goal'
                  ? 'savings'
                  : 'natural_person_account',
        number,
        digit,
        balance: 0,
        status: 'pending',
        created_at: now,
    };
    const approval: Approval = {
        id: ctx.store.nextId('approvals'),
        uuid: crypto.randomUUID(),
        operation: 'subaccount',
        reference_id: account.id,
        amount: 0,
        maker_user_id: ctx.user.id,
        required: requiredApprovals(brandNeedsTwo(ctx.request)),
        steps: [],
        status: 'pending_approval',
        summary: summaryOf(state, account),
        created_at: now,
    };
    state.accounts.push(account);
    state.approvals.push(approval);
    ctx.store.save('accounts');
    ctx.store.save('approvals');
    return json({ data: { ...accountView(state, account), approval_id: approval.id } }, 201);
};

/** The approval of an account, to find who asked for it. */
const approvalOf = (store: SandboxStore, accountId: number) =>
    store.state.approvals.find((a) => a.operation === 'subaccount' && a.reference_id === accountId);

const findPending = (store: SandboxStore, id: number) => {
    const account = store.state.accounts.find((a) => a.id === id);
    if (!account) throw notFound();
    return account;
};

const accountText = (store: SandboxStore, account: Account) => {
    const agency = store.state.agencies.find((a) => a.id === account.agency_id);
    return `Ag. ${agency?.number ?? '----'} · conta ${account.number}-${account.digit}`;
};

const holderName = (store: SandboxStore, account: Account) =>
    store.state.persons.find((p) => p.id === account.person_id)?.name ?? 'o titular';

const tellMaker = (store: SandboxStore, account: Account, title: string, body: string) => {
    const maker = approvalOf(store, account.id)?.maker_user_id;
    if (maker !== undefined)
        notifyUser(store, maker, {
            title,
            body,
            link: { label: 'Abrir outra conta', to: '/cadastro-conta' },
        });
};

/** Approved: the account opens. Refused while the holder is not active (blocked or closed meanwhile). */
export const executeSubaccount = (store: SandboxStore, id: number) => {
    const account = findPending(store, id);
    const person = store.state.persons.find((p) => p.id === account.person_id);
    if (person?.status !== 'active')
        throw validationError({ approval: [SUBACCOUNT_MESSAGES.holderNotActiveNow] });
    account.status = 'active';
    store.save('accounts');
    const text = accountText(store, account);
    tellMaker(
        store,
        account,
        'Subconta aprovada',
        `A conta ${text} de ${holderName(store, account)} foi aberta.`,
    );
    for (const user of store.state.users.filter((u) => u.person_id === account.person_id))
        notifyUser(store, user.id, {
            title: 'Nova conta aberta',
            body: `Sua conta ${text} está ativa.`,
            link: { label: 'Ver minha conta', to: '/minha-conta' },
        });
};

/** Rejected: the account is closed before it ever opened. */
export const rejectSubaccount = (store: SandboxStore, id: number, reason: string) => {
    const account = findPending(store, id);
    account.status = 'closed';
    store.save('accounts');
    tellMaker(
        store,
        account,
        'Subconta rejeitada',
        `A conta ${accountText(store, account)} de ${holderName(store, account)} foi rejeitada. Motivo: ${reason}`,
    );
};

export const subaccountHandlers = [
    // Before any `access/account/:id` route.
    route('get', 'access/account/create', { permission: PERMISSIONS.accountCreate }, ({ store }) => ({
        data: { agencies: agencyOptions(store.state) },
    })),
    route('post', 'access/account', { permission: PERMISSIONS.accountCreate }, open),
];
