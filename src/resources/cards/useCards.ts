import { useCallback, useState } from 'react';
import { getUser } from '../../authProvider/session';
import { useLoad } from '../../ui/useLoad';
import { type CardsData, type CardView, fetchCardsData } from './api';

/**
 * The user's cards as loaded, with the changes the bank has confirmed since (a card replaced by its answer,
 * a new virtual card added). A new load (retry, reload) starts again from what the bank answers.
 */
export const useCards = () => {
    const personId = getUser()?.person_id ?? null;
    const load = useLoad(personId === null ? null : `cards:${personId}`, (signal) =>
        fetchCardsData(personId as number, signal),
    );
    const loaded = load.status === 'ready' ? load.data : null;
    const [edited, setEdited] = useState<{ base: CardsData; cards: CardView[] } | null>(null);
    const cards = loaded ? (edited?.base === loaded ? edited.cards : loaded.cards) : [];

    const edit = useCallback(
        (change: (cards: CardView[]) => CardView[]) => {
            if (!loaded) return;
            setEdited((current) => ({
                base: loaded,
                cards: change(current?.base === loaded ? current.cards : loaded.cards),
            }));
        },
        [loaded],
    );
    const replace = useCallback(
        (card: CardView) => edit((list) => list.map((c) => (c.id === card.id ? card : c))),
        [edit],
    );
    /** A new card goes after the other cards of its account, where the bank's list puts it. */
    const add = useCallback(
        (card: CardView) =>
            edit((list) => {
                const last = list.findLastIndex((c) => c.account_id === card.account_id);
                return last < 0
                    ? [...list, card]
                    : [...list.slice(0, last + 1), card, ...list.slice(last + 1)];
            }),
        [edit],
    );

    return {
        status: load.status,
        cards,
        accounts: loaded?.accounts ?? [],
        retry: load.retry,
        replace,
        add,
    };
};
