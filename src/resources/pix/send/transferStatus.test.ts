import { describe, expect, it } from 'vitest';
import { nextPoll, POLL_LIMIT_MS, STILL_PROCESSING, statusLine } from './transferStatus';

describe('nextPoll', () => {
    it('keeps asking while processing, stops on any other status and gives up after a minute', () => {
        expect(nextPoll('processing', 0)).toBe('continue');
        expect(nextPoll('processing', POLL_LIMIT_MS - 1)).toBe('continue');
        expect(nextPoll('processing', POLL_LIMIT_MS)).toBe('timeout');
        for (const status of [
            'done',
            'failure',
            'pending_approval',
            'scheduled',
            'rejected',
            'canceled',
        ] as const)
            expect(nextPoll(status, 5_000)).toBe('stop');
    });
});

describe('statusLine', () => {
    it('says what happened, in one sentence', () => {
        expect(statusLine({ status: 'processing' })).toBe('Processando…');
        expect(statusLine({ status: 'processing' }, true)).toBe(STILL_PROCESSING);
        expect(statusLine({ status: 'done' })).toBe('Pix realizado');
        expect(
            statusLine({
                status: 'failure',
                failure_reason: 'Recusado pelo banco recebedor: conta de destino encerrada.',
            }),
        ).toBe(
            'Pix não concluído: recusado pelo banco recebedor: conta de destino encerrada, o valor voltou para sua conta',
        );
        expect(statusLine({ status: 'scheduled', scheduled_for: '2026-12-24' })).toMatch(/24\/12\/2026/);
        expect(statusLine({ status: 'pending_approval' })).toMatch(/aprovação/);
    });
});
