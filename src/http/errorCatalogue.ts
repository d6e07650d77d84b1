import { BILL_MESSAGES } from '../domain/billPayment';
import { errorCodeFor } from './errorCodes';
import { publishHttpEvent, publishNotice } from './events';
import type { HttpError } from './HttpError';

export const MESSAGES = {
    unavailable: 'Operação indisponível no momento, por favor tente novamente mais tarde.',
    forbidden: 'Você não tem permissão para realizar essa operação.',
    invalidBarcode: BILL_MESSAGES.invalidBarcode,
    documentNumber: 'Não existem registros para esse número de documento.',
    paymentDatetime: BILL_MESSAGES.paymentDate,
    warningTitle: 'Aviso',
} as const;

const SHORT = 5000;
const LONG = 8000;
const FORBIDDEN_THROTTLE_MS = 8000;

type Errors = Record<string, string[] | string>;

const fieldErrors = (error: HttpError): Errors | null => {
    const errors = (error.body as { errors?: unknown } | null)?.errors;
    return errors && typeof errors === 'object' && Object.keys(errors).length > 0 ? (errors as Errors) : null;
};
const hasField = (error: HttpError, ...names: string[]) => {
    const errors = fieldErrors(error);
    return !!errors && names.some((name) => name in errors);
};
const BARCODE_FIELDS = ['barcode', 'bar_code', 'digitable_line'];

/**
 * A 422 body as the portal uses it, quiet calls included: a barcode field error says spec 1 §8's text
 * ('Código de barras inválido.'), whatever the server wrote, so the field shows what the notice would.
 */
export const withCatalogueTexts = (body: unknown): unknown => {
    const errors = (body as { errors?: unknown } | null)?.errors;
    if (!errors || typeof errors !== 'object') return body;
    const fixed = Object.fromEntries(
        Object.entries(errors).map(([field, texts]) =>
            BARCODE_FIELDS.includes(field) ? [field, [MESSAGES.invalidBarcode]] : [field, texts],
        ),
    );
    return { ...(body as object), errors: fixed };
};

const bodyCode = (error: HttpError) => (error.body as { code?: unknown } | null)?.code;
const bodyText = (error: HttpError, key: 'message' | 'reason') => {
    const value = (error.body as Record<string, unknown> | null)?.[key];
    return typeof value === 'string' && value.trim() ? value : null;
};

/** First field error text, a timeout message preferred; else a transaction error message; else null. */
export const firstFieldError = (error: HttpError): string | null => {
    const texts = Object.values(fieldErrors(error) ?? {}).flatMap((v) => (Array.isArray(v) ? v : [v]));
    const timeout = texts.find((t) => /timeout|tempo esgotado|tempo limite/i.test(t));
    if (timeout ?? texts[0]) return timeout ?? texts[0];
    const transaction = (error.body as { transaction?: { message?: unknown } } | null)?.transaction?.message;
    return typeof transaction === 'string' ? transaction : null;
};

export type Outcome =
    | {
          kind: 'notice';
          severity: 'warning' | 'error';
          title?: string;
          text: string;
          durationMs: number;
          throttleMs?: number;
      }
    | { kind: 'silent' }
    | { kind: 'session-displaced' }
    | { kind: 'session-conflict' }
    | { kind: 'unauthorized' };

interface Row {
    /** What the row is, as in spec 1 §8. */
    when: string;
    matches: (error: HttpError) => boolean;
    outcome: (error: HttpError) => Outcome;
}

const unavailable: Outcome = {
    kind: 'notice',
    severity: 'error',
    text: MESSAGES.unavailable,
    durationMs: LONG,
};

/** Spec 1 §8 as one ordered table: the first matching row decides what the user sees. */
export const ERROR_CATALOGUE: readonly Row[] = [
    {
        when: 'batch document calls (contract/document/batch)',
        matches: (e) => e.request.path.replace(/^\/+/, '').startsWith('contract/document/batch'),
        outcome: () => ({ kind: 'silent' }),
    },
    {
        when: '400',
        matches: (e) => e.status === 400,
        outcome: (e) => ({
            kind: 'notice',
            severity: 'warning',
            title: MESSAGES.warningTitle,
            text: bodyText(e, 'reason') ?? bodyText(e, 'message') ?? MESSAGES.unavailable,
            durationMs: SHORT,
        }),
    },
    {
        when: '401 with body code A1003',
        matches: (e) => e.status === 401 && bodyCode(e) === 'A1003',
        outcome: () => ({ kind: 'session-displaced' }),
    },
    { when: '401 other', matches: (e) => e.status === 401, outcome: () => ({ kind: 'unauthorized' }) },
    { when: '429', matches: (e) => e.status === 429, outcome: () => ({ kind: 'silent' }) },
    {
        when: '403',
        matches: (e) => e.status === 403,
        outcome: () => ({
            kind: 'notice',
            severity: 'warning',
            text: MESSAGES.forbidden,
            durationMs: SHORT,
            throttleMs: FORBIDDEN_THROTTLE_MS,
        }),
    },
    {
        when: '422 invalid barcode',
        matches: (e) => e.status === 422 && hasField(e, ...BARCODE_FIELDS),
        outcome: () => ({
            kind: 'notice',
            severity: 'error',
            text: MESSAGES.invalidBarcode,
            durationMs: LONG,
        }),
    },
    {
        when: '422 session error',
        matches: (e) => e.status === 422 && hasField(e, 'session'),
        outcome: () => ({ kind: 'session-conflict' }),
    },
    {
        when: '422 document_number error',
        matches: (e) => e.status === 422 && hasField(e, 'document_number'),
        outcome: () => ({
            kind: 'notice',
            severity: 'error',
            text: MESSAGES.documentNumber,
            durationMs: LONG,
        }),
    },
    {
        when: '422 payment_datetime error',
        matches: (e) => e.status === 422 && hasField(e, 'payment_datetime'),
        outcome: () => ({
            kind: 'notice',
            severity: 'error',
            text: MESSAGES.paymentDatetime,
            durationMs: LONG,
        }),
    },
    {
        when: '422 other (first field error, a timeout preferred; transaction errors) or without detail',
        matches: (e) => e.status === 422,
        outcome: (e) => ({ ...unavailable, text: firstFieldError(e) ?? MESSAGES.unavailable }),
    },
    {
        when: 'any other status (network failure and malformed answer included)',
        matches: () => true,
        outcome: () => unavailable,
    },
];

export const outcomeFor = (error: HttpError): Outcome => {
    const row = ERROR_CATALOGUE.find((r) => r.matches(error));
    return row ? row.outcome(error) : unavailable;
};

/** The text the catalogue would show, for callers that show a quiet call's failure themselves. */
export const userMessageFor = (error: HttpError): string => {
    const outcome = outcomeFor(error);
    return outcome.kind === 'notice' ? outcome.text : MESSAGES.unavailable;
};

const lastShown = new Map<string, number>();

/** Applies the catalogue to a failed call: a notice (with its AAA000-N code), a dialog, or nothing. */
export const handleHttpError = (error: HttpError, now = Date.now()): Outcome => {
    const outcome = outcomeFor(error);
    error.handled = true;
    switch (outcome.kind) {
        case 'notice': {
            if (outcome.throttleMs) {
                const last = lastShown.get(outcome.text);
                if (last !== undefined && now - last < outcome.throttleMs) return { kind: 'silent' };
                lastShown.set(outcome.text, now);
            }
            const { severity, title, text, durationMs } = outcome;
            publishNotice({
                severity,
                title,
                text,
                durationMs,
                code: errorCodeFor(error.request.method, error.request.path),
            });
            break;
        }
        case 'session-displaced':
        case 'session-conflict':
        case 'unauthorized':
            publishHttpEvent({ type: outcome.kind, error });
            break;
        case 'silent':
            break;
    }
    return outcome;
};

/** For tests: forget throttling state. */
export const resetErrorCatalogue = () => lastShown.clear();
