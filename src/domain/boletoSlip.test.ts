import { describe, expect, it } from 'vitest';
import { buildBankBoleto } from './boleto';
import {
    bankCodeDv,
    bankCodeWithDv,
    beneficiaryCode,
    type InstructionTerms,
    instructionLines,
} from './boletoSlip';
import { invoiceFreeField } from './invoice';

describe('bankCodeDv', () => {
    it.each([
        ['001', '9'],
        ['033', '7'],
        ['041', '8'],
        ['070', '1'],
        ['077', '9'],
        ['104', '0'],
        ['237', '2'],
        ['260', '7'],
        ['341', '7'],
        ['399', '9'],
        ['422', '7'],
        ['745', '5'],
        ['756', '0'],
    ])('prints %s-%s as the bank does', (code, dv) => {
        expect(bankCodeDv(code)).toBe(dv);
    });

    it("prints the sandbox bank as '990-3'", () => {
        expect(bankCodeWithDv('990')).toBe('990-3');
    });

    it('refuses anything but three digits', () => {
        expect(() => bankCodeDv('99')).toThrow(RangeError);
        expect(() => bankCodeDv('99a')).toThrow(RangeError);
    });
});

/** formatBRL puts a no-break space after 'R$'. */
const nb = (text: string) => text.replaceAll('R$ ', 'R$\u00a0');

const terms = (over: Partial<InstructionTerms> = {}): InstructionTerms => ({
    amount: 150_000,
    due_date: '2026-12-10',
    fine_percent: 0,
    interest_percent: 0,
    discount_amount: 0,
    discount_until: null,
    instructions: '',
    installment: null,
    ...over,
});

describe('instructionLines', () => {
    it('writes fine, interest per month and per day, discount, parcel, then the free text', () => {
        expect(
            instructionLines(
                terms({
                    fine_percent: 200,
                    interest_percent: 100,
                    discount_amount: 1_000,
                    discount_until: '2026-12-05',
                    installment: { number: 2, count: 6 },
                    instructions: '  Não receber após 30 dias.  ',
                }),
            ),
        ).toEqual([
            'Após 10/12/2026, multa de 2,00%.',
            nb('Juros de mora de 1,00% ao mês (R$ 0,50 por dia).'),
            nb('Desconto de R$ 10,00 até 05/12/2026.'),
            'Parcela 2 de 6.',
            'Não receber após 30 dias.',
        ]);
    });

    it('rounds the daily interest half up to the cent, as the bank charges it', () => {
        // 1.234,56 × 2,5 % / 30 = 1,0288 → R$ 1,03
        expect(instructionLines(terms({ amount: 123_456, interest_percent: 250 }))).toEqual([
            nb('Juros de mora de 2,50% ao mês (R$ 1,03 por dia).'),
        ]);
        // 5,00 × 0,01 % / 30 rounds to nothing: no daily amount is printed.
        expect(instructionLines(terms({ amount: 500, interest_percent: 1 }))).toEqual([
            'Juros de mora de 0,01% ao mês.',
        ]);
    });

    it('says nothing for terms that are not there', () => {
        expect(instructionLines(terms())).toEqual([]);
        expect(instructionLines(terms({ discount_amount: 500, discount_until: null }))).toEqual([]);
    });
});

describe('beneficiaryCode', () => {
    const barcode = buildBankBoleto({
        bankCode: '990',
        amountCents: 100,
        dueDate: '2026-12-10',
        freeField: invoiceFreeField('0023', '09', '10000000001', '7644256'),
    }).barcode;

    it('prints the receiving account when it is known', () => {
        expect(beneficiaryCode(barcode, { agency: '0023', number: '764425', digit: '6' })).toBe(
            '0023/764425-6',
        );
    });

    it('reads agency and account from the free field otherwise', () => {
        expect(beneficiaryCode(barcode)).toBe('0023/764425-6');
        expect(() => beneficiaryCode('123')).toThrow(RangeError);
    });
});
