import { describe, expect, it } from 'vitest';
import {
    HOLDER_TRANSITIONS,
    type HolderStatus,
    holderActions,
    holderReasonProblem,
    holderTransition,
    inListing,
    isHolderPeriod,
    periodFirstDay,
} from './holders';

describe('holder status transitions', () => {
    it.each([
        ['pending', ['approve', 'reject', 'close']],
        ['active', ['block', 'close']],
        ['blocked', ['unblock', 'close']],
        ['rejected', ['reactivate', 'close']],
        ['inactive', ['reactivate', 'close']],
        ['closed', ['reactivate']],
        ['unknown', []],
    ])('%s allows %j', (status, actions) => {
        expect(holderActions(status)).toEqual(actions);
    });

    it('leads each allowed action to a status that is itself in the table, never to itself', () => {
        for (const [from, moves] of Object.entries(HOLDER_TRANSITIONS)) {
            for (const to of Object.values(moves)) {
                expect(to).not.toBe(from);
                expect(Object.keys(HOLDER_TRANSITIONS)).toContain(to);
            }
        }
    });

    it('answers null for an action the status does not allow', () => {
        expect(holderTransition('active', 'approve')).toBeNull();
        expect(holderTransition('closed', 'block')).toBeNull();
        expect(holderTransition('pending', 'approve')).toBe('active');
        expect(holderTransition('blocked', 'unblock')).toBe('active');
        expect(holderTransition('closed' as HolderStatus, 'reactivate')).toBe('pending');
    });
});

describe('holderReasonProblem', () => {
    it.each([
        [undefined, 'Informe o motivo.'],
        ['   ', 'Informe o motivo.'],
        ['abc', 'O motivo deve ter pelo menos 5 caracteres.'],
        ['  Fraude  ', null],
    ])('%j → %j', (reason, problem) => {
        expect(holderReasonProblem(reason)).toBe(problem);
    });
});

describe('periodFirstDay', () => {
    // 02:00 UTC is still the previous day in Brasília (UTC−3).
    const now = new Date('2026-03-15T02:00:00Z');
    it.each([
        ['hoje', '2026-03-14'],
        ['7-dias', '2026-03-08'],
        ['30-dias', '2026-02-13'],
        ['365-dias', '2025-03-15'],
        ['tudo', null],
    ] as const)('%s starts on %s (Brasília days, today included)', (period, first) => {
        expect(periodFirstDay(period, now)).toBe(first);
    });

    it('knows only the listed periods', () => {
        expect(isHolderPeriod('hoje')).toBe(true);
        expect(isHolderPeriod('ontem')).toBe(false);
        expect(isHolderPeriod('vincular-cartao-nfc')).toBe(false);
    });
});

describe('inListing', () => {
    it('puts every holder in contas and only the matching ones in the others', () => {
        expect(inListing('contas', { type: 'natural' }, [])).toBe(true);
        expect(inListing('beneficiarios', { type: 'natural' }, ['common', 'benefit'])).toBe(true);
        expect(inListing('beneficiarios', { type: 'natural' }, ['common'])).toBe(false);
        expect(inListing('estabelecimentos', { type: 'legal' }, ['common', 'pos'])).toBe(true);
        expect(inListing('estabelecimentos', { type: 'natural' }, ['pos'])).toBe(false);
        expect(inListing('pre-pagas', { type: 'natural' }, ['cashback'])).toBe(true);
    });
});
