import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { Account } from '../contract/accounts';
import type { PixKey } from '../contract/pix';
import { formatBRL } from '../domain/money';
import { sandboxServer } from '../sandbox/node';
import { boundStore } from '../sandbox/route';
import type { DemoUserKey } from '../sandbox/seed/users';
import { renderPage } from './page';
import { demoUser, signIn } from './session';

/** Helpers of the send-Pix component tests: the sandbox's state, the user's account, what was posted. */

export const state = () => boundStore().state;

/** The user's richest active account: the one the tests send from. */
export const richestAccount = (key: DemoUserKey): Account => {
    const personId = state().users.find((u) => u.username === demoUser(key).username)?.person_id;
    const mine = state().accounts.filter((a) => a.person_id === personId && a.status === 'active');
    return [...mine].sort((a, b) => b.balance - a.balance)[0];
};

export const balanceOf = (accountId: number) => state().accounts.find((a) => a.id === accountId)?.balance;

/** A seeded key of another bank's customer; `refusing`: one whose bank refuses credits. */
export const externalKey = (type: PixKey['type'], refusing = false): PixKey => {
    const found = state().pixKeys.find(
        (k) =>
            k.type === type && k.status === 'active' && k.external && !!k.external.reject_code === refusing,
    );
    if (!found) throw new Error(`nenhuma chave ${type} de outro banco na semente`);
    return found;
};

/** Paths of the POST calls made from now on ('pix/dictionary/search', ...). */
export const recordPosts = () => {
    const sent: string[] = [];
    const listener = ({ request }: { request: Request }) => {
        if (request.method === 'POST') sent.push(new URL(request.url).pathname.replace(/^.*\/v1\//, ''));
    };
    sandboxServer.events.on('request:start', listener);
    return sent;
};

const TITLES: Record<string, string> = {
    '/pix-key-manual': 'Pix com chave',
    '/pix-bank-data': 'Pix com dados bancários',
    '/pix-qrcode': 'Pagar com QR Code Pix',
};

/** Signs in and opens a send screen for the user's richest account. */
export const openSendScreen = async (key: DemoUserKey, path: string, query = '') => {
    await signIn(key);
    const account = richestAccount(key);
    renderPage(`${path}?conta=${account.id}${query}`);
    // The first screen of a test file compiles its chunk on arrival: give it time once.
    await screen.findByRole('heading', { level: 2, name: TITLES[path] }, { timeout: 15_000 });
    const user = userEvent.setup({ delay: null });
    // The store's record changes as money moves: the balance at the start is kept apart.
    return { user, account, before: account.balance };
};

export type User = ReturnType<typeof userEvent.setup>;

/** A whole send, from typing to the settled receipt, on a busy machine. */
export const FLOW_TIMEOUT_MS = 60_000;

/** On the confirmation: types the password and confirms. */
export const confirmWith = async (user: User, password: string) => {
    await screen.findByRole('form', { name: 'Confirme o Pix' });
    await user.type(screen.getByLabelText('Senha de transação'), password);
    await user.click(screen.getByRole('button', { name: 'Confirmar Pix' }));
};

/** The receipt's live region. */
export const receiptStatus = () =>
    within(screen.getByRole('region', { name: 'Comprovante do Pix' })).getByRole('status');

/** Waits for the receipt to say `text`; the sandbox settles about 2 s after sending, polled every second. */
export const waitForStatus = (text: string | RegExp) =>
    waitFor(() => expect(receiptStatus()).toHaveTextContent(text), { timeout: 8_000 });

/** An amount as getByText matches it: Intl's non-breaking space read as a plain one. */
export const shownBRL = (cents: number) => formatBRL(cents).replace(/\s/g, ' ');
