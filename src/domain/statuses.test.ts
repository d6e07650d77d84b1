import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
    DICTIONARY,
    STATUS_TONES,
    type StatusVocabulary,
    statusChoices,
    statusInfo,
    statusLabel,
    VOCABULARIES,
} from './statuses';

// Spec 2 §4, verbatim.
const SPEC: Partial<Record<StatusVocabulary, string>> = {
    generic:
        'pending pending_approval done approved activated rejected error on_queue paid payed external_rejected ' +
        'internal_rejected canceled processing processing_cancellation partially_paid expired refunded chargeback ' +
        'in_analysis in_protest finished refused completed blocked incomplete confirmed reversed authorized ' +
        'disabled deleted scheduled transacted success failure draft',
    payment: 'succeeded authorized refunded processing',
    batch: 'pending processing done draft scheduled failed paid',
    document: 'pending approved processing rejected',
    entity: 'active approved done rejected blocked pending closed inactive deactivated',
};
const NAMES = Object.keys(VOCABULARIES) as StatusVocabulary[];

describe('the status vocabulary', () => {
    it.each(Object.entries(SPEC))('%s holds exactly the spec values', (name, values) => {
        const generic = name === 'generic';
        const keys = Object.keys(VOCABULARIES[name as StatusVocabulary]).sort();
        // The generic vocabulary is the whole dictionary: the spec's generic values and the other spec lists'.
        if (generic) expect(keys).toEqual(expect.arrayContaining((values ?? '').split(' ').sort()));
        else expect(keys).toEqual((values ?? '').split(' ').sort());
    });

    it.each<[StatusVocabulary, string, string]>([
        ['generic', 'done', 'Aprovado'],
        ['generic', 'approved', 'Aprovado'],
        ['generic', 'activated', 'Aprovado'],
        ['generic', 'rejected', 'Bloqueado'],
        ['generic', 'external_rejected', 'Rejeitado - Operadora'],
        ['generic', 'internal_rejected', 'Rejeitado - BackOffice'],
        ['generic', 'refunded', 'Devolvido'],
        ['generic', 'paid', 'Pago'],
        ['generic', 'payed', 'Pago'],
        ['generic', 'transacted', 'Pago'],
        ['generic', 'success', 'Pago'],
        ['generic', 'failure', 'Falha na Operadora'],
        ['generic', 'pending', 'Pendente'],
        ['generic', 'pending_approval', 'Aguardando aprovação'],
        ['generic', 'canceled', 'Cancelado'],
        ['generic', 'expired', 'Vencido'],
        ['generic', 'scheduled', 'Agendado'],
        ['generic', 'draft', 'Rascunho'],
        ['entity', 'active', 'Ativo'],
        ['entity', 'approved', 'Ativo'],
        ['entity', 'done', 'Ativo'],
        ['entity', 'rejected', 'Bloqueado'],
        ['entity', 'blocked', 'Bloqueado'],
        ['payment', 'succeeded', 'Pago'],
        ['payment', 'refunded', 'Devolvido'],
        ['batch', 'failed', 'Falhou'],
        // The overrides (docs/decisions.md, "Status vocabulary").
        ['batch', 'done', 'Concluído'],
        ['document', 'rejected', 'Rejeitado'],
        ['approval', 'rejected', 'Rejeitado'],
        ['bill_payment', 'rejected', 'Rejeitado'],
        ['bill_payment', 'failed', 'Falhou'],
        ['registration', 'rejected', 'Recusado'],
        ['pix', 'done', 'Concluído'],
        ['pix', 'rejected', 'Rejeitado'],
        ['pix_key', 'active', 'Ativa'],
    ])('%s %s reads %s', (vocabulary, value, label) => {
        expect(statusLabel(vocabulary, value)).toBe(label);
    });

    it.each(NAMES)(
        '%s: every label is pt-BR text, and no two statuses shown together share a tone',
        (name) => {
            const toneOf = new Map<string, string>();
            for (const [value, info] of Object.entries(VOCABULARIES[name])) {
                expect(info.label, value).toMatch(/^[A-ZÁÉÍÓÚÂÊÔÃÕÇ]/);
                expect(STATUS_TONES).toContain(info.tone);
                const same = toneOf.get(info.label);
                if (same) expect(info.tone, `${name}: ${value} reads like another status`).toBe(same);
                else toneOf.set(info.label, info.tone);
            }
            if (name === 'generic') return; // the dictionary: no list shows all of it
            const tones = [...toneOf.values()];
            expect(new Set(tones).size, `${name}: ${[...toneOf].join(', ')}`).toBe(tones.length);
        },
    );

    it('writes down the reason of every vocabulary beyond the spec', () => {
        const decisions = readFileSync('docs/decisions.md', 'utf8');
        for (const name of NAMES) expect(decisions, name).toContain(`\`${name}\``);
    });

    it('shows an unknown value as it came, neutral, and never throws', () => {
        expect(statusInfo('entity', 'on_hold')).toEqual({ label: 'on_hold', tone: 'grey' });
        expect(statusInfo('entity', ' ACTIVE ')).toEqual(VOCABULARIES.entity.active);
        expect(statusLabel('document', null)).toBe('N/A');
        expect(statusInfo('card', 'paid')).toEqual(DICTIONARY.paid);
        fc.assert(
            fc.property(fc.constantFrom(...NAMES), fc.string(), (name, value) => {
                expect(typeof statusInfo(name, value).label).toBe('string');
            }),
        );
    });

    it('offers one filter choice per label', () => {
        expect(statusChoices('entity').map((c) => c.name)).toEqual([
            'Bloqueado',
            'Pendente',
            'Encerrado',
            'Inativo',
            'Ativo',
        ]);
        expect(statusChoices('invoice', ['pending', 'paid'])).toEqual([
            { id: 'pending', name: 'Pendente' },
            { id: 'paid', name: 'Pago' },
        ]);
    });
});
