import type { Card } from '../../contract/cards';

/** A card as `card/cards` answers it (resource `cartoes`): the card plus its account's agency and number. */
export interface CardView extends Card {
    account: { id: number; number: string; digit: string; agency: string | null } | null;
}

export type CardSettings = Pick<Card, 'contactless' | 'online_purchases' | 'international' | 'monthly_limit'>;
export type CardSwitch = Exclude<keyof CardSettings, 'monthly_limit'>;

export const settingsOf = ({
    contactless,
    online_purchases,
    international,
    monthly_limit,
}: Card): CardSettings => ({
    contactless,
    online_purchases,
    international,
    monthly_limit,
});

/** '0001 · 12345-6' for the card's account. */
export const cardAccountLabel = (card: CardView) =>
    card.account ? `${card.account.agency ?? '----'} · ${card.account.number}-${card.account.digit}` : null;
