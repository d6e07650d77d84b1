import type { Card } from '../../contract/cards';
import { acceptsCards } from '../../domain/cards';
import { request, requestMoney } from '../../http/client';
import { type AccountView, fetchAccounts } from '../accounts';

/** A card as `card/cards` answers it: the card plus its account's agency and number. */
export interface CardView extends Card {
    account: { id: number; number: string; digit: string; agency: string | null } | null;
}

export type CardSettings = Pick<Card, 'contactless' | 'online_purchases' | 'international' | 'monthly_limit'>;
export type CardSwitch = Exclude<keyof CardSettings, 'monthly_limit'>;

export const settingsOf = ({ contactless, online_purchases, international, monthly_limit }: Card) => ({
    contactless,
    online_purchases,
    international,
    monthly_limit,
});

const data = <T>(answer: { body: { data: T } }) => answer.body.data;

/** State-changing card calls carry their confirmation's Idempotency-Key: a retried request never acts twice. */
export const cardsApi = {
    list: (signal?: AbortSignal) => request<{ data: CardView[] }>('card/cards', { signal }).then(data),
    block: (id: number, password: string, idempotencyKey: string) =>
        requestMoney<{ data: CardView }>(`card/cards/${id}/block`, {
            method: 'PUT',
            body: { password },
            idempotencyKey,
        }).then(data),
    unblock: (id: number, password: string, idempotencyKey: string) =>
        requestMoney<{ data: CardView }>(`card/cards/${id}/unblock`, {
            method: 'PUT',
            body: { password },
            idempotencyKey,
        }).then(data),
    saveSettings: (id: number, settings: CardSettings, idempotencyKey: string) =>
        requestMoney<{ data: CardView }>(`card/cards/${id}/settings`, {
            method: 'PUT',
            body: settings,
            idempotencyKey,
        }).then(data),
    createVirtual: (accountId: number, password: string, idempotencyKey: string) =>
        requestMoney<{ data: CardView }>('card/cards/virtual', {
            method: 'POST',
            body: { account_id: accountId, password },
            idempotencyKey,
        }).then(data),
};

export interface CardsData {
    cards: CardView[];
    /** The user's accounts that may hold a new virtual card. */
    accounts: AccountView[];
}

/** The cards and the accounts a virtual card may be created on, in one load. */
export const fetchCardsData = async (personId: number, signal: AbortSignal): Promise<CardsData> => {
    const [cards, accounts] = await Promise.all([cardsApi.list(signal), fetchAccounts(personId, signal)]);
    return {
        cards,
        accounts: accounts.filter((a) => acceptsCards(a.kind, a.account_type?.code, a.status)),
    };
};

/** '0001 · 12345-6' for the card's account. */
export const cardAccountLabel = (card: CardView) =>
    card.account ? `${card.account.agency ?? '----'} · ${card.account.number}-${card.account.digit}` : null;
