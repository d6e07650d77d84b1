import type { Account } from '../../contract/accounts';
import { PERMISSIONS } from '../../contract/permissions';
import type { PixKey } from '../../contract/pix';
import {
    CLAIM_COMPLETION_MS,
    type ClaimType,
    PIX_KEY_LIMITS,
    PIX_TEXTS,
    type PixKeyStatus,
} from '../../domain/pix';
import { normalizePixKey, PIX_KEY_TYPES, type PixKeyType, pixKeyMessage } from '../../domain/pixKeys';
import {
    assertValid,
    type FieldErrors,
    filtersOf,
    json,
    matchesSearch,
    notFound,
    paginate,
    SandboxError,
    validationError,
} from '../laravel';
import { activeEntry, canonicalKey, holderOf, partyOfKey, savePix, searchView } from '../pix';
import type { Context } from '../route';
import type { SandboxState } from '../types';
import { holderTypeOf, ownAccounts, ownActiveAccount, pixRoute, text } from './pixCommon';

/*
 * The dictionary side of Pix (docs/api.md "Pix"): participants, the user's keys, portability and ownership
 * claims (completed by the sandbox after 30 s), and the key search that every transfer starts with.
 */

const keyView = (key: PixKey) => ({
    id: key.id,
    key: key.key,
    type: key.type,
    account_id: key.account_id,
    status: key.status,
    claim: key.claim ? { claim_type: key.claim.claim_type, completes_at: key.claim.completes_at } : null,
    created_at: key.created_at,
});

/** The owner's CPF or CNPJ as the dictionary has it. */
function ownerDocument(state: SandboxState, entry: PixKey): string {
    if (entry.external) return entry.external.document;
    const account = state.accounts.find((a) => a.id === entry.account_id);
    return (account && holderOf(state, account)?.document) ?? '';
}

const keysOf = (ctx: Context) => {
    const mine = new Set(ownAccounts(ctx).map((a) => a.id));
    return ctx.store.state.pixKeys.filter((k) => k.account_id !== null && mine.has(k.account_id));
};

const ownKey = (ctx: Context) => {
    const key = keysOf(ctx).find((k) => String(k.id) === ctx.params.id);
    if (!key) throw notFound();
    return key;
};

const limitOf = (ctx: Context, account: Account) => PIX_KEY_LIMITS[holderTypeOf(ctx, account)];
const keysOnAccount = (ctx: Context, accountId: number) =>
    ctx.store.state.pixKeys.filter((k) => k.account_id === accountId).length;

interface Typed {
    account?: Account;
    type?: PixKeyType;
    key?: string;
}

/** account_id, type and key of a key request; `key` is canonical (none for EVP when `evpDrawn`). */
function readKeyRequest(ctx: Context, errors: FieldErrors, evpDrawn: boolean): Typed {
    const account = ownActiveAccount(ctx, ctx.body.account_id, errors);
    const type = PIX_KEY_TYPES.find((t) => t === ctx.body.type);
    if (!type) {
        errors.type = [PIX_TEXTS.keyTypeInvalid];
        return { account };
    }
    if (type === 'EVP' && evpDrawn) return { account, type };
    const raw = text(ctx.body.key);
    if (raw === '') {
        errors.key = [PIX_TEXTS.keyRequired];
        return { account, type };
    }
    const key = normalizePixKey(type, raw);
    if (key === null) errors.key = [pixKeyMessage(type)];
    return { account, type, key: key ?? undefined };
}

/** A CPF or CNPJ key must be the account holder's own document. */
function documentErrors(ctx: Context, { account, type, key }: Typed): FieldErrors {
    if (!account || !key || (type !== 'CPF' && type !== 'CNPJ')) return {};
    return holderOf(ctx.store.state, account)?.document === key
        ? {}
        : { key: [PIX_TEXTS.keyNotHolders(type)] };
}

const refuseClaimable = (message: string, claimType: ClaimType) =>
    new SandboxError(422, {
        message: 'The given data was invalid.',
        errors: { key: [message] },
        claimable: true,
        claim_type: claimType,
    });

const newEntry = (ctx: Context, fields: Pick<PixKey, 'key' | 'type' | 'account_id' | 'status' | 'claim'>) => {
    const entry: PixKey = {
        id: ctx.store.nextId('pixKeys'),
        external: null,
        created_at: new Date().toISOString(),
        ...fields,
    };
    ctx.store.state.pixKeys.push(entry);
    ctx.store.save('pixKeys');
    return entry;
};

const registerKey = (ctx: Context) => {
    const errors: FieldErrors = {};
    const typed = readKeyRequest(ctx, errors, true);
    Object.assign(errors, documentErrors(ctx, typed));
    assertValid(errors);
    const { account, type } = typed as Required<Pick<Typed, 'account' | 'type'>>;
    const { state } = ctx.store;
    if (typed.key) {
        const taken = state.pixKeys.find((k) => k.key === typed.key);
        if (taken && keysOf(ctx).includes(taken)) throw validationError({ key: [PIX_TEXTS.keyAlreadyYours] });
        if (taken) {
            const mine = ownerDocument(state, taken) === holderOf(state, account)?.document;
            throw mine
                ? refuseClaimable(PIX_TEXTS.keyAtOtherParticipant, 'portability')
                : refuseClaimable(PIX_TEXTS.keyOfSomeoneElse, 'ownership');
        }
    }
    const max = limitOf(ctx, account);
    if (keysOnAccount(ctx, account.id) >= max) throw validationError({ limit: [PIX_TEXTS.keyLimit(max)] });
    const entry = newEntry(ctx, {
        key: typed.key ?? crypto.randomUUID(),
        type,
        account_id: account.id,
        status: 'active',
        claim: null,
    });
    return json({ data: keyView(entry) }, 201);
};

const CLAIM_TYPES: readonly ClaimType[] = ['portability', 'ownership'];

const claimKey = (ctx: Context) => {
    const errors: FieldErrors = {};
    const typed = readKeyRequest(ctx, errors, false);
    const claimType = CLAIM_TYPES.find((c) => c === ctx.body.claim_type);
    if (!claimType) errors.claim_type = [PIX_TEXTS.claimTypeInvalid];
    assertValid(errors);
    const { account, type, key } = typed as Required<Typed>;
    const { state } = ctx.store;
    const donor = activeEntry(state, key);
    if (donor && keysOf(ctx).includes(donor)) throw validationError({ key: [PIX_TEXTS.keyAlreadyYours] });
    if (!donor) throw validationError({ key: [PIX_TEXTS.claimNotNeeded] });
    if (state.pixKeys.some((k) => k.claim?.donor_id === donor.id))
        throw validationError({ key: [PIX_TEXTS.keyPending] });
    const mine = ownerDocument(state, donor) === holderOf(state, account)?.document;
    if (claimType === 'portability' && !mine)
        throw validationError({ claim_type: [PIX_TEXTS.claimIsOwnership] });
    if (claimType === 'ownership' && mine)
        throw validationError({ claim_type: [PIX_TEXTS.claimIsPortability] });
    if (claimType === 'ownership' && type !== 'PHONE' && type !== 'EMAIL')
        throw validationError({ claim_type: [PIX_TEXTS.claimOwnershipTypes] });
    const max = limitOf(ctx, account);
    if (keysOnAccount(ctx, account.id) >= max) throw validationError({ limit: [PIX_TEXTS.keyLimit(max)] });
    const status: PixKeyStatus = claimType === 'portability' ? 'portability_pending' : 'claim_pending';
    const completes = new Date(Date.now() + CLAIM_COMPLETION_MS).toISOString();
    const entry = newEntry(ctx, {
        key,
        type,
        account_id: account.id,
        status,
        claim: { claim_type: claimType as ClaimType, donor_id: donor.id, completes_at: completes },
    });
    return json({ data: keyView(entry) }, 201);
};

const moveKey = (ctx: Context) => {
    const key = ownKey(ctx);
    const errors: FieldErrors = {};
    const account = ownActiveAccount(ctx, ctx.body.account_id, errors);
    assertValid(errors);
    if (!account) throw notFound();
    if (key.status !== 'active') throw validationError({ key: [PIX_TEXTS.keyPending] });
    if (key.account_id === account.id) throw validationError({ account_id: [PIX_TEXTS.keySameAccount] });
    const max = limitOf(ctx, account);
    if (keysOnAccount(ctx, account.id) >= max) throw validationError({ limit: [PIX_TEXTS.keyLimit(max)] });
    key.account_id = account.id;
    ctx.store.save('pixKeys');
    return { data: keyView(key) };
};

const searchKey = (ctx: Context) => {
    const typed = text(ctx.body.key);
    if (typed === '') throw validationError({ key: [PIX_TEXTS.keyRequired] });
    const { state } = ctx.store;
    const canonical = canonicalKey(typed);
    const entry = canonical && activeEntry(state, canonical.key);
    const party = entry && partyOfKey(state, entry);
    if (!entry || !party) throw new SandboxError(404, { message: PIX_TEXTS.keyNotFound });
    // As the DICT answers: the holder's institution by its ISPB; its name is the participants list's.
    const { participant: _, ...directory } = searchView(state, party, entry.type);
    return { data: directory };
};

const participants = (ctx: Context) => {
    const { search } = filtersOf(ctx.url);
    const rows = ctx.store.state.pixParticipants.filter(
        (p) => !search || matchesSearch(search, p.name, p.short_name, p.ispb, p.compe ?? undefined),
    );
    return paginate(rows, ctx.url, ['name', 'short_name', 'ispb', 'compe']);
};

const { pixKeyIndex, pixTransactionStore } = PERMISSIONS;

export const pixDictionaryHandlers = [
    pixRoute('get', 'pix/debit/info/ispb', pixTransactionStore, participants),
    pixRoute('get', 'pix/debit/info/ispb/:ispb', pixTransactionStore, (ctx) => {
        const participant = ctx.store.state.pixParticipants.find((p) => p.ispb === ctx.params.ispb);
        if (!participant) throw notFound();
        return { data: participant };
    }),
    pixRoute('get', 'pix/dictionary/key', pixKeyIndex, (ctx) => {
        const { account_id: accountId } = filtersOf(ctx.url);
        const keys = keysOf(ctx).filter((k) => !accountId || String(k.account_id) === accountId);
        return { data: keys.map(keyView) };
    }),
    pixRoute('post', 'pix/dictionary/key', pixKeyIndex, registerKey),
    pixRoute('get', 'pix/dictionary/key/:id', pixKeyIndex, (ctx) => ({ data: keyView(ownKey(ctx)) })),
    pixRoute('put', 'pix/dictionary/key/:id', pixKeyIndex, moveKey),
    pixRoute('delete', 'pix/dictionary/key/:id', pixKeyIndex, (ctx) => {
        const key = ownKey(ctx);
        // Deleting a key under claim withdraws the claim: the donor's entry stays.
        ctx.store.state.pixKeys = ctx.store.state.pixKeys.filter((k) => k.id !== key.id);
        savePix(ctx.store);
        return {};
    }),
    pixRoute('post', 'pix/dictionary/claim', pixKeyIndex, claimKey),
    pixRoute('post', 'pix/dictionary/search', pixTransactionStore, searchKey),
];
