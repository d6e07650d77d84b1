import { onTestFinished } from 'vitest';
import { sandboxServer } from '../sandbox/node';
import { boundStore } from '../sandbox/route';
import type { DemoUserKey } from '../sandbox/seed/users';
import { demoUser } from './session';

/** The sandbox bank as the tests read it: its state, a demo user's person and accounts, balances, calls. */

export const state = () => boundStore().state;

export const personOf = (key: DemoUserKey) =>
    state().users.find((u) => u.username === demoUser(key).username)?.person_id as number;

export const activeAccountsOf = (key: DemoUserKey) =>
    state().accounts.filter((a) => a.person_id === personOf(key) && a.status === 'active');

export const balanceOf = (accountId: number) =>
    state().accounts.find((a) => a.id === accountId)?.balance ?? 0;

export const ledgerOf = (accountId: number) => state().transactions.filter((t) => t.account_id === accountId);

export interface Call {
    method: string;
    path: string;
    body: unknown;
}

/** Every call the screens make to the sandbox from now on (path after `/v1/`), with its JSON body. */
export const recordCalls = () => {
    const calls: Call[] = [];
    const listener = ({ request }: { request: Request }) => {
        const path = new URL(request.url).pathname.replace(/^.*\/v1\//, '');
        const call: Call = { method: request.method, path, body: undefined };
        calls.push(call);
        if (request.method !== 'GET') {
            request
                .clone()
                .text()
                .then((text) => {
                    call.body = text ? JSON.parse(text) : undefined;
                })
                .catch(() => undefined);
        }
    };
    sandboxServer.events.on('request:start', listener);
    onTestFinished(() => {
        sandboxServer.events.removeListener('request:start', listener);
    });
    return calls;
};
