import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handleHttpError, MESSAGES, resetErrorCatalogue } from './errorCatalogue';
import { type HttpEvent, subscribeHttpEvents } from './events';
import { HttpError } from './HttpError';

const failure = (status: number, body: unknown, method = 'GET', path = 'access/account_type') =>
    new HttpError('x', status, body, { method, path });

let events: HttpEvent[] = [];
let unsubscribe = () => {};
beforeEach(() => {
    events = [];
    resetErrorCatalogue();
    unsubscribe = subscribeHttpEvents((e) => events.push(e));
});
afterEach(() => unsubscribe());

const notices = () => events.flatMap((e) => (e.type === 'notice' ? [e.notice] : []));
const invalid = (errors: Record<string, string[]>) => ({ message: 'The given data was invalid.', errors });

describe('error catalogue (spec 1 §8)', () => {
    it.each([
        [
            '400: orange Aviso with the reason, 5 s',
            failure(400, { reason: 'Saldo insuficiente.' }),
            {
                severity: 'warning',
                title: 'Aviso',
                text: 'Saldo insuficiente.',
                durationMs: 5000,
                code: 'ACC002-1',
            },
        ],
        [
            '403: permission warning',
            failure(403, {}, 'POST'),
            {
                severity: 'warning',
                text: MESSAGES.forbidden,
                code: 'ACC002-2',
            },
        ],
        [
            '422 barcode',
            failure(422, invalid({ barcode: ['The given data was invalid.'] }), 'POST', 'payment/x'),
            {
                severity: 'error',
                text: 'Código de barras inválido.',
                durationMs: 8000,
                code: '0999',
            },
        ],
        [
            '422 document_number',
            failure(422, invalid({ document_number: ['x'] })),
            {
                text: 'Não existem registros para esse número de documento.',
            },
        ],
        [
            '422 payment_datetime',
            failure(422, invalid({ payment_datetime: ['x'] })),
            {
                text: 'A data de agendamento deve ser posterior a data de hoje.',
            },
        ],
        [
            '422 other: the first field error',
            failure(422, invalid({ name: ['Informe o nome.'], code: ['y'] })),
            {
                severity: 'error',
                text: 'Informe o nome.',
                durationMs: 8000,
            },
        ],
        [
            '422 other: a timeout message preferred',
            failure(422, invalid({ a: ['Primeiro.'], b: ['Gateway timeout.'] })),
            {
                text: 'Gateway timeout.',
            },
        ],
        [
            '422 transaction error',
            failure(422, { transaction: { message: 'Limite diário excedido.' } }),
            {
                text: 'Limite diário excedido.',
            },
        ],
        [
            '422 without detail',
            failure(422, { message: 'The given data was invalid.' }),
            { text: MESSAGES.unavailable },
        ],
        [
            '500',
            failure(500, { message: 'Server Error' }, 'PUT', 'access/account_type/3'),
            {
                severity: 'error',
                text: MESSAGES.unavailable,
                durationMs: 8000,
                code: 'ACC004-3',
            },
        ],
        [
            'network failure (status 0)',
            failure(0, { reason: 'network' }, 'DELETE', 'access/person/1'),
            {
                severity: 'error',
                text: MESSAGES.unavailable,
                code: 'ACC061-4',
            },
        ],
    ])('%s', (_, error, expected) => {
        handleHttpError(error);
        expect(notices()).toHaveLength(1);
        expect(notices()[0]).toMatchObject(expected);
        expect(error.handled).toBe(true);
    });

    it('401 A1003 asks for the displaced-session dialog, without a notice', () => {
        handleHttpError(failure(401, { code: 'A1003' }));
        expect(events.map((e) => e.type)).toEqual(['session-displaced']);
    });

    it('other 401 clears the session (unauthorized event)', () => {
        handleHttpError(failure(401, { message: 'Unauthenticated.' }));
        expect(events.map((e) => e.type)).toEqual(['unauthorized']);
    });

    it('422 session error asks for the take-over dialog', () => {
        handleHttpError(failure(422, invalid({ session: ['Sessão ativa.'] }), 'POST', 'login/web'));
        expect(events.map((e) => e.type)).toEqual(['session-conflict']);
    });

    it('429 is silent', () => {
        expect(handleHttpError(failure(429, {})).kind).toBe('silent');
        expect(events).toEqual([]);
    });

    it('batch document calls are silent whatever the status', () => {
        handleHttpError(failure(500, {}, 'POST', 'contract/document/batch'));
        expect(events).toEqual([]);
    });

    it('shows the 403 warning at most once per 8 seconds', () => {
        handleHttpError(failure(403, {}), 1_000);
        handleHttpError(failure(403, {}), 8_999);
        handleHttpError(failure(403, {}), 9_001);
        expect(notices()).toHaveLength(2);
    });
});
