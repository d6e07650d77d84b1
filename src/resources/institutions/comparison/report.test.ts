import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../../brands';
import type { BankFigures, BankFinancialReport } from '../../../contract/bankReports';
import { formatBRL } from '../../../domain/money';
import { createReport } from '../../../pdf';
import { pdfSource, shownTexts } from '../../../test/pdfSource';
import { comparisonCsv, comparisonPdfTable, comparisonRows, shortName } from './report';

const figures = (base: number): BankFigures => ({
    opening_balance: base,
    inflows: base / 2,
    outflows: -base / 4,
    closing_balance: base + base / 2 - base / 4,
    transactions: base / 100,
    accounts_opened: 1,
    accounts_total: 10,
});

const report = (bases: number[]): BankFinancialReport => ({
    from: '2026-11-01',
    to: '2026-11-27',
    banks: bases.map((base, index) => ({
        bank_id: index + 1,
        name: `Banco ${index + 1} S.A.`,
        code: '001',
        ...figures(base),
    })),
    totals: figures(bases.reduce((s, b) => s + b, 0)),
});

describe('bank comparison report', () => {
    it('differs the second from the first with two banks, and the highest from the lowest with more', () => {
        const two = comparisonRows(report([40_000, 10_000])).find((row) => row.metric === 'inflows');
        expect(two).toMatchObject({ banks: [20_000, 5_000], total: 25_000, difference: -15_000 });
        const three = comparisonRows(report([40_000, 10_000, 80_000])).find((row) => row.metric === 'change');
        expect(three?.difference).toBe(20_000 - 2_500);
        expect(shortName('LojaCred Comércio Varejista Ltda')).toBe('LojaCred Comércio Varejista');
        expect(shortName('Banco Bradesco S.A.')).toBe('Banco Bradesco');
    });

    it('writes the same rows in the CSV (decimal comma) and the PDF (R$)', async () => {
        const data = report([40_000, 10_000]);
        const lines = comparisonCsv(data).split('\r\n');
        expect(lines).toHaveLength(1 + 8);
        expect(lines[2]).toBe('Entradas;200,00;50,00;250,00;-150,00');
        expect(lines[6]).toBe('Lançamentos;400;100;500;-300');
        const pdf = createReport({ title: 'Comparativo de bancos', brand: BRANDS.bancodigital }).table(
            comparisonPdfTable(data),
        );
        const texts = shownTexts(await pdfSource(pdf.blob()));
        expect(texts).toContain('Entradas');
        expect(texts).toContain(formatBRL(25_000).replace(/\s/g, ' '));
    });
});
