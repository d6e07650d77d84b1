import type { Account } from '../../contract/accounts';
import type { Person } from '../../contract/people';
import type { PixExternalHolder, PixKey, PixParticipant } from '../../contract/pix';
import { cnpjFromSeed } from '../../domain/cnpj';
import { cpfFromSeed } from '../../domain/cpf';
import type { PixAccountType, PixRejectCode } from '../../domain/pix';
import type { PixKeyType } from '../../domain/pixKeys';
import type { SandboxState } from '../types';
import { CITIES, EMAIL_DOMAINS, FIRST_NAMES, SURNAMES } from './names';
import type { Rng } from './random';
import { DEMO_USERS, type DemoUserKey } from './users';

/*
 * The dictionary (DICT) as the sandbox knows it: the demo holders' own keys, a few keys of other portal-bank
 * customers (an internal transfer credits them) and keys of other participants' customers of every type,
 * three of them at banks that refuse credits (the failure path).
 */

/** Where other banks' customers keep their accounts, weighted roughly by market share. */
const WEIGHTED_ISPBS = [
    ...Array(8).fill('18236120'), // Nubank
    ...Array(5).fill('60701190'), // Itaú
    ...Array(4).fill('60746948'), // Bradesco
    ...Array(4).fill('00000000'), // Banco do Brasil
    ...Array(4).fill('00360305'), // Caixa
    ...Array(3).fill('00416968'), // Inter
    ...Array(3).fill('90400888'), // Santander
    ...Array(2).fill('22896431'), // PicPay
    ...Array(2).fill('10573521'), // Mercado Pago
    ...Array(2).fill('31872495'), // C6
    '08561701', // PagSeguro
    '02038232', // Sicoob
    '01181521', // Sicredi
    '30306294', // BTG
    '20855875', // Neon
    '59285411', // Pan
    '92702067', // Banrisul
    '11275560', // RecargaPay
    '82639451', // Viacredi
    '37880206', // Cora
] as const;

const COMPANIES = [
    'Padaria Pão Dourado Ltda',
    'Oficina Mecânica Dois Irmãos Ltda',
    'Distribuidora Bom Preço de Alimentos Ltda',
    'Clínica Odontológica Sorriso Leve Ltda',
    'Auto Peças Rota Sul Eireli',
    'Gráfica Expressa Impressos Ltda',
];

/** Seeds of the documents of other banks' customers: away from the portal persons' ranges. */
const CPF_SEED = 700_000;
const CNPJ_SEED = 90_000;

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const digits = (rng: Rng, length: number) =>
    Array.from({ length }, (_, i) => (i === 0 ? rng.int(1, 9) : rng.int(0, 9))).join('');

/** An account at another participant: payment institutions keep payment accounts at branch 0001. */
export function externalAccount(rng: Rng, participants: readonly PixParticipant[]) {
    const ispb = rng.pick(WEIGHTED_ISPBS);
    const participant = participants.find((p) => p.ispb === ispb);
    const institution =
        participant !== undefined && / (IP|SCFI)\b|PICPAY|NU PAGAMENTOS/.test(participant.short_name);
    const accountType: PixAccountType = institution ? 'payment' : rng.chance(0.15) ? 'savings' : 'checking';
    return {
        ispb,
        branch: institution ? '0001' : String(rng.int(1, 9999)).padStart(4, '0'),
        account: digits(rng, rng.int(6, 9)),
        account_type: accountType,
    };
}

export const personName = (rng: Rng) =>
    `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)} ${rng.pick(SURNAMES)}`;

const KEY_TYPES: readonly PixKeyType[] = ['CPF', 'PHONE', 'EMAIL', 'EVP', 'CNPJ'];
/** Entries whose bank refuses credits, by position: the failure path of the demo. */
const REFUSING: Readonly<Record<number, PixRejectCode>> = { 3: 'AC07', 7: 'AC06', 11: 'AC03' };
const EXTERNAL_COUNT = 30;

function externalKey(
    rng: Rng,
    index: number,
    holder: Omit<PixExternalHolder, 'reject_code'>,
    type: PixKeyType,
) {
    const first = plain(holder.name.split(' ')[0]);
    const last = plain(holder.name.split(' ').at(-1) ?? 'silva');
    const byType: Record<PixKeyType, () => string> = {
        CPF: () => holder.document,
        CNPJ: () => holder.document,
        PHONE: () => `+55${rng.pick(CITIES).ddd}9${rng.int(6, 9)}${digits(rng, 7)}`,
        EMAIL: () => `${first}.${last}${index}@${rng.pick(EMAIL_DOMAINS)}`,
        EVP: () => rng.uuid(),
    };
    return byType[type]();
}

function externalEntries(rng: Rng, participants: readonly PixParticipant[], at: (daysAgo: number) => string) {
    return Array.from({ length: EXTERNAL_COUNT }, (_, index): Omit<PixKey, 'id'> => {
        const type = KEY_TYPES[index % KEY_TYPES.length];
        const company = type === 'CNPJ';
        const holder = {
            name: company
                ? COMPANIES[Math.floor(index / KEY_TYPES.length) % COMPANIES.length]
                : personName(rng),
            document: company ? cnpjFromSeed(CNPJ_SEED + index) : cpfFromSeed(CPF_SEED + index),
            ...externalAccount(rng, participants),
        };
        return {
            key: externalKey(rng, index, holder, type),
            type,
            status: 'active',
            account_id: null,
            external: { ...holder, reject_code: REFUSING[index] ?? null },
            claim: null,
            created_at: at(rng.int(60, 900)),
        };
    });
}

/** The demo holders' own keys: a couple each, on their main account. */
const OWN_KEYS: readonly [DemoUserKey, PixKeyType[]][] = [
    ['titular_pf', ['EMAIL', 'PHONE', 'EVP']],
    ['titular_pj', ['CNPJ', 'EMAIL', 'EVP']],
    ['empreendedor', ['CPF', 'PHONE']],
    ['cliente', ['EMAIL', 'EVP']],
];

export const mainAccount = (state: Pick<SandboxState, 'accounts'>, personId: number): Account | undefined =>
    state.accounts.find((a) => a.person_id === personId && a.status === 'active' && a.kind !== 'savings');

function ownKey(person: Person, type: PixKeyType, rng: Rng): string {
    if (type === 'CPF' || type === 'CNPJ') return person.document;
    if (type === 'PHONE') return `+55${person.phone}`;
    return type === 'EMAIL' ? person.email : rng.uuid();
}

/** How many other portal customers get a key: their accounts take internal transfers. */
const PORTAL_CUSTOMERS = 4;

export function createPixKeys(
    rng: Rng,
    midnight: number,
    state: Pick<SandboxState, 'accounts' | 'persons'> & { pixParticipants: readonly PixParticipant[] },
): PixKey[] {
    const at = (daysAgo: number) => new Date(midnight - daysAgo * 86_400_000 + 14 * 3_600_000).toISOString();
    const entries: Omit<PixKey, 'id'>[] = [];
    const portal = (account: Account, key: string, type: PixKeyType) =>
        entries.push({
            key,
            type,
            status: 'active',
            account_id: account.id,
            external: null,
            claim: null,
            created_at: at(rng.int(30, 400)),
        });
    for (const [demoKey, types] of OWN_KEYS) {
        const index = DEMO_USERS.findIndex((u) => u.key === demoKey);
        const person = state.persons[index];
        const account = person && mainAccount(state, person.id);
        if (account) for (const type of types) portal(account, ownKey(person, type, rng), type);
    }
    const customers = state.persons
        .filter((p) => p.id > DEMO_USERS.length && p.status === 'active' && mainAccount(state, p.id))
        .slice(0, PORTAL_CUSTOMERS);
    customers.forEach((person, index) => {
        const type: PixKeyType = index % 2 === 0 ? (person.type === 'legal' ? 'CNPJ' : 'CPF') : 'EMAIL';
        portal(mainAccount(state, person.id) as Account, ownKey(person, type, rng), type);
    });
    // The natural-person holder's CPF is still at another bank: the portability demo.
    const pf = state.persons[DEMO_USERS.findIndex((u) => u.key === 'titular_pf')];
    if (pf) {
        entries.push({
            key: pf.document,
            type: 'CPF',
            status: 'active',
            account_id: null,
            external: {
                name: pf.name,
                document: pf.document,
                ispb: '18236120',
                branch: '0001',
                account: '84451207',
                account_type: 'payment',
                reject_code: null,
            },
            claim: null,
            created_at: at(700),
        });
    }
    entries.push(...externalEntries(rng, state.pixParticipants, at));
    return entries.map((entry, index) => ({ id: index + 1, ...entry }));
}
