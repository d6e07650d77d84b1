import type { Account } from '../../contract/accounts';
import type { Card, CardKind } from '../../contract/cards';
import { PERMISSIONS } from '../../contract/permissions';
import {
    acceptsCards,
    CARD_MESSAGES,
    checkMonthlyLimit,
    MAX_VIRTUAL_CARDS,
    VIRTUAL_CARD_LIMIT,
} from '../../domain/cards';
import { sha256 } from '../hash';
import { assertValid, type FieldErrors, json, notFound, validationError } from '../laravel';
import { type Context, route } from '../route';
import { embossedName, expiryOf, VIRTUAL_VALID_YEARS } from '../seed/cards';
import type { SandboxState } from '../types';

/** "Meus cartões" (/m-cartoes): the signed-in user's own cards, as its route asks for. */
const own = { permission: PERMISSIONS.accountMyAccountShow } as const;

const KIND_ORDER: Record<CardKind, number> = { debit: 0, prepaid: 1, virtual: 2 };

const ownAccounts = ({ store, user }: Context) =>
    store.state.accounts.filter((account) => account.person_id === user.person_id);

/** A card as the portal reads it: the card plus its account's agency and number. */
const cardView = (state: SandboxState, card: Card) => {
    const account = state.accounts.find((a) => a.id === card.account_id);
    const agency = account && state.agencies.find((a) => a.id === account.agency_id);
    return {
        ...card,
        account: account
            ? {
                  id: account.id,
                  number: account.number,
                  digit: account.digit,
                  agency: agency?.number ?? null,
              }
            : null,
    };
};

/** The card of `{id}` if one of the user's accounts holds it; anyone else's is 404, as an unknown one. */
const ownCard = (ctx: Context): Card => {
    const mine = new Set(ownAccounts(ctx).map((account) => account.id));
    const card = ctx.store.state.cards.find((c) => String(c.id) === ctx.params.id);
    if (!card || !mine.has(card.account_id)) throw notFound();
    return card;
};

const passwordErrors = async (ctx: Context): Promise<FieldErrors> => {
    const password = typeof ctx.body.password === 'string' ? ctx.body.password : '';
    if (!password) return { password: [CARD_MESSAGES.passwordRequired] };
    return (await sha256(password)) === ctx.user.password_hash
        ? {}
        : { password: [CARD_MESSAGES.passwordWrong] };
};

const saved = (ctx: Context, card: Card) => {
    ctx.store.save('cards');
    return { data: cardView(ctx.store.state, card) };
};

const setBlocked = (blocked: boolean) => async (ctx: Context) => {
    const card = ownCard(ctx);
    if (card.status === 'canceled') throw validationError({ status: [CARD_MESSAGES.canceled] });
    if (blocked && card.status === 'blocked')
        throw validationError({ status: [CARD_MESSAGES.alreadyBlocked] });
    if (!blocked && card.status !== 'blocked') throw validationError({ status: [CARD_MESSAGES.notBlocked] });
    assertValid(await passwordErrors(ctx));
    card.status = blocked ? 'blocked' : 'active';
    return saved(ctx, card);
};

const SWITCHES = ['contactless', 'online_purchases', 'international'] as const;

const updateSettings = (ctx: Context) => {
    const card = ownCard(ctx);
    if (card.status === 'canceled') throw validationError({ status: [CARD_MESSAGES.canceled] });
    const errors: FieldErrors = {};
    for (const name of SWITCHES) {
        if (typeof ctx.body[name] !== 'boolean') errors[name] = [CARD_MESSAGES.settingRequired];
    }
    const raw = ctx.body.monthly_limit;
    const limit = raw === undefined || raw === null ? null : typeof raw === 'number' ? raw : Number.NaN;
    const problem = checkMonthlyLimit(limit, card.spent_this_month);
    if (problem) errors.monthly_limit = [problem];
    assertValid(errors);
    card.contactless = ctx.body.contactless as boolean;
    card.online_purchases = ctx.body.online_purchases as boolean;
    card.international = ctx.body.international as boolean;
    card.monthly_limit = limit as number;
    return saved(ctx, card);
};

const randomLast4 = (taken: Set<string>) => {
    for (;;) {
        const last4 = String(crypto.getRandomValues(new Uint16Array(1))[0] % 10_000).padStart(4, '0');
        if (!taken.has(last4)) return last4;
    }
};

const accountAccepts = (state: SandboxState, account: Account) => {
    const type = state.accountTypes.find((t) => t.id === account.account_type_id);
    return acceptsCards(account.kind, type?.code, account.status);
};

const createVirtual = async (ctx: Context) => {
    const { state } = ctx.store;
    const errors: FieldErrors = {};
    const accountId = ctx.body.account_id;
    const account = ownAccounts(ctx).find((a) => a.id === accountId);
    const cards = state.cards.filter((c) => c.account_id === account?.id);
    if (accountId === undefined || accountId === null || accountId === '') {
        errors.account_id = [CARD_MESSAGES.accountRequired];
    } else if (!account || !accountAccepts(state, account)) {
        errors.account_id = [CARD_MESSAGES.accountInvalid];
    } else if (
        cards.filter((c) => c.kind === 'virtual' && c.status !== 'canceled').length >= MAX_VIRTUAL_CARDS
    ) {
        errors.account_id = [CARD_MESSAGES.virtualLimit];
    }
    Object.assign(errors, await passwordErrors(ctx));
    assertValid(errors);
    const holder = account as Account;
    const created_at = new Date().toISOString();
    const physical = cards.find((c) => c.kind !== 'virtual');
    const card: Card = {
        id: ctx.store.nextId('cards'),
        uuid: crypto.randomUUID(),
        account_id: holder.id,
        holder_name: physical?.holder_name ?? embossedName(ctx.user.name),
        brand: physical?.brand ?? 'mastercard',
        kind: 'virtual',
        last4: randomLast4(new Set(state.cards.map((c) => c.last4))),
        ...expiryOf(created_at, VIRTUAL_VALID_YEARS),
        status: 'active',
        contactless: false,
        online_purchases: true,
        international: false,
        monthly_limit: VIRTUAL_CARD_LIMIT,
        spent_this_month: 0,
        created_at,
    };
    state.cards.push(card);
    ctx.store.save('cards');
    return json({ data: cardView(state, card) }, 201);
};

export const cardHandlers = [
    route('get', 'card/cards', own, (ctx) => {
        const accounts = ownAccounts(ctx).map((account) => account.id);
        const cards = ctx.store.state.cards
            .filter((card) => accounts.includes(card.account_id))
            .sort(
                (a, b) =>
                    accounts.indexOf(a.account_id) - accounts.indexOf(b.account_id) ||
                    KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
                    a.id - b.id,
            );
        return { data: cards.map((card) => cardView(ctx.store.state, card)) };
    }),
    route('post', 'card/cards/virtual', own, createVirtual),
    route('put', 'card/cards/:id/block', own, setBlocked(true)),
    route('put', 'card/cards/:id/unblock', own, setBlocked(false)),
    route('put', 'card/cards/:id/settings', own, updateSettings),
];
