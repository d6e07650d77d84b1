import { delay, type HttpHandler, http } from 'msw';
import { effectivePermissions } from '../authProvider/permissions';
import { API_BASE } from '../config';
import type { Permission } from '../contract/permissions';
import { BRAND_HEADER } from '../http/client';
import { sha256 } from './hash';
import { idempotency } from './idempotency';
import { json, SandboxError } from './laravel';
import type { SandboxStore } from './store';
import { readToken } from './tokens';
import type { Session, User } from './types';

export interface Context {
    request: Request;
    url: URL;
    params: Record<string, string>;
    store: SandboxStore;
    body: Record<string, unknown>;
    user: User;
    session: Session;
    /** The session id from the token (the store keeps only its hash). */
    sid: string;
}

export type PublicContext = Omit<Context, 'user' | 'session' | 'sid'>;

type Access = { permission: Permission | 'authenticated' } | { public: true };

let latencyMs = 0;
/** Simulated network time per call (the browser sandbox uses some, tests none). */
export const setLatency = (ms: number) => {
    latencyMs = ms;
};

let storeRef: SandboxStore | null = null;
export const bindStore = (store: SandboxStore) => {
    storeRef = store;
};

const unauthenticated = () => new SandboxError(401, { message: 'Unauthenticated.' });

type Auth = { user: User; session: Session; sid: string };

const HEARTBEAT_MS = 60_000;

const authenticate = async (request: Request, store: SandboxStore): Promise<Auth> => {
    const token = request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '');
    const claims = token ? readToken(token) : null;
    if (!claims) throw unauthenticated();
    const hashed = await sha256(claims.sid);
    const session = store.state.sessions.find((s) => s.id === hashed);
    if (!session) throw unauthenticated();
    if (session.ended === 'displaced') {
        throw new SandboxError(401, {
            code: 'A1003',
            message: 'Sessão encerrada: login em outro dispositivo.',
        });
    }
    if (session.ended || claims.exp * 1000 <= Date.now()) throw unauthenticated();
    const user = store.state.users.find((u) => u.id === session.user_id);
    if (user?.status !== 'active') throw unauthenticated();
    // A heartbeat a minute apart is enough for the 15-minute liveness rule, and spares most reads a write.
    if (!(Date.now() - Date.parse(session.last_seen_at) < HEARTBEAT_MS)) {
        session.last_seen_at = new Date().toISOString();
        store.save('sessions');
    }
    return { user, session, sid: claims.sid };
};

const readBody = async (request: Request): Promise<Record<string, unknown>> => {
    if (request.method === 'GET' || request.method === 'DELETE') return {};
    // A body is read only once: multipart is left to the handler (`ctx.request.formData()`).
    if (/^multipart\/form-data/i.test(request.headers.get('Content-Type') ?? '')) return {};
    const text = await request.text();
    if (!text) return {};
    let parsed: unknown;
    try {
        parsed = JSON.parse(text);
    } catch {
        throw new SandboxError(400, { message: 'Corpo da requisição inválido.', reason: 'JSON malformado.' });
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
        throw new SandboxError(400, {
            message: 'Corpo da requisição inválido.',
            reason: 'Esperado um objeto JSON.',
        });
    }
    return parsed as Record<string, unknown>;
};

type Method = 'get' | 'post' | 'put' | 'delete';

/** A thrown SandboxError becomes its Laravel-shaped answer; anything else is a 500. */
const failed = (error: unknown) => {
    if (error instanceof SandboxError) return json(error.body, error.status);
    console.error('[sandbox]', error);
    return json({ message: 'Server Error' }, 500);
};

/**
 * One sandbox endpoint: checks the brand header and the bearer token (401), the permission string (403),
 * then runs the handler; a thrown SandboxError becomes its Laravel-shaped answer.
 */
export function route(
    method: Method,
    path: string,
    access: { public: true },
    handler: (ctx: PublicContext) => unknown | Promise<unknown>,
): HttpHandler;
export function route(
    method: Method,
    path: string,
    access: { permission: Permission | 'authenticated' },
    handler: (ctx: Context) => unknown | Promise<unknown>,
): HttpHandler;
export function route(
    method: Method,
    path: string,
    access: Access,
    handler: (ctx: Context) => unknown | Promise<unknown>,
): HttpHandler {
    return http[method](`${API_BASE}/${path}`, async ({ request, params }) => {
        if (latencyMs) await delay(latencyMs);
        const store = storeRef;
        if (!store) return json({ message: 'Sandbox não iniciado.' }, 503);
        try {
            // One call at a time; its changes are stored together at its end, or it answers 507 with none kept.
            return await store.call(() => answer(store, request, params as Record<string, string>));
        } catch (error) {
            return failed(error);
        }
    });

    async function answer(store: SandboxStore, request: Request, params: Record<string, string>) {
        try {
            if (!request.headers.get(BRAND_HEADER)) {
                throw new SandboxError(401, { message: 'Marca (cabeçalho X-Brand) não informada.' });
            }
            const url = new URL(request.url);
            const base = { request, url, params, store };
            let auth: Auth | null = null;
            if (!('public' in access)) {
                auth = await authenticate(request, store);
                const allowed = effectivePermissions(auth.user.permissions);
                if (access.permission !== 'authenticated' && !allowed.has(access.permission)) {
                    throw new SandboxError(403, { message: 'This action is unauthorized.' });
                }
            }
            const body = await readBody(request);
            const key = auth && request.method !== 'GET' ? request.headers.get('Idempotency-Key') : null;
            const memo = key
                ? await idempotency(
                      store,
                      (auth as Auth).user,
                      key,
                      `${request.method} ${url.pathname} ${JSON.stringify(body)}`,
                  )
                : null;
            if (memo?.earlier) return json(memo.earlier.body, memo.earlier.status);
            const result = await handler({ ...base, body, ...(auth as Auth) });
            const response = result instanceof Response ? result : json(result ?? {});
            if (memo && response.ok) {
                const text = await response.clone().text();
                memo.remember(response.status, text ? JSON.parse(text) : null);
            }
            return response;
        } catch (error) {
            return failed(error);
        }
    }
}

/** The store the handlers use (tests read it to check what the bank recorded). */
export const boundStore = (): SandboxStore => {
    if (!storeRef) throw new Error('Sandbox não iniciado.');
    return storeRef;
};
