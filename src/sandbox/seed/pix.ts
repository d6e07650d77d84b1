import type { Account, Transaction } from '../../contract/accounts';
import type { PixCharge, PixFavorite, PixKey, PixParty, PixTransfer } from '../../contract/pix';
import { buildDynamicPix } from '../../domain/brcode';
import { cnpjFromSeed } from '../../domain/cnpj';
import { cpfFromSeed } from '../../domain/cpf';
import {
    buildEndToEndId,
    PIX_LIMITS,
    PIX_REJECT_REASONS,
    type PixRejectCode,
    PORTAL_ISPB,
    randomAlnum,
} from '../../domain/pix';
import { chargeLocation, partyOfAccount, pixSummary } from '../pix';
import type { PixCollections, SandboxState } from '../types';
import { reorderLedger } from './ledger';
import { SUPPLIERS } from './names';
import { createPixKeys, externalAccount, mainAccount, personName } from './pixDictionary';
import { createPixParticipants } from './pixParticipants';
import { createRng, type Rng } from './random';
import { DEMO_USERS, type DemoUserKey } from './users';

/*
 * The Pix side of the seed. Every 'Pix enviado / recebido' row of the demo users' ledgers becomes a Pix
 * record (counterparty, participant, end-to-end id), held to today's limits: a debit over the per-transfer
 * limit is lowered, a few small ones move to the evening (nighttime) and a few credits to the early hours.
 * Then a few internal transfers credit other portal customers, two transfers to refusing banks come back as
 * reversals, and the company holder gets charges and two transfers waiting for approval. Only credits are
 * added and debits only shrink or move later, so no balance ever goes below zero; balances are redone.
 */

/** Its own random stream (16/11/2020, the day Pix opened to everyone). */
const PIX_SEED = 20_201_116;
const DAY_MS = 86_400_000;
const PIX_ROW = /^Pix (enviado|recebido) - (.+)$/;
const COUNTERPARTY_CPF_SEED = 800_000;
const COUNTERPARTY_CNPJ_SEED = 95_000;
const MESSAGES = ['Aluguel', 'Almoço', 'Presente', 'Divisão da conta', 'Reembolso', 'Mensalidade'];
const COMPANY_MESSAGES = ['Pedido 4312', 'NF 20931', 'Frete', 'Adiantamento'];

type Seeded = Pick<
    SandboxState,
    'persons' | 'accounts' | 'agencies' | 'banks' | 'users' | 'transactions' | 'approvals'
>;

interface Build {
    rng: Rng;
    midnight: number;
    state: Seeded & Pick<PixCollections, 'pixParticipants' | 'pixKeys'>;
    transfers: PixTransfer[];
    /** Ledger rows of each record, as objects: their ids change when the ledger is put back in time order. */
    rows: Map<PixTransfer, { debitOrCredit: Transaction; reversal?: Transaction }>;
    touched: Set<number>;
}

const personOf = (b: Build, key: DemoUserKey) => b.state.persons[DEMO_USERS.findIndex((u) => u.key === key)];
const accountOf = (b: Build, key: DemoUserKey) => mainAccount(b.state, personOf(b, key).id);
const isoPlus = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();
const endToEnd = (rng: Rng, ispb: string, at: string) =>
    buildEndToEndId(ispb, new Date(at), randomAlnum(11, rng.next));

function counterparties(b: Build) {
    const known = new Map<string, PixParty>();
    return (name: string): PixParty => {
        const found = known.get(name);
        if (found) return found;
        const company = SUPPLIERS.includes(name);
        const n = known.size;
        const document = company
            ? cnpjFromSeed(COUNTERPARTY_CNPJ_SEED + n)
            : cpfFromSeed(COUNTERPARTY_CPF_SEED + n);
        const email = `${name.split(' ')[0]}.${n}@gmail.com`
            .normalize('NFD')
            .replace(/\p{M}/gu, '')
            .toLowerCase();
        const party = {
            name,
            document,
            ...externalAccount(b.rng, b.state.pixParticipants),
            key: company ? document : b.rng.chance(0.5) ? email : b.rng.uuid(),
            account_id: null,
        };
        known.set(name, party);
        return party;
    };
}

function record(
    fields: Partial<PixTransfer> &
        Pick<
            PixTransfer,
            'account_id' | 'direction' | 'amount' | 'counterparty' | 'created_at' | 'end_to_end_id'
        >,
): PixTransfer {
    return {
        id: 0,
        status: 'done',
        description: '',
        initiation: 'key',
        user_id: null,
        transaction_id: null,
        reversal_transaction_id: null,
        charge_id: null,
        txid: null,
        approval_id: null,
        scheduled_for: null,
        settles_at: null,
        reject_code: null,
        failure_reason: null,
        settled_at: isoPlus(fields.created_at, 1_000),
        ...fields,
    };
}

const pad = (n: number) => String(n).padStart(2, '0');
const utcTime = (day: string, h: number, m: number, sec: number) =>
    `${day}T${pad(h)}:${pad(m)}:${pad(sec)}.000Z`;

/** Sent: mostly by key, some by QR code, a few by bank data; received: by one of the holder's keys when they have one. */
function initiationOf(out: boolean, roll: number, hasKeys: boolean): PixTransfer['initiation'] {
    if (out) return roll < 0.6 ? 'key' : roll < 0.85 ? 'qrcode' : 'bank_data';
    return hasKeys && roll < 0.8 ? 'key' : 'bank_data';
}

/** Every Pix row of a demo user's ledger becomes its record, within today's limits. */
function convertLedger(b: Build) {
    const { rng, state } = b;
    const counterpartyOf = counterparties(b);
    for (const account of state.accounts.filter((a) => a.person_id <= DEMO_USERS.length)) {
        const holder = state.persons[account.person_id - 1];
        const limits = PIX_LIMITS[holder.type];
        const user = state.users.find((u) => u.person_id === account.person_id);
        const ownKeys = state.pixKeys.filter((k) => k.account_id === account.id);
        const nights = new Set<string>();
        for (const row of state.transactions.filter((t) => t.account_id === account.id)) {
            const match = PIX_ROW.exec(row.description);
            if (!match) continue;
            const out = match[1] === 'enviado';
            const day = row.created_at.slice(0, 10);
            if (out && -row.amount > limits.per_transaction) {
                row.amount = -rng.int(limits.per_transaction / 2, limits.per_transaction * 0.95);
                b.touched.add(account.id);
            }
            if (
                out &&
                -row.amount <= limits.nighttime_per_transaction &&
                !nights.has(day) &&
                rng.chance(0.1)
            ) {
                // 20:xx in Brasília, still the same UTC day: a debit moved later never lowers a balance.
                row.created_at = utcTime(day, 23, rng.int(0, 59), rng.int(0, 59));
                nights.add(day);
                b.touched.add(account.id);
            } else if (!out && rng.chance(0.08)) {
                // 03:00–05:59 in Brasília: a credit moved earlier never lowers a balance either.
                row.created_at = utcTime(day, rng.int(6, 8), rng.int(0, 59), 0);
                b.touched.add(account.id);
            }
            const counterparty = counterpartyOf(match[2]);
            const roll = rng.next();
            const initiation = initiationOf(out, roll, ownKeys.length > 0);
            const transfer = record({
                account_id: account.id,
                direction: out ? 'out' : 'in',
                amount: Math.abs(row.amount),
                end_to_end_id: endToEnd(rng, out ? PORTAL_ISPB : counterparty.ispb, row.created_at),
                counterparty: {
                    ...counterparty,
                    key: out && initiation !== 'bank_data' ? counterparty.key : null,
                },
                description: rng.chance(0.3)
                    ? rng.pick(holder.type === 'legal' ? COMPANY_MESSAGES : MESSAGES)
                    : '',
                initiation,
                txid: initiation === 'qrcode' ? randomAlnum(25, rng.next) : null,
                user_id: out ? (user?.id ?? null) : null,
                created_at: row.created_at,
            });
            b.transfers.push(transfer);
            b.rows.set(transfer, { debitOrCredit: row });
        }
    }
}

/** The latest sent record of an account still to another bank (not yet redirected by this seed). */
function latestSent(b: Build, account: Account | undefined) {
    return b.transfers
        .filter((t) => t.account_id === account?.id && t.direction === 'out' && t.status === 'done')
        .filter((t) => t.counterparty.ispb !== PORTAL_ISPB && !t.reject_code)
        .sort((x, y) => y.created_at.localeCompare(x.created_at))[0];
}

/** A sent record redirected to another portal customer: their account is credited at the same time. */
function internal(b: Build, from: DemoUserKey, key: PixKey | undefined) {
    const payer = accountOf(b, from);
    const sent = latestSent(b, payer);
    const payee = key && b.state.accounts.find((a) => a.id === key.account_id);
    if (!sent || !payer || !payee || payee.id === payer.id) return;
    const rows = b.rows.get(sent);
    if (!rows) return;
    sent.counterparty = partyOfAccount(b.state, payee, key.key);
    sent.initiation = 'key';
    sent.txid = null;
    rows.debitOrCredit.description = `Pix enviado - ${sent.counterparty.name}`;
    const credit: Transaction = {
        id: 0,
        account_id: payee.id,
        kind: 'cash_in',
        description: `Pix recebido - ${personOf(b, from).name}`,
        amount: sent.amount,
        balance_after: 0,
        status: 'transacted',
        created_at: sent.settled_at ?? sent.created_at,
    };
    b.state.transactions.push(credit);
    const received = record({
        ...sent,
        account_id: payee.id,
        direction: 'in',
        counterparty: partyOfAccount(b.state, payer, null),
        user_id: null,
    });
    b.transfers.push(received);
    b.rows.set(received, { debitOrCredit: credit });
    b.touched.add(payee.id);
}

/** A sent record redirected to a bank that refused it: the money came back two seconds later. */
function refused(b: Build, from: DemoUserKey, code: PixRejectCode) {
    const entry = b.state.pixKeys.find((k) => k.external?.reject_code === code);
    const sent = latestSent(b, accountOf(b, from));
    const rows = sent && b.rows.get(sent);
    if (!entry?.external || !sent || !rows) return;
    const { reject_code: _, ...holder } = entry.external;
    sent.counterparty = { ...holder, key: entry.key, account_id: null };
    sent.initiation = 'key';
    sent.txid = null;
    sent.reject_code = code;
    sent.status = 'failure';
    sent.failure_reason = PIX_REJECT_REASONS[code];
    sent.settled_at = isoPlus(sent.created_at, 2_000);
    rows.debitOrCredit.description = `Pix enviado - ${holder.name}`;
    rows.debitOrCredit.status = 'reversed';
    const reversal: Transaction = {
        id: 0,
        account_id: sent.account_id,
        kind: 'reversal',
        description: `Estorno - Pix enviado - ${holder.name}`,
        amount: sent.amount,
        balance_after: 0,
        status: 'transacted',
        created_at: sent.settled_at,
    };
    b.state.transactions.push(reversal);
    rows.reversal = reversal;
    b.touched.add(sent.account_id);
}

function charge(
    b: Build,
    owner: DemoUserKey,
    fields: Pick<PixCharge, 'amount' | 'description' | 'created_at' | 'expires_at'>,
): PixCharge | undefined {
    const person = personOf(b, owner);
    const account = accountOf(b, owner);
    const user = b.state.users.find((u) => u.person_id === person.id);
    if (!account || !user) return undefined;
    const location = chargeLocation(b.rng.uuid());
    return {
        id: 0,
        owner_person_id: person.id,
        account_id: account.id,
        user_id: user.id,
        key_id: b.state.pixKeys.find((k) => k.account_id === account.id && k.type === 'EVP')?.id ?? null,
        txid: randomAlnum(32, b.rng.next),
        location,
        payload: buildDynamicPix({
            url: location,
            name: person.name,
            city: person.address.city,
            amountCents: fields.amount,
        }),
        status: 'active',
        payer: null,
        paid_by_transaction_id: null,
        invoice_id: null,
        paid_at: null,
        ...fields,
    };
}

/** The company holder's charges (one paid, one open, one expired) and one of the natural-person holder. */
function createCharges(
    b: Build,
    midnight: number,
): { charges: PixCharge[]; paidBy: Map<PixCharge, PixTransfer> } {
    const today = new Date(midnight).toISOString();
    const paidBy = new Map<PixCharge, PixTransfer>();
    const pj = accountOf(b, 'titular_pj');
    const received = b.transfers.filter((t) => t.account_id === pj?.id && t.direction === 'in').at(-3);
    const charges = [
        received &&
            charge(b, 'titular_pj', {
                amount: received.amount,
                description: 'Pedido 10187',
                created_at: isoPlus(received.created_at, -15 * 60_000),
                expires_at: isoPlus(received.created_at, 45 * 60_000),
            }),
        charge(b, 'titular_pj', {
            amount: 45_000,
            description: 'Pedido 10234',
            created_at: today,
            expires_at: isoPlus(today, DAY_MS),
        }),
        charge(b, 'titular_pj', {
            amount: 120_000,
            description: 'Pedido 10201',
            created_at: new Date(midnight - 3 * DAY_MS + 15 * 3_600_000).toISOString(),
            expires_at: new Date(midnight - 3 * DAY_MS + 16 * 3_600_000).toISOString(),
        }),
        charge(b, 'titular_pf', {
            amount: 8_500,
            description: 'Rateio do churrasco',
            created_at: today,
            expires_at: isoPlus(today, DAY_MS),
        }),
    ].filter((c): c is PixCharge => c !== undefined);
    charges.forEach((c, index) => {
        c.id = index + 1;
    });
    if (received && charges[0]?.amount === received.amount) {
        const paid = charges[0];
        paid.status = 'completed';
        paid.paid_at = received.created_at;
        received.initiation = 'qrcode';
        received.charge_id = paid.id;
        received.txid = paid.txid;
        paidBy.set(paid, received);
    }
    return { charges, paidBy };
}

/** Two transfers of the company holder over the approval threshold, waiting for the bank (/pix-double-approve). */
function pendingApprovals(b: Build, midnight: number) {
    const account = accountOf(b, 'titular_pj');
    const user = b.state.users.find((u) => u.person_id === account?.person_id);
    const companies = b.state.pixKeys.filter(
        (k) => k.type === 'CNPJ' && k.external && !k.external.reject_code,
    );
    if (!account || !user) return [];
    return [
        [1_850_000, 1, 'Compra de mercadorias'],
        [4_200_000, 2, 'Reforma da loja'],
    ].flatMap(([amount, daysAgo, description], index) => {
        const entry = companies[index];
        if (!entry?.external) return [];
        const { reject_code: _, ...holder } = entry.external;
        const created = new Date(
            midnight - Number(daysAgo) * DAY_MS + (14 + index) * 3_600_000,
        ).toISOString();
        const transfer = record({
            account_id: account.id,
            direction: 'out',
            amount: Number(amount),
            end_to_end_id: endToEnd(b.rng, PORTAL_ISPB, created),
            counterparty: { ...holder, key: entry.key, account_id: null },
            description: String(description),
            status: 'pending_approval',
            user_id: user.id,
            created_at: created,
            settled_at: null,
        });
        b.transfers.push(transfer);
        return [transfer];
    });
}

function favorites(b: Build): PixFavorite[] {
    const external = b.state.pixKeys.filter((k) => k.external && !k.external.reject_code && k.type !== 'CPF');
    const userOf = (key: DemoUserKey) => b.state.users.find((u) => u.person_id === personOf(b, key).id);
    const pf = userOf('titular_pf');
    const pj = userOf('titular_pj');
    const list: Omit<PixFavorite, 'id'>[] = [];
    const byKey = (user: typeof pf, entry: PixKey | undefined, name?: string) => {
        if (user && entry?.external)
            list.push({
                user_id: user.id,
                name: name ?? entry.external.name,
                key: entry.key,
                key_type: entry.type,
                bank_data: null,
                created_at: entry.created_at,
            });
    };
    byKey(
        pf,
        external.find((k) => k.type === 'PHONE'),
        'Mãe',
    );
    byKey(
        pf,
        external.find((k) => k.type === 'EMAIL'),
    );
    byKey(
        pj,
        external.find((k) => k.type === 'CNPJ'),
    );
    const bankData = (user: typeof pf, name: string, document: string) => {
        if (user)
            list.push({
                user_id: user.id,
                name,
                key: null,
                key_type: null,
                bank_data: { name, document, ...externalAccount(b.rng, b.state.pixParticipants) },
                created_at: new Date(b.midnight - 200 * DAY_MS + 15 * 3_600_000).toISOString(),
            });
    };
    bankData(pf, personName(b.rng), cpfFromSeed(COUNTERPARTY_CPF_SEED + 5_000));
    bankData(pj, 'Transportadora Via Sul Ltda', cnpjFromSeed(COUNTERPARTY_CNPJ_SEED + 5_000));
    return list.map((favorite, index) => ({ id: index + 1, ...favorite }));
}

/** Ledger rows were added and moved: ids follow time again, and every running balance touched is redone. */
function relink(b: Build) {
    reorderLedger(b.state, b.touched);
    b.transfers.sort((x, y) => x.created_at.localeCompare(y.created_at) || x.account_id - y.account_id);
    b.transfers.forEach((t, index) => {
        t.id = index + 1;
        const rows = b.rows.get(t);
        t.transaction_id = rows?.debitOrCredit.id ?? null;
        t.reversal_transaction_id = rows?.reversal?.id ?? null;
    });
}

/**
 * The Pix collections, and the changes they make to the ledger (rows added, moved, lowered) and to the
 * approvals (the held transfers). Runs after every other seed step that writes the ledger.
 */
export function createPix(midnight: number, state: Seeded): PixCollections {
    const rng = createRng(PIX_SEED);
    const pixParticipants = createPixParticipants(state.banks);
    const pixKeys = createPixKeys(rng, midnight, { ...state, pixParticipants });
    const b: Build = {
        rng,
        midnight,
        state: { ...state, pixParticipants, pixKeys },
        transfers: [],
        rows: new Map(),
        touched: new Set(),
    };
    convertLedger(b);
    const isDemo = (k: PixKey) =>
        state.accounts.some((a) => a.id === k.account_id && a.person_id <= DEMO_USERS.length);
    const customers = pixKeys.filter((k) => k.account_id !== null && !isDemo(k));
    const pfEmail = pixKeys.find(
        (k) => k.account_id === accountOf(b, 'titular_pf')?.id && k.type === 'EMAIL',
    );
    internal(b, 'titular_pf', customers[0]);
    internal(b, 'titular_pj', customers[2]);
    internal(b, 'cliente', pfEmail);
    refused(b, 'titular_pf', 'AC07');
    refused(b, 'titular_pj', 'AC06');
    const { charges, paidBy } = createCharges(b, midnight);
    const held = pendingApprovals(b, midnight);
    relink(b);
    for (const [paid, transfer] of paidBy) paid.paid_by_transaction_id = transfer.id;
    let approvalId = state.approvals.reduce((max, a) => Math.max(max, a.id), 0);
    for (const transfer of held) {
        transfer.approval_id = ++approvalId;
        state.approvals.push({
            id: approvalId,
            uuid: rng.uuid(),
            operation: 'pix_transfer',
            reference_id: transfer.id,
            amount: transfer.amount,
            maker_user_id: transfer.user_id ?? 0,
            required: 1,
            steps: [],
            status: 'pending_approval',
            summary: pixSummary(b.state, transfer),
            created_at: transfer.created_at,
        });
    }
    return {
        pixParticipants,
        pixKeys,
        pixTransfers: b.transfers,
        pixCharges: charges,
        pixFavorites: favorites(b),
    };
}
