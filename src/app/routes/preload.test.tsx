import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getUser } from '../../authProvider/session';
import { currentBrand } from '../../brands';
import { sandboxServer } from '../../sandbox/node';
import { renderPage } from '../../test/page';
import { withSandbox } from '../../test/sandbox';
import { signIn } from '../../test/session';
import { prefetchListAt } from './preload';
import { viewerOf } from './useViewer';

withSandbox();

/** Counts the list's calls to the bank while `run` opens the page. */
const callsTo = async (path: string, run: () => Promise<void>) => {
    const seen: string[] = [];
    const count = ({ request }: { request: Request }) => {
        if (new URL(request.url).pathname.endsWith(path)) seen.push(request.url);
    };
    sandboxServer.events.on('request:start', count);
    try {
        await run();
    } finally {
        sandboxServer.events.removeListener('request:start', count);
    }
    return seen;
};

/** Fetches the list ahead as start-up does, then opens the page and waits for its rows. */
const openAfterPrefetch = async (url: string, shown: () => Promise<unknown>) => {
    const { pathname, search } = new URL(url, 'http://portal');
    prefetchListAt({ pathname, search }, viewerOf(getUser(), currentBrand()));
    renderPage(url);
    await shown();
};
const accountType = (name: string) => () => screen.findByText(name);
const boletoRows = () =>
    waitFor(async () => {
        const table = await screen.findByRole('table', { name: 'Boletos gerados' });
        expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    });

// The list fetched at start-up must be exactly the request the screen makes: one call, not two.
describe('the first page of a list fetched at start-up', () => {
    it('is the one /tipos-contas shows, with its defaults or the filter in its URL', async () => {
        await signIn('controller');
        const plain = await callsTo('/access/account_type', () =>
            openAfterPrefetch('/tipos-contas', accountType('Conta Comum')),
        );
        expect(plain).toHaveLength(1);
        const filtered = await callsTo('/access/account_type', () =>
            openAfterPrefetch(
                `/tipos-contas?filter=${encodeURIComponent('{"q":"comum"}')}`,
                accountType('Conta Comum'),
            ),
        );
        expect(filtered).toHaveLength(1);
        expect(decodeURIComponent(filtered[0])).toContain('comum');
    });

    it('is the one /geracao-boletos shows', async () => {
        await signIn('titular_pj');
        const calls = await callsTo('/payment/invoice', () =>
            openAfterPrefetch('/geracao-boletos', boletoRows),
        );
        expect(calls).toHaveLength(1);
    });

    it('is not fetched for a viewer who may not open the list', async () => {
        await signIn('titular_pf');
        let fetched: unknown;
        const calls = await callsTo('/access/account_type', async () => {
            fetched = prefetchListAt(
                { pathname: '/tipos-contas', search: '' },
                viewerOf(getUser(), currentBrand()),
            );
        });
        expect(calls).toHaveLength(0);
        expect(fetched).toBeUndefined();
    });
});
