import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
    BATCH_STATUS,
    DOCUMENT_STATUS,
    ENTITY_STATUS,
    GENERIC_STATUS,
    PAYMENT_STATUS,
    STATUS,
    STATUS_TABLES,
    type StatusVocabulary,
    statusColor,
    statusInfo,
    statusLabel,
} from './statuses';

// Spec 2 §4, verbatim.
const SPEC: Record<StatusVocabulary, string> = {
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
const VOCABULARIES = Object.keys(SPEC) as StatusVocabulary[];
const values = (vocabulary: StatusVocabulary): string[] => SPEC[vocabulary].split(' ');
const COLORS = ['default', 'primary', 'secondary', 'success', 'warning', 'error', 'info'];

describe('tables', () => {
    it.each(VOCABULARIES)(
        '%s has exactly the spec values, each with a pt-BR label and an MUI colour',
        (vocabulary) => {
            const table = STATUS_TABLES[vocabulary];
            expect(Object.keys(table).sort()).toEqual(values(vocabulary).sort());
            for (const value of values(vocabulary)) {
                expect(table[value].label).not.toBe(value);
                expect(table[value].label).not.toBe('');
                expect(COLORS).toContain(table[value].color);
                expect(statusLabel(vocabulary, value)).toBe(table[value].label);
            }
        },
    );

    it('STATUS holds every value of every vocabulary', () => {
        const all = new Set(VOCABULARIES.flatMap(values));
        expect(new Set(Object.keys(STATUS))).toEqual(all);
        expect(STATUS_TABLES).toEqual({
            generic: GENERIC_STATUS,
            payment: PAYMENT_STATUS,
            batch: BATCH_STATUS,
            document: DOCUMENT_STATUS,
            entity: ENTITY_STATUS,
        });
    });

    it('is frozen', () => {
        for (const table of [STATUS, ...Object.values(STATUS_TABLES)])
            expect(Object.isFrozen(table)).toBe(true);
        expect(Object.isFrozen(STATUS.pending)).toBe(true);
    });
});

describe('labels given by the spec', () => {
    it.each<[StatusVocabulary, string, string]>([
        ['generic', 'done', 'Aprovado'],
        ['generic', 'approved', 'Aprovado'],
        ['generic', 'activated', 'Aprovado'],
        ['generic', 'rejected', 'Bloqueado'],
        ['generic', 'external_rejected', 'Rejeitado - Operadora'],
        ['generic', 'internal_rejected', 'Rejeitado - BackOffice'],
        ['generic', 'refunded', 'Devolvido'],
        ['generic', 'transacted', 'Pago'],
        ['generic', 'success', 'Pago'],
        ['generic', 'failure', 'Falha na Operadora'],
        ['entity', 'active', 'Ativo'],
        ['entity', 'approved', 'Ativo'],
        ['entity', 'done', 'Ativo'],
        ['entity', 'rejected', 'Bloqueado'],
        ['entity', 'blocked', 'Bloqueado'],
        ['document', 'rejected', 'Rejeitado'],
        ['document', 'approved', 'Aprovado'],
        ['batch', 'done', 'Concluído'],
        ['payment', 'succeeded', 'Pago'],
        ['payment', 'refunded', 'Devolvido'],
    ])('%s %s → %s', (vocabulary, value, label) => {
        expect(statusLabel(vocabulary, value)).toBe(label);
    });

    it.each<[string, string]>([
        ['pending', 'Pendente'],
        ['pending_approval', 'Aguardando aprovação'],
        ['on_queue', 'Na fila'],
        ['processing', 'Processando'],
        ['processing_cancellation', 'Cancelando'],
        ['partially_paid', 'Pago parcialmente'],
        ['expired', 'Vencido'],
        ['chargeback', 'Chargeback'],
        ['in_analysis', 'Em análise'],
        ['in_protest', 'Em protesto'],
        ['canceled', 'Cancelado'],
        ['reversed', 'Estornado'],
        ['scheduled', 'Agendado'],
        ['draft', 'Rascunho'],
    ])('generic %s → %s', (value, label) => {
        expect(statusLabel('generic', value)).toBe(label);
    });

    it.each<[StatusVocabulary, string, string]>([
        ['generic', 'approved', 'success'],
        ['generic', 'rejected', 'error'],
        ['generic', 'pending', 'warning'],
        ['generic', 'processing', 'info'],
        ['generic', 'canceled', 'default'],
        ['document', 'rejected', 'error'],
        ['entity', 'active', 'success'],
        ['entity', 'inactive', 'default'],
    ])('%s %s is %s', (vocabulary, value, color) => {
        expect(statusColor(vocabulary, value)).toBe(color);
    });
});

describe('lookup', () => {
    it.each<[StatusVocabulary, string | null | undefined, string, string]>([
        ['generic', ' PENDING ', 'Pendente', 'warning'],
        ['entity', 'Active', 'Ativo', 'success'],
        ['payment', 'pending', 'Pendente', 'warning'], // not listed for payments: generic meaning
        ['document', 'expired', 'Vencido', 'error'],
        ['generic', 'active', 'Ativo', 'success'],
        ['generic', 'em_revisao', 'em_revisao', 'default'],
        ['entity', 'Suspensa', 'Suspensa', 'default'],
        ['generic', 'constructor', 'constructor', 'default'],
        ['generic', '__proto__', '__proto__', 'default'],
        ['generic', 'toString', 'toString', 'default'],
        ['generic', null, 'N/A', 'default'],
        ['generic', undefined, 'N/A', 'default'],
        ['generic', '  ', 'N/A', 'default'],
        ['nonsense' as StatusVocabulary, 'done', 'Aprovado', 'success'],
    ])('%s %o → %s (%s)', (vocabulary, value, label, color) => {
        expect(statusInfo(vocabulary, value)).toEqual({ label, color });
    });

    it('never throws: a known label, or the raw value in default', () => {
        const known = new Set(Object.values(STATUS).map((info) => info.label));
        fc.assert(
            fc.property(fc.constantFrom(...VOCABULARIES), fc.string(), (vocabulary, value) => {
                const info = statusInfo(vocabulary, value);
                if (value.trim() === '') expect(info.label).toBe('N/A');
                else if (!known.has(info.label)) expect(info).toEqual({ label: value, color: 'default' });
            }),
        );
    });
});
