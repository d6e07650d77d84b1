import { describe, expect, it } from 'vitest';
import { IDLE_TIME_MS } from './session';
import { sessionAction } from './sessionKeeper';

const NOW = 1_800_000_000_000;
const inS = (ms: number) => (NOW + ms) / 1000;

describe('sessionAction', () => {
    it.each([
        ['no token expiry', null, NOW, 'logout'],
        ['expired token', inS(-1000), NOW, 'logout'],
        ['idle for more than 10 hours', inS(3_600_000), NOW - IDLE_TIME_MS - 1, 'logout'],
        ['idle for exactly 10 hours', inS(3_600_000), NOW - IDLE_TIME_MS, 'none'],
        ['token expiring in 4 minutes', inS(4 * 60_000), NOW, 'refresh'],
        ['token with an hour left', inS(3_600_000), NOW, 'none'],
        ['no activity recorded yet', inS(3_600_000), null, 'none'],
    ] as const)('%s → %s', (_, exp, last, expected) => {
        expect(sessionAction(NOW, exp, last)).toBe(expected);
    });
});
