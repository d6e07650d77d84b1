import type { Account } from '../../contract/accounts';
import { PERMISSIONS } from '../../contract/permissions';
import type { PixCharge, PixKey, PixParty } from '../../contract/pix';
import { buildDynamicPix, buildStaticPix, PIX_GUI, parsePix, toPixText } from '../../domain/brcode';
import { endOfDayUtc, toDateOnlyBrasilia } from '../../domain/dates';
import { isValidDocument } from '../../domain/document';
import { effectiveStatus } from '../../domain/invoice';
import {
    CHARGE_EXPIRY,
    isStaticTxid,
    PIX_DESCRIPTION_MAX,
    PIX_TEXTS,
    type PixRejectCode,
    randomAlnum,
} from '../../domain/pix';
import { amountDue } from '../invoices';
import { assertValid, type FieldErrors, filtersOf, json, notFound, paginate } from '../laravel';
import {
    activeEntry,
    canonicalKey,
    chargeLocation,
    chargeStatus,
    holderOf,
    partyOfAccount,
    partyOfKey,
    searchView,
} from '../pix';
import type { Context } from '../route';
import type { SandboxState } from '../types';
import { cents, ownActiveAccount, pixRoute, text } from './pixCommon';

/*
 * QR codes (docs/api.md "Pix"): reading a copia-e-cola, the static code of a key, dynamic charges (API Pix
 * `cob`) and the Pix QR of an issued boleto. A dynamic code's location points at the portal bank's own
 * charges, so only those can be paid.
 */

/** A payload read against the bank: whom it pays, how much, and the charge behind a dynamic one. */
export interface ReadPayload {
    kind: 'static' | 'dynamic';
    party: PixParty;
    type: PixKey['type'] | null;
    amount: number | null;
    txid: string | null;
    description: string;
    name: string;
    city: string;
    charge: PixCharge | null;
    reject_code: PixRejectCode | null;
}

const RECURRENCE_UNSUPPORTED = 'Este código é de Pix Automático, que esta conta ainda não aceita.';

export function readPayload(state: SandboxState, payload: string, now = new Date()): ReadPayload | string {
    const parsed = parsePix(payload);
    if (!parsed.ok) return parsed.error;
    if (parsed.kind === 'recurrence') return RECURRENCE_UNSUPPORTED;
    const common = { name: parsed.name, city: parsed.city, description: parsed.description ?? '' };
    if (parsed.kind === 'static') {
        const canonical = canonicalKey(parsed.key ?? '');
        const entry = canonical && activeEntry(state, canonical.key);
        const party = entry && partyOfKey(state, entry);
        if (!entry || !party) return PIX_TEXTS.qrKeyNotFound;
        return {
            ...common,
            kind: 'static',
            party,
            type: entry.type,
            amount: parsed.amountCents,
            txid: parsed.txid,
            charge: null,
            reject_code: entry.external?.reject_code ?? null,
        };
    }
    const charge = state.pixCharges.find((c) => c.location === parsed.url);
    const account = charge && state.accounts.find((a) => a.id === charge.account_id);
    if (!charge || !account) return PIX_TEXTS.chargeNotFound;
    const status = chargeStatus(charge, now);
    if (status === 'expired') return PIX_TEXTS.chargeExpired;
    if (status === 'completed') return PIX_TEXTS.chargePaid;
    const key = state.pixKeys.find((k) => k.id === charge.key_id);
    return {
        ...common,
        kind: 'dynamic',
        party: partyOfAccount(state, account, key?.key ?? null),
        type: key?.type ?? null,
        amount: charge.amount,
        txid: charge.txid,
        description: charge.description,
        charge,
        reject_code: null,
    };
}

export const chargeView = (charge: PixCharge) => ({
    id: charge.id,
    txid: charge.txid,
    location: charge.location,
    payload: charge.payload,
    amount: charge.amount,
    description: charge.description,
    payer: charge.payer,
    status: chargeStatus(charge),
    expires_at: charge.expires_at,
    paid_by_transaction_id: charge.paid_by_transaction_id,
    paid_at: charge.paid_at,
    account_id: charge.account_id,
    key_id: charge.key_id,
    invoice_id: charge.invoice_id,
    created_at: charge.created_at,
});

const decode = (ctx: Context) => {
    const { state } = ctx.store;
    const read = readPayload(state, text(ctx.body.payload));
    if (typeof read === 'string') assertValid({ payload: [read] });
    const payment = read as ReadPayload;
    return {
        data: {
            kind: payment.kind,
            key: payment.party.key,
            name: payment.name,
            city: payment.city,
            amount: payment.amount,
            txid: payment.txid,
            description: payment.description,
            receiver: searchView(state, payment.party, payment.type),
            ...(payment.charge
                ? {
                      charge: {
                          id: payment.charge.id,
                          status: chargeStatus(payment.charge),
                          expires_at: payment.charge.expires_at,
                      },
                  }
                : {}),
        },
    };
};

/** The account and one of its active keys, as both code generators take them. */
function accountAndKey(ctx: Context, errors: FieldErrors): { account?: Account; key?: PixKey } {
    const account = ownActiveAccount(ctx, ctx.body.account_id, errors);
    const key = ctx.store.state.pixKeys.find(
        (k) => k.id === ctx.body.key_id && k.account_id === account?.id && k.status === 'active',
    );
    if (account && !key) errors.key_id = [PIX_TEXTS.qrKeyInvalid];
    return { account, key };
}

const optionalAmount = (raw: unknown, errors: FieldErrors) => {
    if (raw === undefined || raw === null || raw === '') return null;
    const amount = cents(raw);
    if (amount === null) errors.amount = [PIX_TEXTS.amountInvalid];
    return amount;
};

/** The receiver's name and city as the code carries them. */
const merchant = (ctx: Context, account: Account) => {
    const holder = holderOf(ctx.store.state, account);
    return { name: holder?.name ?? 'Banco Digital', city: holder?.address.city ?? 'Sao Paulo' };
};

/** The room the description has in the code's Pix template (99 characters): GUI, key and their headers. */
const descriptionRoom = (key: string) => 99 - (4 + PIX_GUI.length) - (4 + key.length) - 4;

const staticCode = (ctx: Context) => {
    const errors: FieldErrors = {};
    const { account, key } = accountAndKey(ctx, errors);
    const amount = optionalAmount(ctx.body.amount, errors);
    const txid = text(ctx.body.txid);
    if (txid && !isStaticTxid(txid)) errors.txid = [PIX_TEXTS.staticTxidInvalid];
    const description = text(ctx.body.description);
    const room = key ? descriptionRoom(key.key) : PIX_DESCRIPTION_MAX;
    if (toPixText(description).length > room) errors.description = [PIX_TEXTS.staticDescriptionRoom(room)];
    assertValid(errors);
    if (!account || !key) throw notFound();
    const payload = buildStaticPix({
        key: key.key,
        ...merchant(ctx, account),
        amountCents: amount,
        txid: txid || null,
        description: description || null,
    });
    return { data: { payload, txid: txid || null } };
};

/** Seconds, or null when not a whole number in range. */
const expiresIn = (raw: unknown) =>
    typeof raw === 'number' && Number.isInteger(raw) && raw >= CHARGE_EXPIRY.min && raw <= CHARGE_EXPIRY.max
        ? raw
        : null;

function newCharge(
    ctx: Context,
    account: Account,
    fields: Pick<PixCharge, 'amount' | 'description' | 'payer' | 'expires_at' | 'key_id' | 'invoice_id'>,
): PixCharge {
    const location = chargeLocation(crypto.randomUUID());
    const charge: PixCharge = {
        id: ctx.store.nextId('pixCharges'),
        owner_person_id: account.person_id,
        account_id: account.id,
        user_id: ctx.user.id,
        txid: randomAlnum(32),
        location,
        payload: buildDynamicPix({ url: location, ...merchant(ctx, account), amountCents: fields.amount }),
        status: 'active',
        paid_by_transaction_id: null,
        created_at: new Date().toISOString(),
        paid_at: null,
        ...fields,
    };
    ctx.store.state.pixCharges.push(charge);
    ctx.store.save('pixCharges');
    return charge;
}

const dynamicCharge = (ctx: Context) => {
    const errors: FieldErrors = {};
    const { account, key } = accountAndKey(ctx, errors);
    const amount = cents(ctx.body.amount);
    if (amount === null) errors.amount = [PIX_TEXTS.amountInvalid];
    const seconds = expiresIn(ctx.body.expires_in);
    if (seconds === null) errors.expires_in = [PIX_TEXTS.expiresInvalid];
    const description = text(ctx.body.description);
    if (description.length > PIX_DESCRIPTION_MAX) errors.description = [PIX_TEXTS.descriptionLong];
    const payer = ctx.body.payer as { name?: unknown; document?: unknown } | undefined | null;
    if (payer) {
        if (!text(payer.name)) errors['payer.name'] = [PIX_TEXTS.payerNameRequired];
        if (!isValidDocument(text(payer.document))) errors['payer.document'] = [PIX_TEXTS.documentInvalid];
    }
    assertValid(errors);
    if (!account || !key || amount === null || seconds === null) throw notFound();
    const charge = newCharge(ctx, account, {
        amount,
        description,
        payer: payer
            ? { name: text(payer.name), document: text(payer.document).replace(/[.\-/]/g, '') }
            : null,
        expires_at: new Date(Date.now() + seconds * 1000).toISOString(),
        key_id: key.id,
        invoice_id: null,
    });
    return json({ data: chargeView(charge) }, 201);
};

/** A Pix charge for an open boleto's amount due today, valid to the end of the day; paying it settles the boleto. */
const billCode = (ctx: Context) => {
    const { state } = ctx.store;
    const today = toDateOnlyBrasilia();
    const invoice = state.invoices.find(
        (i) => i.id === ctx.body.invoice_id && i.owner_person_id === ctx.user.person_id,
    );
    const status = invoice && effectiveStatus(invoice, today);
    const account = invoice && state.accounts.find((a) => a.id === invoice.account_id);
    if (!invoice || !account || (status !== 'pending' && status !== 'expired'))
        return assertValid({ invoice_id: [PIX_TEXTS.invoiceInvalid] });
    const amount = amountDue(invoice, today);
    const open = state.pixCharges.find(
        (c) => c.invoice_id === invoice.id && c.amount === amount && chargeStatus(c) === 'active',
    );
    const charge =
        open ??
        newCharge(ctx, account, {
            amount,
            description: `Boleto ${invoice.our_number}-${invoice.our_number_dv}`,
            payer: { name: invoice.drawee.name, document: invoice.drawee.document },
            expires_at: endOfDayUtc(today) ?? new Date().toISOString(),
            key_id: null,
            invoice_id: invoice.id,
        });
    return { data: { payload: charge.payload, amount: charge.amount, expires_at: charge.expires_at } };
};

const { pixQrcodeStore, pixTransactionStore } = PERMISSIONS;

export const pixQrcodeHandlers = [
    pixRoute('post', 'pix/dictionary/qrcode', pixTransactionStore, decode),
    pixRoute('post', 'pix/dictionary/qrcode/static', pixQrcodeStore, staticCode),
    pixRoute('post', 'pix/dictionary/qrcode/dynamic', pixQrcodeStore, dynamicCharge),
    pixRoute('get', 'pix/dictionary/qrcode/dynamic', pixQrcodeStore, (ctx) => {
        const { status } = filtersOf(ctx.url);
        const rows = ctx.store.state.pixCharges
            .filter((c) => c.owner_person_id === ctx.user.person_id)
            .map(chargeView)
            .filter((c) => !status || status.split(',').includes(c.status))
            .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
        return paginate(rows, ctx.url, ['amount', 'created_at', 'expires_at']);
    }),
    pixRoute('post', 'pix/qrcode/bill', pixQrcodeStore, billCode),
];
