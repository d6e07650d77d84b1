import type { Person } from '../../contract/people';
import { PERMISSIONS } from '../../contract/permissions';
import { cnpjChars, cnpjProblem, cpfDigits, cpfProblem, SIGNUP_MESSAGES } from '../../domain/signup';
import { filtersOf, matchesSearch, paginate, validationError } from '../laravel';
import { type Context, route } from '../route';
import type { SandboxState } from '../types';
import { accountView } from './accounts';

/** Staff searches before a registration (`access.account.create`): docs/api.md, "Searches". */

const fail = (field: string, message: string): never => {
    throw validationError({ [field]: [message] });
};

const personSummary = (state: SandboxState, person: Person) => ({
    id: person.id,
    type: person.type,
    name: person.name,
    document: person.document,
    status: person.status,
    accounts_count: state.accounts.filter((a) => a.person_id === person.id).length,
});

/** The holder of this document, or the spec's 422 on `document_number`. */
const byDocument = (state: SandboxState, document: string) => {
    const person = state.persons.find((p) => p.document === document);
    if (!person) return fail('document_number', SIGNUP_MESSAGES.documentNotFound);
    return { data: personSummary(state, person) };
};

const searchCpf = ({ body, store }: Context) => {
    const problem = cpfProblem(body.cpf);
    if (problem) fail('cpf', problem);
    return byDocument(store.state, cpfDigits(body.cpf));
};

const searchCnpj = ({ body, store }: Context) => {
    const problem = cnpjProblem(body.cnpj);
    if (problem) fail('cnpj', problem);
    return byDocument(store.state, cnpjChars(body.cnpj));
};

const ACCOUNT_NUMBER = /^(\d{4,8})(?:-(\d))?$/;

/** `12345`, `12345-6` or `123456` (number and digit run together). */
const searchNumber = ({ body, store }: Context) => {
    const raw =
        typeof body.number === 'string' || typeof body.number === 'number' ? String(body.number).trim() : '';
    const match = ACCOUNT_NUMBER.exec(raw);
    if (!match) return fail('number', SIGNUP_MESSAGES.accountNumberInvalid);
    const [, digits, digit] = match;
    const { state } = store;
    const account =
        state.accounts.find((a) => a.number === digits && (digit === undefined || a.digit === digit)) ??
        (digit === undefined ? state.accounts.find((a) => `${a.number}${a.digit}` === digits) : undefined);
    if (!account) return fail('number', SIGNUP_MESSAGES.accountNotFound);
    return { data: accountView(state, account) };
};

/** A document typed with its mask matches the stored one. */
const unmasked = (text: string) => text.replace(/[.\-/\s]/g, '').toUpperCase();

const searchAccounts = ({ url, store }: Context) => {
    const { state } = store;
    const search = (filtersOf(url).search ?? '').trim();
    const rows = state.accounts
        .filter((account) => {
            if (!search) return true;
            const holder = state.persons.find((p) => p.id === account.person_id);
            const plain = unmasked(search);
            return (
                `${account.number}-${account.digit}`.includes(search) ||
                (plain !== '' && holder?.document.includes(plain)) ||
                matchesSearch(search, holder?.name, holder?.trade_name)
            );
        })
        .map((account) => accountView(state, account));
    return paginate(rows, url, ['number', 'created_at', 'status']);
};

const create = PERMISSIONS.accountCreate;

export const searchHandlers = [
    route('post', 'access/search/cpf', { permission: create }, searchCpf),
    route('post', 'access/search/cnpj', { permission: create }, searchCnpj),
    route('post', 'access/search/number', { permission: create }, searchNumber),
    route('get', 'access/search/accounts', { permission: create }, searchAccounts),
];
