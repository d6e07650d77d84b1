import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isLostResponse, LOST_RESPONSE, MISSING_KEY, request, requestMoney } from './client';
import { MESSAGES, resetErrorCatalogue } from './errorCatalogue';
import { type HttpEvent, subscribeHttpEvents } from './events';
import type { HttpError } from './HttpError';

let sent: Headers[] = [];
let events: HttpEvent[] = [];
let answer: () => Promise<Response> = async () => Response.json({ data: {} });
let unsubscribe = () => {};

beforeEach(() => {
    sent = [];
    events = [];
    resetErrorCatalogue();
    unsubscribe = subscribeHttpEvents((e) => events.push(e));
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
        sent.push(new Headers(init.headers));
        return answer();
    });
});
afterEach(() => {
    unsubscribe();
    vi.unstubAllGlobals();
    answer = async () => Response.json({ data: {} });
});

const failure = (promise: Promise<unknown>) =>
    promise.then(
        () => {
            throw new Error('a chamada deveria falhar');
        },
        (error: unknown) => error as HttpError,
    );

describe('the Idempotency-Key belongs to the confirmation', () => {
    it('sends the confirmation’s key on every attempt, unchanged', async () => {
        const key = crypto.randomUUID();
        await requestMoney('payment/bill', { method: 'POST', body: {}, idempotencyKey: key });
        await requestMoney('payment/bill', { method: 'POST', body: {}, idempotencyKey: key });
        expect(sent.map((h) => h.get('Idempotency-Key'))).toEqual([key, key]);
    });

    it('refuses to send a money-moving call without a key', async () => {
        for (const idempotencyKey of ['', 'curta', undefined as unknown as string]) {
            await expect(
                requestMoney('payment/bill', { method: 'POST', body: {}, idempotencyKey }),
            ).rejects.toThrow(MISSING_KEY);
        }
        expect(sent).toEqual([]);
    });

    it('never makes up a key: a call without one sends none', async () => {
        await request('payment/info', { method: 'POST', body: {} });
        expect(sent[0].has('Idempotency-Key')).toBe(false);
    });

    it('calls a lost answer of a money-moving call "checking" in pt-BR, with no failure notice', async () => {
        answer = async () => {
            throw new TypeError('Failed to fetch');
        };
        const error = await failure(
            requestMoney('payment/bill', { method: 'POST', body: {}, idempotencyKey: crypto.randomUUID() }),
        );
        expect(isLostResponse(error)).toBe(true);
        expect(error.message).toBe(LOST_RESPONSE);
        expect(JSON.stringify(events)).not.toMatch(/network/);
        expect(events).toEqual([]);
    });

    it('treats a lost answer of any other call as before: the catalogue’s notice', async () => {
        answer = async () => {
            throw new TypeError('Failed to fetch');
        };
        const error = await failure(request('payment/transaction/balance'));
        expect(isLostResponse(error)).toBe(false);
        expect(events).toMatchObject([{ type: 'notice', notice: { text: MESSAGES.unavailable } }]);
    });
});

describe('every 422 goes through the catalogue, quiet calls included', () => {
    it('gives a barcode refusal spec 1 §8’s text, whatever the server wrote', async () => {
        answer = async () =>
            Response.json(
                { message: 'The given data was invalid.', errors: { barcode: ['The barcode is invalid.'] } },
                { status: 422 },
            );
        const error = await failure(request('payment/info', { method: 'POST', body: {}, quiet: true }));
        expect(error.body).toMatchObject({ errors: { barcode: [MESSAGES.invalidBarcode] } });
        expect(error.message).toBe('Código de barras inválido.');
        expect(events).toEqual([]);
    });
});
