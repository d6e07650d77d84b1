import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { BankDataProvider } from '../../dataProvider';
import { useRead } from '../../dataProvider/hooks';
import type { LaravelPage } from '../../dataProvider/laravel';
import {
    type AccountBalance,
    MAX_PERIOD_PAGES,
    type Movement,
    PERIOD_PAGE_SIZE,
    type Period,
    type StaffSummary,
} from './api';

type StatementPage = LaravelPage<Movement>;

/** One page of an account's statement, newest first (the operation `extrato` of `contas-titular`). */
const readPage = (
    dataProvider: BankDataProvider,
    accountId: number,
    page: number,
    perPage: number,
    period: Period | undefined,
    signal: AbortSignal,
) =>
    dataProvider
        .read<StatementPage>('contas-titular', 'extrato', {
            id: accountId,
            query: { page, per_page: perPage, filter: period ? { ...period } : undefined },
            signal,
        })
        .then(({ data }) => data);

/** The account's balance as the bank holds it, with when it last moved. */
export const useBalance = (accountId: number) =>
    useRead<AccountBalance>('contas-titular', 'saldo', { id: accountId });

/** The account's newest `count` movements. */
export const useLastMovements = (accountId: number, count: number) =>
    useRead<StatementPage>('contas-titular', 'extrato', {
        id: accountId,
        query: { page: 1, per_page: count },
    });

/** The newest `count` movements across several accounts (each statement answers newest first). */
export const useLastMovementsOf = (accountIds: readonly number[], count: number) => {
    const dataProvider = useDataProvider<BankDataProvider>();
    return useQuery({
        queryKey: ['contas-titular', 'extrato-ultimos', accountIds, count],
        queryFn: async ({ signal }) => {
            const pages = await Promise.all(
                accountIds.map((id) => readPage(dataProvider, id, 1, count, undefined, signal)),
            );
            return pages
                .flatMap((page) => page.data)
                .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
                .slice(0, count);
        },
    });
};

/**
 * Every movement of the period, newest first, read page by page through the data provider: the table, the
 * totals and the CSV all read this one list.
 */
export const useStatementPeriod = (accountId: number, period: Period) => {
    const dataProvider = useDataProvider<BankDataProvider>();
    return useQuery({
        queryKey: ['contas-titular', 'extrato-periodo', accountId, period.from, period.to],
        queryFn: async ({ signal }) => {
            const rows: Movement[] = [];
            for (let page = 1; page <= MAX_PERIOD_PAGES; page++) {
                const answer = await readPage(
                    dataProvider,
                    accountId,
                    page,
                    PERIOD_PAGE_SIZE,
                    period,
                    signal,
                );
                rows.push(...answer.data);
                if (page >= answer.meta.last_page) break;
            }
            return rows;
        },
    });
};

/** The bank's figures for staff who open accounts. */
export const useStaffSummary = () => useRead<StaffSummary>('resumo-contas', 'figuras');
