import { writeFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { BRANDS } from '../brands';
import { formatBRL } from '../domain/money';
import { createReport, type Report } from '.';
import { brasiliaDateTime, pdfText } from './text';

const brand = BRANDS.bancodigital;
const emittedAt = new Date('2026-11-22T15:04:00Z');

/** The PDF's bytes as Latin-1 text, every compressed stream inflated: text operators can be searched. */
async function pdfSource(report: Report): Promise<string> {
    const raw = Buffer.from(await report.blob().arrayBuffer()).toString('latin1');
    return raw.replace(/stream\r?\n([\s\S]*?)\r?\nendstream/g, (whole, data: string) => {
        try {
            return inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
        } catch {
            return whole;
        }
    });
}

/** The strings shown with Tj, in order, unescaped. */
const shownTexts = (source: string) =>
    [...source.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((match) => match[1].replace(/\\(.)/g, '$1'));

/** The first page's width and height in points, to two decimals. */
function pageSize(source: string): string[] {
    const box = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(source);
    return box ? [Number(box[1]).toFixed(2), Number(box[2]).toFixed(2)] : [];
}

function statement(rows: number): Report {
    return createReport({
        title: 'Extrato de movimentações',
        subtitle: 'Conta 12345-6 · Agência 0001 · de 01/11/2026 a 22/11/2026',
        brand,
        emittedAt,
    })
        .heading('Lançamentos do período')
        .paragraph(
            'Saldo e movimentações da conta corrente, conforme a posição de fechamento do dia anterior.',
        )
        .table({
            columns: [
                { header: 'Data', key: 'date', width: 70 },
                { header: 'Descrição', key: 'description' },
                { header: 'Documento', key: 'document', align: 'center', width: 90 },
                { header: 'Valor', key: 'amount', width: 90 },
                { header: 'Saldo', key: 'balance', width: 90 },
            ],
            rows: Array.from({ length: rows }, (_, index) => ({
                date: `${String((index % 28) + 1).padStart(2, '0')}/11/2026`,
                description:
                    index % 3 === 0 ? `Pix recebido de João Conceição ${index}` : 'Tarifa de manutenção',
                document: String(100000 + index),
                amount: formatBRL(index % 3 === 0 ? 123456 : -1990),
                balance: formatBRL(5_000_00 + index * 1234),
            })),
        });
}

describe('createReport', () => {
    it('breaks a long table into pages numbered x/N, each with the header and footer', async () => {
        const report = statement(120);
        const pages = report.pageCount();
        expect(pages).toBeGreaterThan(1);
        const texts = shownTexts(await pdfSource(report));
        for (let page = 1; page <= pages; page++) expect(texts).toContain(`Página ${page}/${pages}`);
        expect(texts.filter((text) => text === 'Extrato de movimentações')).toHaveLength(pages);
        expect(texts.filter((text) => text === 'Banco Digital')).toHaveLength(pages);
        expect(texts.filter((text) => text === 'BD')).toHaveLength(pages);
        // The table's header row repeats on every page.
        expect(texts.filter((text) => text === 'Descrição')).toHaveLength(pages);
    });

    it('prints the emission time in Brasília, the product version, amounts and accents', async () => {
        const texts = shownTexts(await pdfSource(statement(3)));
        expect(texts).toContain('Emitido em 22/11/2026 às 12:04 (horário de Brasília)');
        expect(texts).toContain('Versão 2.94.35');
        expect(texts).toContain('R$ 1.234,56');
        expect(texts).toContain('-R$ 19,90');
        expect(texts).toContain('Lançamentos do período');
        expect(texts).toContain('Pix recebido de João Conceição 0');
        expect(texts).toContain('Tarifa de manutenção');
    });

    it('is A4 landscape by default and A4 portrait on request', async () => {
        expect(pageSize(await pdfSource(statement(1)))).toEqual(['841.89', '595.28']);
        const receipt = createReport({ title: 'Comprovante', brand, orientation: 'portrait', emittedAt });
        expect(pageSize(await pdfSource(receipt))).toEqual(['595.28', '841.89']);
    });

    it('prints receipts as label and value pairs', async () => {
        const receipt = createReport({ title: 'Comprovante de transferência', brand, emittedAt }).keyValues([
            ['Favorecido', 'Maria Antônia'],
            ['Valor', formatBRL(123456)],
            ['Autenticação', 'A1B2C3'],
        ]);
        const texts = shownTexts(await pdfSource(receipt));
        expect(texts).toEqual(
            expect.arrayContaining(['Favorecido', 'Maria Antônia', 'Valor', 'R$ 1.234,56']),
        );
        expect(receipt.pageCount()).toBe(1);
    });

    it('says so when a table has no rows', async () => {
        const report = createReport({ title: 'Pagamentos', brand, emittedAt }).table({
            columns: [{ header: 'Data', key: 'date' }],
            rows: [],
        });
        expect(shownTexts(await pdfSource(report))).toContain('Nenhum registro encontrado.');
    });

    it('takes no more content once output', () => {
        const report = createReport({ title: 'Pagamentos', brand, emittedAt });
        report.blob();
        expect(() => report.paragraph('depois')).toThrow(/já foi gerado/);
        expect(report.blob().size).toBeGreaterThan(0);
    });
});

describe('brasiliaDateTime', () => {
    it('is UTC−3 whatever the machine zone, across midnight and year end', () => {
        expect(brasiliaDateTime(emittedAt)).toBe('22/11/2026 às 12:04');
        expect(brasiliaDateTime(new Date('2026-11-23T01:30:00Z'))).toBe('22/11/2026 às 22:30');
        expect(brasiliaDateTime(new Date('2027-01-01T02:59:00Z'))).toBe('31/12/2026 às 23:59');
    });
});

describe('pdfText', () => {
    it('keeps Latin-1 accents and spells other typography in Latin-1', () => {
        expect(pdfText('ação é ç ã ü Ç')).toBe('ação é ç ã ü Ç');
        expect(pdfText('ac\u0327a\u0303o')).toBe('ação');
        expect(pdfText('R$\u00a01.234,56 — “ok” … •')).toBe('R$ 1.234,56 - "ok" ... ·');
        expect(pdfText('ok ✓ 😀\tfim')).toBe('ok ? ? fim');
    });
});

// PDF_SAMPLE=/tmp/relatorio.pdf npx vitest run src/pdf — writes a sample to look at.
it.runIf(Boolean(process.env.PDF_SAMPLE))('writes a sample report', async () => {
    const report = statement(60)
        .heading('Comprovante')
        .keyValues([
            ['Favorecido', 'Maria Antônia da Conceição'],
            ['Valor', formatBRL(123456)],
            ['Descrição', 'Transferência entre contas — pagamento de aluguel de novembro'],
        ]);
    writeFileSync(String(process.env.PDF_SAMPLE), Buffer.from(await report.blob().arrayBuffer()));
});
