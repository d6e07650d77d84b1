import { useCallback, useMemo, useState } from 'react';
import { useGetList } from 'react-admin';
import { getUser } from '../../authProvider/session';
import { acceptsCards } from '../../domain/cards';
import { type AccountView, useHolderAccounts } from '../accounts';
import type { CardView } from './api';

interface CardsData {
    cards: CardView[];
    /** The user's accounts that may hold a new virtual card. */
    accounts: AccountView[];
}

/**
 * The user's cards as loaded (resource `cartoes`, with the accounts a virtual card may be created on), with
 * the changes the bank has confirmed since (a card replaced by its answer, a new virtual card added). A new
 * load (retry) starts again from what the bank answers.
 */
export const useCards = () => {
    const personId = getUser()?.person_id ?? null;
    const cardList = useGetList<CardView>(
        'cartoes',
        { pagination: { page: 1, perPage: 100 } },
        { enabled: personId !== null },
    );
    const accountList = useHolderAccounts(personId);
    const loaded = useMemo<CardsData | null>(
        () =>
            cardList.data && accountList.data
                ? {
                      cards: cardList.data,
                      accounts: accountList.data.filter((a) =>
                          acceptsCards(a.kind, a.account_type?.code, a.status),
                      ),
                  }
                : null,
        [cardList.data, accountList.data],
    );
    const [edited, setEdited] = useState<{ base: CardsData; cards: CardView[] } | null>(null);
    const cards = loaded ? (edited?.base === loaded ? edited.cards : loaded.cards) : [];

    const { refetch: refetchCards } = cardList;
    const { refetch: refetchAccounts } = accountList;
    const fetching = cardList.isFetching || accountList.isFetching;
    // As `asLoad` reads one query: a failed read being retried shows as loading again.
    const status: 'loading' | 'error' | 'ready' =
        (cardList.isError || accountList.isError) && !fetching ? 'error' : loaded ? 'ready' : 'loading';
    const retry = useCallback(() => {
        setEdited(null);
        void refetchCards();
        void refetchAccounts();
    }, [refetchCards, refetchAccounts]);

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
        status,
        cards,
        accounts: loaded?.accounts ?? [],
        retry,
        replace,
        add,
    };
};
