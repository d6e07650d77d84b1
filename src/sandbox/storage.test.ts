import { beforeEach, describe, expect, it } from 'vitest';
import { buildBankBoleto } from '../domain/boleto';
import { toDateOnlyBrasilia } from '../domain/dates';
import { MESSAGES, userMessageFor } from '../http/errorCatalogue';
import type { HttpError } from '../http/HttpError';
import { balanceOf, call, failure, holder, ledgerOf, sendPix, state } from '../test/pixCalls';
import { withSandbox } from '../test/sandbox';
import { COLLECTIONS, type CollectionName, type Persistence } from './persistence';
import { bindStore, boundStore } from './route';
import { DEMO_TRANSACTION_PASSWORD } from './seed/users';
import { SandboxStore } from './store';
import type { SandboxState } from './types';

withSandbox();

/** A browser's storage stand-in: keeps structured clones, and can be full. */
class Disk implements Persistence {
    stored = new Map<string, unknown>();
    writes: string[][] = [];
    full = false;

    constructor(state?: SandboxState) {
        if (state) for (const name of COLLECTIONS) this.stored.set(name, structuredClone(state[name]));
    }
    async read(names: readonly CollectionName[]) {
        const found = names.filter((name) => this.stored.has(name));
        return Object.fromEntries(found.map((name) => [name, structuredClone(this.stored.get(name))]));
    }
    async write(collections: Partial<SandboxState>) {
        if (this.full) throw new DOMException('A cota foi excedida.', 'QuotaExceededError');
        this.writes.push(Object.keys(collections));
        for (const [name, value] of Object.entries(collections))
            this.stored.set(name, structuredClone(value));
    }
}

let disk: Disk;
beforeEach(() => {
    disk = new Disk(boundStore().state);
    bindStore(new SandboxStore(disk, boundStore().state));
});

const stored = <K extends CollectionName>(name: K) => disk.stored.get(name) as SandboxState[K];

const payBoleto = (accountId: number, key: string) =>
    call<{ data: { status: string } }>('payment/bill', {
        method: 'POST',
        body: {
            line: buildBankBoleto({
                bankCode: '237',
                amountCents: 12_345,
                dueDate: toDateOnlyBrasilia(new Date(Date.now() + 5 * 86_400_000)),
                freeField: '1111122222333334444455555',
            }).line,
            account_id: accountId,
            password: DEMO_TRANSACTION_PASSWORD,
        },
        headers: { 'Idempotency-Key': key },
    });

describe('a call whose changes cannot be stored', () => {
    it('a boleto payment answers 507 (the catalogue’s unavailable notice), moves nothing, and a retry pays once', async () => {
        const { account } = await holder('cliente');
        const [balance, rows, payments] = [
            balanceOf(account.id),
            ledgerOf(account.id).length,
            state().billPayments.length,
        ];
        disk.full = true;

        const error = await payBoleto(account.id, 'boleto-1').then(
            () => null,
            (e: HttpError) => e,
        );
        expect(error?.status).toBe(507);
        expect(userMessageFor(error as HttpError)).toBe(MESSAGES.unavailable);
        expect(balanceOf(account.id)).toBe(balance);
        expect(ledgerOf(account.id)).toHaveLength(rows);
        expect(state().billPayments).toHaveLength(payments);

        // Room again: the same confirmation (same key) pays, once.
        disk.full = false;
        expect((await payBoleto(account.id, 'boleto-1')).data.status).toBe('paid');
        expect(balanceOf(account.id)).toBe(balance - 12_345);
        expect(stored('accounts').find((a) => a.id === account.id)?.balance).toBe(balance - 12_345);
        expect(stored('transactions').filter((t) => t.account_id === account.id)).toHaveLength(rows + 1);
    });

    it('a Pix answers 507 and leaves balance, statement and transfers as stored', async () => {
        const { account } = await holder('cliente');
        const before = structuredClone(state());
        disk.full = true;
        const failed = await failure(
            sendPix({ account_id: account.id, amount: 777, key: 'MariaHelena.Souza@gmail.com' }, {}),
        );
        expect(failed.status).toBe(507);
        expect(balanceOf(account.id)).toBe(before.accounts.find((a) => a.id === account.id)?.balance);
        expect(state().transactions).toEqual(before.transactions);
        expect(state().pixTransfers).toEqual(before.pixTransfers);
    });
});

describe('storing', () => {
    it('writes the collections a call changed in one write, and only those', async () => {
        const { account } = await holder('cliente');
        disk.writes = [];
        await payBoleto(account.id, 'boleto-2');
        expect(disk.writes).toHaveLength(1);
        expect(disk.writes[0]).toEqual(expect.arrayContaining(['accounts', 'transactions', 'billPayments']));
        expect(disk.writes[0]).not.toContain('persons');
    });

    it('another tab reads again the collections this one stored', async () => {
        const other = new SandboxStore(disk, structuredClone(boundStore().state));
        boundStore().onStored = (names) => void other.refresh(names);
        const { account } = await holder('cliente');
        await payBoleto(account.id, 'boleto-3');
        await other.refresh([]);
        expect(other.state.accounts.find((a) => a.id === account.id)?.balance).toBe(balanceOf(account.id));
        expect(other.state.sessions).toEqual(state().sessions);
    });

    it('opens what is stored, and moves a bank left in localStorage by an older version', async () => {
        const legacy = new Disk();
        for (const name of COLLECTIONS) {
            localStorage.setItem(`sandbox-bank.v1.${name}`, JSON.stringify(boundStore().state[name]));
        }
        const moved = await SandboxStore.open(legacy, localStorage);
        expect(moved.state.accounts).toEqual(state().accounts);
        expect(legacy.stored.size).toBe(COLLECTIONS.length);
        expect(localStorage.getItem('sandbox-bank.v1.accounts')).toBeNull();

        (legacy.stored.get('accounts') as SandboxState['accounts'])[0].balance = 1;
        expect((await SandboxStore.open(legacy)).state.accounts[0].balance).toBe(1);
    });
});
