import { sha256 } from './hash';
import { SandboxError } from './laravel';
import type { SandboxStore } from './store';
import type { User } from './types';

/** How many answers the bank remembers: plenty for any retry, small enough to keep the stored bank light. */
const KEPT = 500;

export const IDEMPOTENCY_REUSED = 'Esta chave de idempotência já foi usada em outra operação.';

/**
 * The Idempotency-Key rule for every call that carries one (docs/decisions.md, "Money safety"): the first
 * successful answer to a key is stored with the call's own changes, in the same transaction, and every later
 * request with that key and the same method, path and body gets that answer again without acting twice. The
 * same key on another request is refused. The request is kept as a hash: its body may hold a password.
 */
export const idempotency = async (store: SandboxStore, user: User, key: string, signature: string) => {
    const id = `${user.id}:${key}`;
    const request = await sha256(signature);
    const earlier = store.state.idempotency.find((answer) => answer.id === id);
    if (earlier && earlier.request !== request) {
        throw new SandboxError(422, {
            message: 'The given data was invalid.',
            errors: { idempotency_key: [IDEMPOTENCY_REUSED] },
        });
    }
    return {
        earlier,
        remember: (status: number, body: unknown) => {
            const kept = store.state.idempotency.slice(-(KEPT - 1));
            kept.push({ id, request, status, body, created_at: new Date().toISOString() });
            store.state.idempotency = kept;
            store.save('idempotency');
        },
    };
};
