import type { Account, AccountType, Transaction } from '../../contract/accounts';
import type { Card, CardBrand, CardKind, CardStatus } from '../../contract/cards';
import { acceptsCards, MAX_MONTHLY_LIMIT, VIRTUAL_CARD_LIMIT } from '../../domain/cards';
import { BRASILIA_OFFSET_MS } from '../../domain/dates';
import type { User } from '../types';
import { createRng } from './random';
import { DEMO_USERS, type DemoUserKey } from './users';

/** Its own random stream: the cards leave the seed's other collections exactly as they were. */
const CARD_SEED = 20_251_122;
const DAY_MS = 86_400_000;
/** Brasília is UTC−3. */
const EMBOSS_MAX = 19;
const VALID_YEARS: Record<CardKind, number> = { debit: 5, prepaid: 5, virtual: 3 };

type Plan = [kind: CardKind, brand: CardBrand, status?: CardStatus];

/** The holders have a few cards (one blocked, to unblock); everyone else a debit card of their account. */
const PLANS: Partial<Record<DemoUserKey, readonly Plan[]>> = {
    titular_pf: [
        ['debit', 'visa'],
        ['virtual', 'mastercard'],
        ['prepaid', 'elo', 'blocked'],
    ],
    titular_pj: [
        ['debit', 'mastercard'],
        ['virtual', 'visa'],
    ],
    empreendedor: [
        ['debit', 'elo'],
        ['prepaid', 'mastercard'],
    ],
};
const BRANDS: readonly CardBrand[] = ['visa', 'mastercard', 'elo'];

/** Monthly limits in cents, by kind, for a person's and a company's account. */
const LIMITS: Record<CardKind, [natural: number, legal: number]> = {
    debit: [500_000, 2_000_000],
    prepaid: [150_000, 500_000],
    virtual: [VIRTUAL_CARD_LIMIT, 300_000],
};

/** The name as embossed: upper case, no accents; middle names become initials when it is too long. */
export const embossedName = (name: string): string => {
    const words = name
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toUpperCase()
        .replace(/[^A-Z ]/g, ' ')
        .split(/\s+/)
        .filter(Boolean);
    const full = words.join(' ');
    if (full.length <= EMBOSS_MAX || words.length < 3) return full.slice(0, 26);
    const short = [words[0], ...words.slice(1, -1).map((word) => word[0]), words.at(-1)].join(' ');
    return short.slice(0, 26);
};

/** Validity: the end of the issue month, `years` later. */
export const expiryOf = (issuedAt: string, years: number) => {
    const issued = new Date(issuedAt);
    return { expiry_month: issued.getUTCMonth() + 1, expiry_year: issued.getUTCFullYear() + years };
};

interface Month {
    /** The instant the current Brasília month began. */
    start: string;
    /** How much of the month has gone by, 0–1. */
    progress: number;
}

const monthOf = (midnight: number): Month => {
    const today = new Date(midnight + 12 * 3_600_000 - BRASILIA_OFFSET_MS);
    const year = today.getUTCFullYear();
    const month = today.getUTCMonth();
    const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    return {
        start: new Date(Date.UTC(year, month, 1) + BRASILIA_OFFSET_MS).toISOString(),
        progress: today.getUTCDate() / days,
    };
};

interface Sources {
    accounts: readonly Account[];
    accountTypes: readonly AccountType[];
    transactions: readonly Transaction[];
    users: readonly User[];
}

/** 1–3 cards per demo user, on their first account that takes cards; deterministic for a given day. */
export function createCards(
    midnight: number,
    { accounts, accountTypes, transactions, users }: Sources,
): Card[] {
    const rng = createRng(CARD_SEED);
    const month = monthOf(midnight);
    const taken = new Set<string>();
    const cards: Card[] = [];

    /** The debit purchases of this month in the account's ledger: what its debit card spent. */
    const debitSpent = (accountId: number) =>
        transactions
            .filter(
                (t) =>
                    t.account_id === accountId &&
                    t.status === 'transacted' &&
                    t.created_at >= month.start &&
                    t.description.startsWith('Compra no débito'),
            )
            .reduce((sum, t) => sum - t.amount, 0);

    DEMO_USERS.forEach((demo, index) => {
        const user = users[index];
        const account = accounts.find((candidate) => {
            const type = accountTypes.find((t) => t.id === candidate.account_type_id);
            return (
                candidate.person_id === user?.person_id &&
                acceptsCards(candidate.kind, type?.code, candidate.status)
            );
        });
        if (!user || !account) return;
        const plans = PLANS[demo.key] ?? [['debit', BRANDS[index % BRANDS.length]]];
        const legal = account.kind === 'legal_person_account' ? 1 : 0;
        const opened = Date.parse(account.created_at);
        for (const [kind, brand, status = 'active'] of plans) {
            const issuedDaysAgo =
                kind === 'debit'
                    ? Math.max(1, Math.floor((midnight - opened) / DAY_MS) - 3)
                    : rng.int(20, 200);
            const created_at = new Date(
                midnight - issuedDaysAgo * DAY_MS + rng.int(12 * 60, 21 * 60) * 60_000,
            ).toISOString();
            let limit = LIMITS[kind][legal];
            let spent: number;
            if (kind === 'debit' && !legal) {
                spent = debitSpent(account.id);
                while (spent > limit && limit < MAX_MONTHLY_LIMIT) limit += 100_000;
            } else {
                spent = Math.round(limit * (0.1 + rng.next() * 0.45) * month.progress);
            }
            let last4 = '';
            do last4 = String(rng.int(0, 9999)).padStart(4, '0');
            while (taken.has(last4));
            taken.add(last4);
            cards.push({
                id: cards.length + 1,
                uuid: rng.uuid(),
                account_id: account.id,
                holder_name: embossedName(user.name),
                brand,
                kind,
                last4,
                ...expiryOf(created_at, VALID_YEARS[kind]),
                status,
                contactless: kind !== 'virtual',
                online_purchases: true,
                international: kind === 'virtual',
                monthly_limit: limit,
                spent_this_month: Math.min(spent, limit),
                created_at,
            });
        }
    });
    return cards;
}

/** A new virtual card's validity, in years. */
export const VIRTUAL_VALID_YEARS = VALID_YEARS.virtual;
