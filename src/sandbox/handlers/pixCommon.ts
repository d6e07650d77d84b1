import type { Account } from '../../contract/accounts';
import type { Permission } from '../../contract/permissions';
import type { PixParty } from '../../contract/pix';
import { detectDocument, isValidDocument } from '../../domain/document';
import { isPixAccountType, PIX_TEXTS, type PixRejectCode, PORTAL_ISPB } from '../../domain/pix';
import type { FieldErrors } from '../laravel';
import { advancePix, holderOf, partyOfAccount } from '../pix';
import { type Context, route } from '../route';
import type { SandboxState } from '../types';
import { isStaff } from './accounts';

/** A Pix endpoint: what time has done (settlements, claims, scheduled transfers) is applied before it reads. */
export const pixRoute = (
    method: 'get' | 'post' | 'put' | 'delete',
    path: string,
    permission: Permission,
    handler: (ctx: Context) => unknown | Promise<unknown>,
) =>
    route(method, path, { permission }, (ctx) => {
        advancePix(ctx.store);
        return handler(ctx);
    });

/** The user's own accounts (any status). */
export const ownAccounts = (ctx: Context): Account[] =>
    ctx.store.state.accounts.filter((a) => a.person_id === ctx.user.person_id);

/** Accounts whose Pix the user reads: staff who open accounts read everyone's. */
export const readableAccountIds = (ctx: Context): Set<number> =>
    new Set((isStaff(ctx) ? ctx.store.state.accounts : ownAccounts(ctx)).map((a) => a.id));

/** The user's own active account from a body or query value; the error goes on `field`. */
export function ownActiveAccount(ctx: Context, raw: unknown, errors: FieldErrors, field = 'account_id') {
    if (raw === undefined || raw === null || raw === '') {
        errors[field] = [PIX_TEXTS.accountRequired];
        return undefined;
    }
    const id = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
    const account = ownAccounts(ctx).find((a) => a.id === id && a.status === 'active');
    if (!account) errors[field] = [PIX_TEXTS.accountInvalid];
    return account;
}

export const holderTypeOf = (ctx: Context, account: Account) =>
    ctx.store.state.persons.find((p) => p.id === account.person_id)?.type ?? 'natural';

/**
 * `bank_data` of a transfer or favourite: the payee typed by hand. A portal-bank account must exist and be
 * the document's; another participant's is taken as typed (its bank answers on settlement).
 */
export function readBankData(
    state: SandboxState,
    raw: unknown,
    errors: FieldErrors,
    prefix = 'bank_data',
): { party: PixParty; reject_code: PixRejectCode | null } | undefined {
    const data = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const found: FieldErrors = {};
    const ispb = text(data.ispb);
    if (!ispb) found[`${prefix}.ispb`] = [PIX_TEXTS.ispbRequired];
    else if (!state.pixParticipants.some((p) => p.ispb === ispb))
        found[`${prefix}.ispb`] = [PIX_TEXTS.ispbUnknown];
    const branch = text(data.branch);
    if (!/^\d{1,4}$/.test(branch)) found[`${prefix}.branch`] = [PIX_TEXTS.branchInvalid];
    const account = text(data.account).replace(/[\s.-]/g, '');
    if (!/^\d{2,20}$/.test(account)) found[`${prefix}.account`] = [PIX_TEXTS.accountNumberInvalid];
    const accountType = data.account_type;
    if (!isPixAccountType(accountType)) found[`${prefix}.account_type`] = [PIX_TEXTS.accountTypeInvalid];
    const document = detectDocument(text(data.document));
    if (!document || !isValidDocument(document.value))
        found[`${prefix}.document`] = [PIX_TEXTS.documentInvalid];
    const name = text(data.name);
    if (name.length < 2) found[`${prefix}.name`] = [PIX_TEXTS.nameRequired];
    Object.assign(errors, found);
    if (Object.keys(found).length > 0 || !document || !isPixAccountType(accountType)) return undefined;
    const fields = { ispb, branch: branch.padStart(4, '0'), account, account_type: accountType };
    if (ispb === PORTAL_ISPB) return portalPayee(state, fields, document.value, errors, prefix);
    const listed = state.pixKeys.find(
        (k) =>
            k.external?.ispb === ispb &&
            k.external.branch === fields.branch &&
            k.external.account === account,
    );
    return {
        party: { ...fields, name, document: document.value, key: null, account_id: null },
        reject_code: listed?.external?.reject_code ?? null,
    };
}

function portalPayee(
    state: SandboxState,
    fields: Pick<PixParty, 'branch' | 'account'>,
    document: string,
    errors: FieldErrors,
    prefix: string,
) {
    const agencyIds = new Set(state.agencies.filter((a) => a.number === fields.branch).map((a) => a.id));
    const account = state.accounts.find(
        (a) =>
            agencyIds.has(a.agency_id) && `${a.number}${a.digit}` === fields.account && a.status === 'active',
    );
    if (!account) {
        errors[`${prefix}.account`] = [PIX_TEXTS.portalAccountUnknown];
        return undefined;
    }
    if (holderOf(state, account)?.document !== document) {
        errors[`${prefix}.document`] = [PIX_TEXTS.documentMismatch];
        return undefined;
    }
    return { party: partyOfAccount(state, account, null), reject_code: null };
}

/** A positive whole number of cents, or null. */
export const cents = (value: unknown): number | null =>
    typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;

export const text = (value: unknown): string =>
    typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
