import type { Approval } from '../../contract/approvals';
import { PERMISSIONS } from '../../contract/permissions';
import type { PixCharge, PixParty, PixTransfer } from '../../contract/pix';
import { requiredApprovals } from '../../domain/approvals';
import { isOnOrBeforeToday, startOfDayUtc, toDateOnlyBrasilia } from '../../domain/dates';
import {
    buildEndToEndId,
    isNighttime,
    type LimitWindow,
    limitProblem,
    limitWindowAt,
    maskAccountNumber,
    maskPixDocument,
    needsPixApproval,
    PIX_APPROVAL_THRESHOLD_CENTS,
    PIX_DESCRIPTION_MAX,
    PIX_LIMITS,
    PIX_TEXTS,
    type PixRejectCode,
    PORTAL_ISPB,
    randomAlnum,
    usedInWindow,
} from '../../domain/pix';
import { assertValid, type FieldErrors, json, notFound, validationError } from '../laravel';
import {
    activeEntry,
    canonicalKey,
    chargeStatus,
    insufficient,
    nextTransferId,
    participantName,
    partyOfAccount,
    partyOfKey,
    pixSummary,
    savePix,
    sendNow,
} from '../pix';
import type { Context } from '../route';
import type { SandboxStore } from '../store';
import { transactionPasswordErrors } from '../transactionPassword';
import type { SandboxState } from '../types';
import { approvalSummary } from '../views';
import { brandNeedsTwo } from './bills';
import {
    cents,
    holderTypeOf,
    ownAccounts,
    ownActiveAccount,
    pixRoute,
    readableAccountIds,
    readBankData,
    text,
} from './pixCommon';
import { saveFavorite } from './pixFavorites';
import { readPayload } from './pixQrcodes';

/*
 * Sending a Pix (docs/api.md "Pix"): the recipient by key, bank data or copia-e-cola, the limits, the
 * approval of a legal person's large transfer, scheduling, and the money moving in one step (debit now,
 * settlement about 2 s later, evaluated lazily by every Pix call).
 */

const partyView = (state: SandboxState, party: PixParty) => ({
    name: party.name,
    document_masked: maskPixDocument(party.document),
    participant: participantName(state, party.ispb),
    ispb: party.ispb,
    branch: party.branch,
    account_masked: maskAccountNumber(party.account),
    key: party.key,
});

/** A Pix record as the portal reads it: for a sent one the recipient is the counterparty, else the holder. */
export function transferView(state: SandboxState, transfer: PixTransfer) {
    const approval = state.approvals.find((a) => a.id === transfer.approval_id);
    const account = state.accounts.find((a) => a.id === transfer.account_id);
    const own = account ? partyOfAccount(state, account, null) : transfer.counterparty;
    return {
        id: transfer.id,
        direction: transfer.direction,
        end_to_end_id: transfer.end_to_end_id,
        status: transfer.status,
        amount: transfer.amount,
        description: transfer.description,
        initiation: transfer.initiation,
        txid: transfer.txid,
        account_id: transfer.account_id,
        counterparty: partyView(state, transfer.counterparty),
        recipient: partyView(state, transfer.direction === 'out' ? transfer.counterparty : own),
        failure_reason: transfer.failure_reason,
        scheduled_for: transfer.scheduled_for,
        created_at: transfer.created_at,
        settled_at: transfer.settled_at,
        approval: approvalSummary(approval),
    };
}

interface Recipient {
    party: PixParty;
    initiation: PixTransfer['initiation'];
    /** Fixed by the code (a dynamic charge, or a static code with an amount). */
    amount: number | null;
    charge: PixCharge | null;
    txid: string | null;
    reject_code: PixRejectCode | null;
    /** The code's own message (field 26/02 or the charge's). */
    description: string;
    /** Where a problem with the recipient is reported. */
    field: 'key' | 'bank_data' | 'payload';
}

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

function recipientOf(ctx: Context, errors: FieldErrors): Recipient | undefined {
    const { state } = ctx.store;
    const fields = (['key', 'bank_data', 'payload'] as const).filter((f) => given(ctx.body[f]));
    if (fields.length !== 1) {
        errors.key = [fields.length === 0 ? PIX_TEXTS.recipientRequired : PIX_TEXTS.recipientMany];
        return undefined;
    }
    const none = { amount: null, charge: null, txid: null, description: '' };
    if (fields[0] === 'key') {
        const canonical = canonicalKey(text(ctx.body.key));
        const entry = canonical && activeEntry(state, canonical.key);
        const party = entry && partyOfKey(state, entry);
        if (!entry || !party) {
            errors.key = [PIX_TEXTS.keyNotFound];
            return undefined;
        }
        const reject = entry.external?.reject_code ?? null;
        return { ...none, party, initiation: 'key', reject_code: reject, field: 'key' };
    }
    if (fields[0] === 'bank_data') {
        const read = readBankData(state, ctx.body.bank_data, errors);
        return read && { ...none, ...read, initiation: 'bank_data', field: 'bank_data' };
    }
    const read = readPayload(state, text(ctx.body.payload));
    if (typeof read === 'string') {
        errors.payload = [read];
        return undefined;
    }
    return { ...read, initiation: 'qrcode', field: 'payload' };
}

/** `scheduled_for`: empty (now) or a day after today, Brasília; the field of spec 1 §8's message. */
function scheduleErrors(raw: unknown, charge: PixCharge | null): FieldErrors {
    if (!given(raw)) return {};
    const day = typeof raw === 'string' ? raw : '';
    if (startOfDayUtc(day) === null) return { payment_datetime: [PIX_TEXTS.invalidDate] };
    if (isOnOrBeforeToday(day)) return { payment_datetime: [PIX_TEXTS.paymentDate] };
    return charge ? { payment_datetime: [PIX_TEXTS.dynamicNotSchedulable] } : {};
}

const transfersOf = (state: SandboxState, accountId: number) =>
    state.pixTransfers.filter((t) => t.account_id === accountId);

function holdForApproval(ctx: Context, transfer: PixTransfer) {
    const approval: Approval = {
        id: ctx.store.nextId('approvals'),
        uuid: crypto.randomUUID(),
        operation: 'pix_transfer',
        reference_id: transfer.id,
        amount: transfer.amount,
        maker_user_id: ctx.user.id,
        required: requiredApprovals(brandNeedsTwo(ctx.request)),
        steps: [],
        status: 'pending_approval',
        summary: pixSummary(ctx.store.state, transfer),
        created_at: transfer.created_at,
    };
    ctx.store.state.approvals.push(approval);
    transfer.approval_id = approval.id;
    ctx.store.save('approvals');
}

const send = async (ctx: Context) => {
    const { state } = ctx.store;
    const now = new Date();
    const errors: FieldErrors = {};
    const account = ownActiveAccount(ctx, ctx.body.account_id, errors);
    const recipient = recipientOf(ctx, errors);
    const amount = recipient?.amount ?? cents(ctx.body.amount);
    if (amount === null && !errors.payload)
        errors.amount = [given(ctx.body.amount) ? PIX_TEXTS.amountInvalid : PIX_TEXTS.amountRequired];
    const description = text(ctx.body.description);
    if (description.length > PIX_DESCRIPTION_MAX) errors.description = [PIX_TEXTS.descriptionLong];
    Object.assign(
        errors,
        scheduleErrors(ctx.body.scheduled_for, recipient?.charge ?? null),
        await transactionPasswordErrors(ctx),
    );
    if (recipient && account && recipient.party.account_id === account.id)
        errors[recipient.field] = [PIX_TEXTS.sameAccount];
    assertValid(errors);
    if (!account || !recipient || amount === null) throw notFound(); // unreachable: assertValid threw

    const scheduledFor = given(ctx.body.scheduled_for) ? String(ctx.body.scheduled_for) : null;
    const holder = holderTypeOf(ctx, account);
    const window: LimitWindow = scheduledFor ? { period: 'daytime', day: scheduledFor } : limitWindowAt(now);
    const problem = limitProblem(
        PIX_LIMITS[holder],
        amount,
        window,
        usedInWindow(transfersOf(state, account.id), window),
    );
    if (problem) throw validationError({ amount: [problem] });
    const held = needsPixApproval(holder, amount);
    if (!held && !scheduledFor && account.balance < amount) throw insufficient();

    const transfer: PixTransfer = {
        id: nextTransferId(state),
        account_id: account.id,
        direction: 'out',
        end_to_end_id: buildEndToEndId(PORTAL_ISPB, now, randomAlnum(11)),
        amount,
        status: held ? 'pending_approval' : 'scheduled',
        description: description || recipient.description,
        counterparty: recipient.party,
        initiation: recipient.initiation,
        user_id: ctx.user.id,
        transaction_id: null,
        reversal_transaction_id: null,
        charge_id: recipient.charge?.id ?? null,
        txid: recipient.txid,
        approval_id: null,
        scheduled_for: scheduledFor,
        settles_at: null,
        reject_code: recipient.reject_code,
        failure_reason: null,
        created_at: now.toISOString(),
        settled_at: null,
    };
    state.pixTransfers.push(transfer);
    if (held) holdForApproval(ctx, transfer);
    else if (!scheduledFor) sendNow(ctx.store, transfer, now);
    if (ctx.body.save_favorite === true) saveFavorite(ctx, recipient.party);
    savePix(ctx.store);
    return json({ data: transferView(state, transfer) }, 201);
};

const ownTransfer = (ctx: Context) => {
    const readable = readableAccountIds(ctx);
    const transfer = ctx.store.state.pixTransfers.find(
        (t) => String(t.id) === ctx.params.id && readable.has(t.account_id),
    );
    if (!transfer) throw notFound();
    return transfer;
};

/** The operation of an approved transfer: a scheduled one waits for its day, any other goes out now. */
export const executePixTransfer = (store: SandboxStore, id: number) => {
    const transfer = store.state.pixTransfers.find((t) => t.id === id);
    if (!transfer) throw notFound();
    const charge = store.state.pixCharges.find((c) => c.id === transfer.charge_id);
    if (charge && chargeStatus(charge) !== 'active')
        throw validationError({
            approval: [chargeStatus(charge) === 'expired' ? PIX_TEXTS.chargeExpired : PIX_TEXTS.chargePaid],
        });
    const today = toDateOnlyBrasilia();
    if (transfer.scheduled_for && transfer.scheduled_for > today) transfer.status = 'scheduled';
    else sendNow(store, transfer, new Date());
    savePix(store);
};

/** A rejected transfer: nothing moves; the approver's reason is what the holder reads. */
export const rejectPixTransfer = (store: SandboxStore, id: number, reason?: string) => {
    const transfer = store.state.pixTransfers.find((t) => t.id === id);
    if (!transfer) throw notFound();
    transfer.status = 'rejected';
    transfer.failure_reason = reason ?? null;
    store.save('pixTransfers');
};

/** A scheduled transfer not yet sent is cancelled by its maker's holder; nothing had moved. */
const cancel = (ctx: Context) => {
    const own = new Set(ownAccounts(ctx).map((a) => a.id));
    const transfer = ctx.store.state.pixTransfers.find(
        (t) => String(t.id) === ctx.params.id && t.direction === 'out' && own.has(t.account_id),
    );
    if (!transfer) throw notFound();
    if (transfer.status !== 'scheduled') throw validationError({ status: [PIX_TEXTS.cancelOnlyScheduled] });
    transfer.status = 'canceled';
    ctx.store.save('pixTransfers');
    return { data: transferView(ctx.store.state, transfer) };
};

/** The limits of an account and what today's daytime and the current (or coming) night have used. */
const limits = (ctx: Context) => {
    const errors: FieldErrors = {};
    const account = ownActiveAccount(ctx, ctx.url.searchParams.get('account_id'), errors);
    assertValid(errors);
    if (!account) throw notFound();
    const now = new Date();
    const holder = holderTypeOf(ctx, account);
    const transfers = transfersOf(ctx.store.state, account.id);
    const today = toDateOnlyBrasilia(now);
    const night = isNighttime(now) ? limitWindowAt(now) : { period: 'nighttime' as const, day: today };
    return {
        data: {
            ...PIX_LIMITS[holder],
            used_today_daytime: usedInWindow(transfers, { period: 'daytime', day: today }),
            used_today_nighttime: usedInWindow(transfers, night),
            nighttime: isNighttime(now),
            approval_threshold: holder === 'legal' ? PIX_APPROVAL_THRESHOLD_CENTS : null,
        },
    };
};

const { pixTransactionStore } = PERMISSIONS;

export const pixTransferHandlers = [
    pixRoute('post', 'pix/debit/transaction', pixTransactionStore, send),
    pixRoute('get', 'pix/debit/transaction/:id/status', pixTransactionStore, (ctx) => {
        const transfer = ownTransfer(ctx);
        const { id, status, settled_at: settledAt, failure_reason: reason } = transfer;
        return { data: { id, status, settled_at: settledAt, failure_reason: reason } };
    }),
    pixRoute('put', 'pix/debit/transaction/:id/cancel', pixTransactionStore, cancel),
    pixRoute('get', 'pix/limits', pixTransactionStore, limits),
];
