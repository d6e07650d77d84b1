import { describe, expect, it } from 'vitest';
import { BRANDS } from '../brands';
import { buildBankBoleto } from '../domain/boleto';
import { invoiceFreeField } from '../domain/invoice';
import { type ItfElement, itf25Bars } from '../domain/itf25';
import { formatBRL } from '../domain/money';
import { filledRects, pdfSource, shownTexts } from '../test/pdfSource';
import { BARCODE, type BoletoInvoice, barcodeBars, boletoPdf, boletoSheet, PAYMENT_PLACE } from './boleto';

const brand = BRANDS.bancodigital;
const built = buildBankBoleto({
    bankCode: '990',
    amountCents: 150_000,
    dueDate: '2026-12-10',
    freeField: invoiceFreeField('0023', '09', '10000000042', '7644256'),
});

const invoice = (over: Partial<BoletoInvoice> = {}): BoletoInvoice & { account_id: number } => ({
    account_id: 10,
    barcode: built.barcode,
    line: built.line,
    amount: 150_000,
    due_date: '2026-12-10',
    issue_date: '2026-11-22',
    created_at: '2026-11-22T13:00:00.000Z',
    our_number: '10000000042',
    our_number_dv: '7',
    your_number: 'NF1234',
    fine_percent: 200,
    interest_percent: 100,
    discount_amount: 1_000,
    discount_until: '2026-12-05',
    instructions: 'Referente ao pedido 77.',
    installment: null,
    beneficiary: { name: 'Monteiro & Tavares Comércio de Alimentos Ltda', document: '45938076000109' },
    drawee: {
        name: 'José Costa Barbosa',
        document: '36290364227',
        email: '',
        address: {
            zip: '01310100',
            street: 'Avenida Paulista',
            number: '1000',
            complement: 'Sala 12',
            district: 'Bela Vista',
            city: 'São Paulo',
            state: 'SP',
        },
    },
    ...over,
});

const nb = (text: string) => text.replaceAll('R$ ', 'R$\u00a0');

describe('boletoSheet', () => {
    it('holds every field of the FEBRABAN layout, formatted', () => {
        const sheet = boletoSheet(invoice(), 'Banco Digital', {
            agency: '0023',
            number: '764425',
            digit: '6',
        });
        expect(sheet).toMatchObject({
            bankName: 'Banco Digital',
            bankCode: '990-3',
            line: built.formattedLine,
            barcode: built.barcode,
            paymentPlace: PAYMENT_PLACE,
            dueDate: '10/12/2026',
            beneficiary: 'Monteiro & Tavares Comércio de Alimentos Ltda',
            beneficiaryDocument: 'CNPJ 45.938.076/0001-09',
            beneficiaryCode: '0023/764425-6',
            documentDate: '22/11/2026',
            documentNumber: 'NF1234',
            documentKind: 'DM',
            acceptance: 'N',
            processingDate: '22/11/2026',
            ourNumber: '09/10000000042-7',
            wallet: '09',
            currency: 'R$',
            amount: formatBRL(150_000),
            payer: 'José Costa Barbosa - CPF 362.903.642-27',
            payerAddress: ['Avenida Paulista, 1000 - Sala 12 - Bela Vista', '01310-100 - São Paulo/SP'],
        });
        expect(sheet.instructions).toEqual([
            'Após 10/12/2026, multa de 2,00%.',
            nb('Juros de mora de 1,00% ao mês (R$ 0,50 por dia).'),
            nb('Desconto de R$ 10,00 até 05/12/2026.'),
            'Referente ao pedido 77.',
        ]);
    });

    it('numbers the document with the nosso número when there is no seu número', () => {
        expect(boletoSheet(invoice({ your_number: '' }), 'Banco Digital').documentNumber).toBe('10000000042');
    });
});

/** Bars back into ITF elements: each bar's width, then the gap to the next bar as a space. */
function elementsOf(bars: { x: number; width: number }[], narrow: number): ItfElement[] {
    const units = (points: number) => Math.round(points / narrow);
    return bars.flatMap((bar, index) => {
        const own: ItfElement = { bar: true, wide: units(bar.width) === BARCODE.ratio };
        const next = bars[index + 1];
        if (!next) return [own];
        return [own, { bar: false, wide: units(next.x - bar.x - bar.width) === BARCODE.ratio }];
    });
}

describe('barcodeBars', () => {
    it('draws exactly the ITF-25 elements of the barcode, narrow or three times as wide', () => {
        const bars = barcodeBars(built.barcode, 34.08);
        expect(elementsOf(bars, BARCODE.narrow)).toEqual(itf25Bars(built.barcode));
        for (const bar of bars) expect([BARCODE.narrow, 3 * BARCODE.narrow]).toContain(bar.width);
        // 44 digits: start 4 + 44 × 9 + stop 5 = 405 narrow units.
        const last = bars[bars.length - 1];
        expect(last.x + last.width - 34.08).toBeCloseTo(405 * BARCODE.narrow, 9);
    });

    it('puts every edge on a whole number of narrow units from the origin', () => {
        for (const bar of barcodeBars(built.barcode, 0)) {
            const edge = bar.x / BARCODE.narrow;
            expect(Math.abs(edge - Math.round(edge))).toBeLessThan(1e-9);
        }
    });
});

describe('boletoPdf', () => {
    it('prints the receipt and the compensation slip with every text on one A4 portrait page', async () => {
        const source = await pdfSource(boletoPdf([invoice()], { brand }));
        expect(source).toMatch(/\/MediaBox \[0 0 595\.2\d+ 841\.8\d+\]/);
        const texts = shownTexts(source);
        for (const text of [
            'Recibo do Pagador',
            'Autenticação mecânica - Ficha de Compensação',
            'Corte na linha pontilhada',
            'Banco Digital',
            '990-3',
            built.formattedLine,
            PAYMENT_PLACE,
            '10/12/2026',
            'Monteiro & Tavares Comércio de Alimentos Ltda - CNPJ 45.938.076/0001-09',
            '0023/764425-6',
            'NF1234',
            'DM',
            'N',
            '09/10000000042-7',
            'R$ 1.500,00',
            '(-) Desconto / Abatimento',
            '(+) Mora / Multa',
            '(=) Valor cobrado',
            'Após 10/12/2026, multa de 2,00%.',
            'Juros de mora de 1,00% ao mês (R$ 0,50 por dia).',
            'Desconto de R$ 10,00 até 05/12/2026.',
            'Referente ao pedido 77.',
            'José Costa Barbosa - CPF 362.903.642-27',
            '01310-100 - São Paulo/SP',
        ]) {
            expect(texts).toContain(text);
        }
    });

    it('draws the barcode as filled rectangles equal to itf25Bars, 13 mm high', async () => {
        const source = await pdfSource(boletoPdf([invoice()], { brand }));
        const bars = filledRects(source)
            .filter(([, , , height]) => Math.abs(Math.abs(height) - BARCODE.height) < 1e-6)
            .map(([x, , width]) => ({ x, width }));
        expect(bars).toEqual(barcodeBars(built.barcode, bars[0].x));
        expect(elementsOf(bars, BARCODE.narrow)).toEqual(itf25Bars(built.barcode));
        // Quiet zones of at least 10 narrow units inside the printable area (10 mm from each edge).
        const last = bars[bars.length - 1];
        expect(bars[0].x).toBeGreaterThanOrEqual(10 * BARCODE.narrow + (5 * 72) / 25.4);
        expect(last.x + last.width + 10 * BARCODE.narrow).toBeLessThanOrEqual(595.28 - (10 * 72) / 25.4);
        // Every edge on the 0.24 pt grid of a 300 dpi printer.
        for (const bar of bars) expect(Math.abs(bar.x / 0.24 - Math.round(bar.x / 0.24))).toBeLessThan(1e-6);
    });

    it('prints a series as one page per parcel, each with its own barcode', async () => {
        const second = buildBankBoleto({
            bankCode: '990',
            amountCents: 75_000,
            dueDate: '2027-01-10',
            freeField: invoiceFreeField('0023', '09', '10000000043', '7644256'),
        });
        const blob = boletoPdf(
            [
                invoice({ installment: { number: 1, count: 2, group: 'g' } }),
                invoice({
                    barcode: second.barcode,
                    line: second.line,
                    amount: 75_000,
                    due_date: '2027-01-10',
                    installment: { number: 2, count: 2, group: 'g' },
                }),
            ],
            { brand },
        );
        const source = await pdfSource(blob);
        expect(source.match(/\/Type \/Page\b/g)).toHaveLength(2);
        const texts = shownTexts(source);
        expect(texts).toContain('Parcela 1 de 2.');
        expect(texts).toContain('Parcela 2 de 2.');
        expect(texts).toContain(second.formattedLine);
        expect(() => boletoPdf([], { brand })).toThrow(RangeError);
    });
});
