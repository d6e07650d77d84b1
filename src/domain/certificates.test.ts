import { describe, expect, it } from 'vitest';
import {
    CERTIFICATE_MESSAGES,
    certificateFileProblem,
    certificateState,
    daysLeft,
    daysLeftText,
    MAX_CERTIFICATE_BYTES,
} from './certificates';

const END = '2027-03-10T23:59:59.000Z';
const at = (iso: string) => new Date(iso);

describe('certificate state', () => {
    it('is valid until 30 days before the end, expiring in the last 30 days, expired after', () => {
        expect(certificateState(END, at('2027-02-07T12:00:00Z'))).toBe('valid');
        expect(daysLeft(END, at('2027-02-07T12:00:00Z'))).toBe(31);
        expect(certificateState(END, at('2027-02-08T12:00:00Z'))).toBe('expiring');
        expect(certificateState(END, at('2027-03-10T23:59:59Z'))).toBe('expiring');
        expect(certificateState(END, at('2027-03-11T00:00:00Z'))).toBe('expired');
    });

    it('tells the days left in words', () => {
        expect(daysLeftText(END, at('2017-03-10T12:00:00Z'))).toBe('3.652 dias restantes');
        expect(daysLeftText(END, at('2026-03-10T12:00:00Z'))).toBe('365 dias restantes');
        expect(daysLeftText(END, at('2027-03-09T12:00:00Z'))).toBe('1 dia restante');
        expect(daysLeftText(END, at('2027-03-10T08:00:00Z'))).toBe('vence hoje');
        expect(daysLeftText(END, at('2027-03-11T08:00:00Z'))).toBe('vencido há 1 dia');
        expect(daysLeftText(END, at('2027-03-14T08:00:00Z'))).toBe('vencido há 4 dias');
    });
});

describe('certificateFileProblem', () => {
    it('takes .pfx and .p12 of any case up to 100 KB', () => {
        expect(certificateFileProblem({ name: 'empresa.PFX', size: 4000 })).toBeNull();
        expect(certificateFileProblem({ name: 'empresa.p12', size: MAX_CERTIFICATE_BYTES })).toBeNull();
    });

    it('refuses another extension, an empty and a too large file', () => {
        expect(certificateFileProblem({ name: 'empresa.cer', size: 1200 })).toBe(
            CERTIFICATE_MESSAGES.wrongExtension,
        );
        expect(certificateFileProblem({ name: 'empresa.pfx', size: 0 })).toBe(CERTIFICATE_MESSAGES.empty);
        expect(certificateFileProblem({ name: 'a.p12', size: MAX_CERTIFICATE_BYTES + 1 })).toBe(
            CERTIFICATE_MESSAGES.tooLarge,
        );
    });
});
