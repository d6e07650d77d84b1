import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '../authProvider';
import { getUser } from '../authProvider/session';
import { currentBrand } from '../brands';
import { dataProvider } from '../dataProvider';
import { createQueryClient } from '../dataProvider/queryClient';
import { renderPage } from '../test/page';
import { withSandbox } from '../test/sandbox';
import { signIn } from '../test/session';
import { prefetchListAt, preloadScreenAt } from './routes/preload';
import { viewerOf } from './routes/useViewer';
import { seedStartupAnswers } from './startupAnswers';

withSandbox();
afterEach(() => vi.restoreAllMocks());

/** A reload's start-up: the screen's code, the list fetched ahead and its answer in the page's first cache. */
const startUpAt = async (url: string) => {
    const user = getUser();
    if (!user) throw new Error('sem sessão');
    const { pathname, search } = new URL(url, 'http://portal');
    const firstList = prefetchListAt({ pathname, search }, viewerOf(user, currentBrand()));
    const queryClient = createQueryClient();
    seedStartupAnswers(queryClient, user, firstList);
    await Promise.all([firstList?.answer, preloadScreenAt(pathname)]);
    return queryClient;
};

// If react-admin stopped finding one of these answers under the keys it asks with, the page would draw as
// loading first and ask the authProvider again.
describe('the answers known at start-up', () => {
    it('let /tipos-contas draw its rows in its first drawing, without asking the session again', async () => {
        await signIn('controller');
        const queryClient = await startUpAt('/tipos-contas');
        const checkAuth = vi.spyOn(authProvider, 'checkAuth');
        const canAccess = vi.spyOn(authProvider, 'canAccess');
        const getPermissions = vi.spyOn(authProvider, 'getPermissions');
        await act(async () => {
            renderPage('/tipos-contas', { queryClient });
        });
        expect(screen.getByText('Conta Comum')).toBeInTheDocument();
        expect(screen.queryByRole('status', { name: /Carregando/ })).toBeNull();
        expect(checkAuth).not.toHaveBeenCalled();
        // (The page's "Novo" button asks whether the user may create: that is not known at start-up.)
        expect(canAccess).not.toHaveBeenCalledWith(expect.objectContaining({ action: 'list' }));
        expect(getPermissions).not.toHaveBeenCalled();
    });

    it('do not come back on a refresh: the list then shows what the bank holds', async () => {
        await signIn('controller');
        const queryClient = await startUpAt('/tipos-contas');
        await act(async () => {
            renderPage('/tipos-contas', { queryClient });
        });
        const { data } = await dataProvider.getList('tipos-contas', {
            pagination: { page: 1, perPage: 50 },
            sort: { field: 'name', order: 'ASC' },
            filter: {},
        });
        const common = data.find((row) => row.name === 'Conta Comum');
        await dataProvider.update('tipos-contas', {
            id: common?.id,
            data: { ...common, name: 'Conta Comum Nova' },
            previousData: common,
        });
        await act(() => queryClient.invalidateQueries());
        expect(await screen.findByText('Conta Comum Nova')).toBeInTheDocument();
    });

    it('let /geracao-boletos draw its rows in its first drawing', async () => {
        await signIn('titular_pj');
        const queryClient = await startUpAt('/geracao-boletos');
        const canAccess = vi.spyOn(authProvider, 'canAccess');
        await act(async () => {
            renderPage('/geracao-boletos', { queryClient });
        });
        const table = screen.getByRole('table', { name: 'Boletos gerados' });
        expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
        expect(canAccess).not.toHaveBeenCalled();
    });
});
