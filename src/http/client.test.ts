import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../authProvider/session';
import { API_BASE } from '../config';
import { sandboxServer } from '../sandbox/node';
import { withSandbox } from '../test/sandbox';
import { BRAND_HEADER, request } from './client';
import { MESSAGES } from './errorCatalogue';
import { type HttpEvent, subscribeHttpEvents } from './events';
import { HttpError } from './HttpError';

withSandbox();

let seen: Request | null = null;
let events: HttpEvent[] = [];
beforeEach(() => {
    seen = null;
    events = [];
    return subscribeHttpEvents((e) => events.push(e));
});

const capture = (answer: () => Response) =>
    sandboxServer.use(
        http.all(`${API_BASE}/probe`, ({ request: r }) => {
            seen = r.clone();
            return answer();
        }),
    );

const rejection = async (promise: Promise<unknown>) => {
    const error = await promise.then(
        () => null,
        (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
};

describe('request', () => {
    it('calls <api>/v1 with the bearer token, the brand header and an unencoded query', async () => {
        capture(() => HttpResponse.json({ data: [] }));
        setToken('tok.en.x');
        const answer = await request('probe', { query: { filter: { search: 'São Paulo' }, page: 1 } });
        expect(answer.body).toEqual({ data: [] });
        expect(seen?.url).toBe(`${API_BASE}/probe?filter[search]=S%C3%A3o%20Paulo&page=1`);
        expect(seen?.headers.get('Authorization')).toBe('Bearer tok.en.x');
        expect(seen?.headers.get(BRAND_HEADER)).toBe('bancodigital');
    });

    it('sends JSON bodies and multipart forms', async () => {
        capture(() => HttpResponse.json({ ok: true }));
        await request('probe', { method: 'POST', body: { a: 1 } });
        expect(seen?.headers.get('Content-Type')).toBe('application/json');
        expect(await seen?.json()).toEqual({ a: 1 });

        const form = new FormData();
        form.append('file', new Blob(['x']), 'doc.pdf');
        await request('probe', { method: 'POST', body: form });
        expect(seen?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    });

    it('sends the confirmation’s Idempotency-Key, the same on every attempt of that confirmation', async () => {
        capture(() => HttpResponse.json({}));
        const key = crypto.randomUUID();
        await request('probe', { method: 'POST', idempotencyKey: key });
        const first = seen?.headers.get('Idempotency-Key');
        await request('probe', { method: 'POST', idempotencyKey: key });
        expect(first).toBe(key);
        expect(seen?.headers.get('Idempotency-Key')).toBe(first);
    });

    it('normalizes a failure into HttpError with status and body, and shows its notice', async () => {
        capture(() => HttpResponse.json({ message: 'Server Error' }, { status: 500 }));
        const error = await rejection(request('probe'));
        expect(error.status).toBe(500);
        expect(error.body).toEqual({ message: 'Server Error' });
        expect(events).toMatchObject([
            { type: 'notice', notice: { text: MESSAGES.unavailable, code: '0999' } },
        ]);
    });

    it('turns a network failure into status 0 with the pt-BR notice', async () => {
        capture(() => HttpResponse.error());
        const error = await rejection(request('probe'));
        expect(error.status).toBe(0);
        expect(events).toMatchObject([{ type: 'notice', notice: { text: MESSAGES.unavailable } }]);
    });

    it('treats a malformed answer as a failure, not a crash', async () => {
        capture(() => new HttpResponse('<html>proxy</html>', { status: 200 }));
        const error = await rejection(request('probe'));
        expect(error.body).toMatchObject({ reason: 'malformed' });
        expect(events).toHaveLength(1);
    });

    it('keeps a quiet call out of the catalogue', async () => {
        capture(() => HttpResponse.json({}, { status: 500 }));
        await rejection(request('probe', { quiet: true }));
        expect(events).toEqual([]);
    });
});
