import { describe, expect, it } from 'vitest';
import { isValidCnpj } from '../../domain/cnpj';
import { isValidCpf } from '../../domain/cpf';
import { toDateOnlyBrasilia } from '../../domain/dates';
import { periodFirstDay } from '../../domain/holders';
import { createSeed } from './index';

// Just after the Brasília day began, late in the UTC day, and mid-afternoon.
const NOWS = ['2026-03-15T03:01:00Z', '2026-03-15T23:59:00Z', '2026-07-01T17:30:00Z'];

describe.each(NOWS)('seed registrations at %s', (iso) => {
    const now = new Date(iso);
    const state = createSeed(now);
    const recent = state.persons.filter((p) => p.origin === 'self' || p.origin === 'backoffice');
    const brasiliaDay = (at: string) => toDateOnlyBrasilia(new Date(at));

    it('places them today, this week and this month, never in the future', () => {
        expect(recent.length).toBeGreaterThanOrEqual(15);
        for (const person of recent) expect(Date.parse(person.created_at)).toBeLessThan(now.getTime());
        const today = recent.filter((p) => brasiliaDay(p.created_at) === toDateOnlyBrasilia(now));
        const week = recent.filter((p) => brasiliaDay(p.created_at) >= (periodFirstDay('7-dias', now) ?? ''));
        expect(today.length).toBeGreaterThanOrEqual(3);
        expect(week.length).toBeGreaterThan(today.length);
        for (const p of recent)
            expect(brasiliaDay(p.created_at) >= (periodFirstDay('30-dias', now) ?? '')).toBe(true);
    });

    it('covers PF, PJ (alphanumeric CNPJ, partners, an attorney) and minors, mostly pending', () => {
        const kinds = {
            legal: recent.filter((p) => p.type === 'legal'),
            minor: recent.filter((p) => p.responsible),
            rejected: recent.filter((p) => p.status === 'rejected'),
            pending: recent.filter((p) => p.status === 'pending'),
        };
        expect(kinds.legal.some((p) => /[A-Z]/.test(p.document))).toBe(true);
        expect(
            kinds.legal.every((p) => (p.partners ?? []).reduce((s, x) => s + x.share_bp, 0) === 10_000),
        ).toBe(true);
        expect(kinds.legal.some((p) => p.attorney)).toBe(true);
        expect(kinds.minor.length).toBeGreaterThanOrEqual(2);
        for (const minor of kinds.minor) {
            expect(state.persons.find((p) => p.id === minor.responsible?.person_id)?.status).toBe('active');
        }
        expect(kinds.rejected.every((p) => p.status_reason)).toBe(true);
        expect(kinds.pending.length).toBeGreaterThan(recent.length / 2);
        for (const p of recent) {
            expect(p.type === 'legal' ? isValidCnpj(p.document) : isValidCpf(p.document)).toBe(true);
            const accounts = state.accounts.filter((a) => a.person_id === p.id);
            expect(accounts.length).toBeGreaterThan(0);
            for (const a of accounts) expect(a.status).toBe(p.status === 'rejected' ? 'rejected' : 'pending');
        }
    });
});
