import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../contract/accounts';
import { isValidCnpj } from '../../domain/cnpj';
import { isValidCpf } from '../../domain/cpf';
import { isValidMobile } from '../../domain/phone';
import { DEMO_PASSWORD_HASH } from '../hash';
import { createSeed } from './index';
import { DEMO_USERS, demoUserTable } from './users';

const DAY_MS = 86_400_000;
const DAYS = ['2026-03-15T15:30:00Z', '2024-02-29T23:59:59Z', '2027-01-01T00:00:00Z'];

function byAccount(transactions: Transaction[]): Map<number, Transaction[]> {
    const groups = new Map<number, Transaction[]>();
    for (const tx of transactions) groups.set(tx.account_id, [...(groups.get(tx.account_id) ?? []), tx]);
    return groups;
}

describe.each(DAYS)('createSeed(%s)', (day) => {
    const TODAY = new Date(day);
    const state = createSeed(TODAY);

    it('is deterministic for the same day', () => {
        const again = createSeed(new Date(day));
        expect(again).toEqual(state);
        expect(JSON.stringify(again)).toBe(JSON.stringify(state));
    });

    it('issues valid, unique CPFs and CNPJs, some of them alphanumeric', () => {
        for (const person of state.persons) {
            const valid =
                person.type === 'natural' ? isValidCpf(person.document) : isValidCnpj(person.document);
            expect(valid, `${person.name} ${person.document}`).toBe(true);
        }
        for (const bank of state.banks) expect(isValidCnpj(bank.document), bank.name).toBe(true);
        const documents = state.persons.map((person) => person.document);
        expect(new Set(documents).size).toBe(documents.length);
        expect(documents.filter((document) => /[A-Z]/.test(document)).length).toBeGreaterThanOrEqual(3);
    });

    it('gives every person and user a valid mobile phone and a plain lower-case email', () => {
        for (const { phone, email } of [...state.persons, ...state.users]) {
            expect(isValidMobile(phone), phone).toBe(true);
            expect(email).toMatch(/^[a-z0-9._]+@[a-z0-9.-]+\.[a-z]+$/);
        }
    });

    it('keeps each balance equal to the sum of its transactions, never below zero', () => {
        const groups = byAccount(state.transactions);
        for (const account of state.accounts) {
            let running = 0;
            for (const tx of groups.get(account.id) ?? []) {
                running += tx.amount;
                expect(Number.isInteger(tx.amount)).toBe(true);
                expect(tx.balance_after).toBe(running);
                expect(tx.balance_after).toBeGreaterThanOrEqual(0);
            }
            expect(account.balance).toBe(running);
        }
    });

    it('opens each ledger with a cash_in and keeps the transactions in time order', () => {
        for (const rows of byAccount(state.transactions).values()) expect(rows[0].kind).toBe('cash_in');
        state.transactions.forEach((tx, index) => {
            expect(tx.id).toBe(index + 1);
            if (index > 0) expect(tx.created_at >= state.transactions[index - 1].created_at).toBe(true);
        });
    });

    it('spans the year before today with a bounded number of transactions', () => {
        const times = state.transactions.map((tx) => Date.parse(tx.created_at));
        const first = Math.min(...times);
        const last = Math.max(...times);
        expect(last).toBeLessThan(TODAY.getTime());
        expect(TODAY.getTime() - first).toBeLessThanOrEqual(366 * DAY_MS);
        expect(last - first).toBeGreaterThan(360 * DAY_MS);
        expect(state.transactions.length).toBeGreaterThan(2000);
        expect(state.transactions.length).toBeLessThan(6000);
    });

    it('gives every demo user a person, an account with history and an active login', () => {
        const accountsWithHistory = new Set(state.transactions.map((tx) => tx.account_id));
        expect(state.users.map((user) => user.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
        for (const user of state.users) {
            const person = state.persons.find((candidate) => candidate.id === user.person_id);
            expect(person).toBeDefined();
            const accounts = state.accounts.filter((account) => account.person_id === user.person_id);
            expect(accounts.length).toBeGreaterThan(0);
            for (const account of accounts) expect(accountsWithHistory.has(account.id)).toBe(true);
            expect(user.status).toBe('active');
            expect(user.password_hash).toBe(DEMO_PASSWORD_HASH);
        }
        expect(state.persons[8].type).toBe('legal');
    });

    it('fits comfortably in localStorage', () => {
        expect(new TextEncoder().encode(JSON.stringify(state)).length).toBeLessThan(2.5 * 1024 * 1024);
    });
});

describe('DEMO_USERS', () => {
    it('has one user per role plus the account holders', () => {
        expect(DEMO_USERS.map((user) => user.key)).toEqual([
            'controller',
            'backoffice',
            'gestor',
            'empreendedor',
            'supervisor',
            'cliente',
            'caixa',
            'titular_pf',
            'titular_pj',
            'admin',
            'titular_termos',
        ]);
    });

    it('logs in with unique, valid CPFs', () => {
        const usernames = DEMO_USERS.map((user) => user.username);
        expect(new Set(usernames).size).toBe(usernames.length);
        for (const username of usernames) expect(isValidCpf(username), username).toBe(true);
    });

    it('asks for two factors only from the controller and the natural-person holder', () => {
        const twoFactor = DEMO_USERS.filter((user) => user.two_factor).map((user) => user.key);
        expect(twoFactor).toEqual(['controller', 'titular_pf']);
    });

    it('lists the logins for the README', () => {
        const table = demoUserTable();
        expect(table).toHaveLength(11);
        expect(table[7]).toEqual({
            perfil: 'Titular pessoa física',
            usuario: '001.723.837-49',
            senha: 'Demo@2026',
        });
        for (const row of table) expect(row.usuario).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    });
});
