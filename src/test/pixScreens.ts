import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Account } from '../contract/accounts';
import { formatBRL } from '../domain/money';
import { mainAccount } from '../sandbox/seed/pixDictionary';
import type { DemoUserKey } from '../sandbox/seed/users';
import { activeAccountsOf, personOf, state } from './bank';
import { renderPage } from './page';
import { signIn } from './session';

/** Shared steps of the Pix screens' component tests. */

export { activeAccountsOf, personOf, recordCalls, state } from './bank';

/** The account that holds the demo user's seeded keys. */
export const mainAccountOf = (key: DemoUserKey) => mainAccount(state(), personOf(key)) as Account;

/** '0001 · 12345-6', as the screens write an account. */
export const labelOf = (account: Account) =>
    `${state().agencies.find((a) => a.id === account.agency_id)?.number} · ${account.number}-${account.digit}`;

/** As the DOM matchers read money: the no-break space after R$ is a plain space. */
export const brl = (cents: number) => formatBRL(cents).replace(/\s/g, ' ');

/** The first screen of a test waits for its lazy chunk (and the app's) to arrive: slower than a re-render. */
export const CHUNK_MS = 15_000;

/** These tests drive whole flows through the real app; on a busy machine one takes longer than the default. */
export const FLOW = { timeout: 60_000 };

/**
 * Signs in, opens "Área Pix" and picks the account (the main one unless told), landing on the Pix home.
 */
export const enterPix = async (key: DemoUserKey, account: Account = mainAccountOf(key)) => {
    await signIn(key);
    const user = userEvent.setup({ delay: null });
    renderPage('/pix-select-account');
    if (activeAccountsOf(key).length > 1) {
        const name = `Usar a conta ${labelOf(account)} no Pix`;
        await user.click(await screen.findByRole('button', { name }, { timeout: CHUNK_MS }));
    }
    await screen.findByRole('region', { name: 'Conta do Pix' }, { timeout: CHUNK_MS });
    return { user, account };
};
