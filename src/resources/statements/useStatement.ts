import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import type { FutureRelease, MovementDetail, ReleaseBalance } from '../../contract/statements';
import type { BankDataProvider } from '../../dataProvider';
import { useRead } from '../../dataProvider/hooks';
import type { LaravelPage } from '../../dataProvider/laravel';
import type { AccountView } from '../accounts';
import { EXPORT_PAGE_SIZE, PAGE_SIZE, queryFilter, type StatementFilters, type StatementPage } from './api';

const RESOURCE = 'extrato-conta';
/** A page read stays fresh this long: going back and forth between pages asks the bank nothing. */
const FRESH_MS = 60_000;

const pageKey = (accountId: number, filters: StatementFilters, page: number, perPage: number) =>
    [RESOURCE, 'pagina', accountId, queryFilter(filters), page, perPage] as const;

const readPage = (
    dataProvider: BankDataProvider,
    accountId: number,
    filters: StatementFilters,
    page: number,
    perPage: number,
    signal?: AbortSignal,
) =>
    dataProvider
        .read<StatementPage>(RESOURCE, 'pagina', {
            id: accountId,
            query: { page, per_page: perPage, filter: queryFilter(filters) },
            signal,
        })
        .then(({ data }) => data);

/**
 * One server page of the statement. Pages already read are kept (going back is instant) and the next one
 * is read ahead; while a new page loads the previous stays on screen.
 */
export const useStatementPage = (accountId: number, filters: StatementFilters, page: number) => {
    const dataProvider = useDataProvider<BankDataProvider>();
    const client = useQueryClient();
    const query = useQuery({
        queryKey: pageKey(accountId, filters, page, PAGE_SIZE),
        queryFn: ({ signal }) => readPage(dataProvider, accountId, filters, page, PAGE_SIZE, signal),
        placeholderData: keepPreviousData,
        staleTime: FRESH_MS,
    });
    const lastPage = query.data?.meta.last_page ?? 0;
    useEffect(() => {
        if (page >= lastPage) return;
        void client.prefetchQuery({
            queryKey: pageKey(accountId, filters, page + 1, PAGE_SIZE),
            queryFn: ({ signal }) => readPage(dataProvider, accountId, filters, page + 1, PAGE_SIZE, signal),
            staleTime: FRESH_MS,
        });
    }, [client, dataProvider, accountId, filters, page, lastPage]);
    return query;
};

/** Every line of the filters' period, read page by page (for the exports), reporting how many so far. */
export const useWholePeriod = () => {
    const dataProvider = useDataProvider<BankDataProvider>();
    return async (
        accountId: number,
        filters: StatementFilters,
        onProgress: (done: number, total: number) => void,
    ) => {
        const first = await readPage(dataProvider, accountId, filters, 1, EXPORT_PAGE_SIZE);
        const lines = [...first.data];
        onProgress(lines.length, first.meta.total);
        for (let page = 2; page <= first.meta.last_page; page++) {
            lines.push(...(await readPage(dataProvider, accountId, filters, page, EXPORT_PAGE_SIZE)).data);
            onProgress(lines.length, first.meta.total);
        }
        return { lines, summary: first.summary, account: first.account };
    };
};

export const useMovement = (id: number | null) =>
    useRead<MovementDetail>(RESOURCE, 'detalhe', id === null ? null : { id });

export const useFutureReleases = (accountId: number) =>
    useRead<FutureRelease[]>(RESOURCE, 'lancamentosFuturos', { id: accountId });

export const useReleaseBalance = (accountId: number | null) =>
    useRead<ReleaseBalance>(RESOURCE, 'saldoFuturo', accountId === null ? null : { id: accountId });

/** Staff: accounts found by number, holder name or document (at least 3 characters typed). */
export const useAccountSearch = (search: string) =>
    useRead<LaravelPage<AccountView>>(
        RESOURCE,
        'contas',
        search.trim().length >= 3
            ? { query: { page: 1, per_page: 10, filter: { search: search.trim() } } }
            : null,
    );
