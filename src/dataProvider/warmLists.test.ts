import { describe, expect, it } from 'vitest';
import { keepWarm, takeWarm, WARM_FOR_MS } from './warmLists';

const request = { pagination: { page: 1, perPage: 25 }, sort: { field: 'name', order: 'ASC' as const } };
const answer = () => Promise.resolve({ data: [], total: 0 });

describe('lists fetched ahead', () => {
    it('hand their answer to the same request, however its filter was built, once', () => {
        const fetched = answer();
        keepWarm('tipos-contas', { ...request, filter: { q: 'x', active: 'true' } }, fetched, 0);
        expect(takeWarm('tipos-contas', { ...request, filter: { q: 'x' } }, 1)).toBeUndefined();
        expect(takeWarm('tipos-contas', { ...request, filter: { active: 'true', q: 'x' } }, 1)).toBe(fetched);
        // A refresh asks the bank again.
        expect(
            takeWarm('tipos-contas', { ...request, filter: { active: 'true', q: 'x' } }, 2),
        ).toBeUndefined();
    });

    it('are not used once they are older than the screen would accept', () => {
        keepWarm('tipos-contas', { ...request, filter: {} }, answer(), 0);
        expect(takeWarm('tipos-contas', { ...request, filter: {} }, WARM_FOR_MS + 1)).toBeUndefined();
    });

    it('forget a failed fetch, so the screen asks and shows its own error', async () => {
        const failed = Promise.reject(new Error('offline'));
        keepWarm('tipos-contas', { ...request, filter: { q: 'y' } }, failed, 0);
        await failed.catch(() => undefined);
        expect(takeWarm('tipos-contas', { ...request, filter: { q: 'y' } }, 1)).toBeUndefined();
    });
});
