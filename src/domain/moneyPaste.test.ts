import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBRL, MAX_INPUT_CENTS, PASTE_MESSAGES, parsePastedAmount } from './money';

const NBSP = '\u00a0';

describe('parsePastedAmount', () => {
    it.each([
        ['1.234,56', 123456],
        ['1234,56', 123456],
        ['1234', 123400],
        ['R$ 1.234,56', 123456],
        [`R$${NBSP}1.234,56`, 123456],
        ['0,5', 50],
        ['0,05', 5],
        ['0,00', 0],
        ['  12,34\r\n', 1234],
        ['99.999.999.999,99', MAX_INPUT_CENTS],
    ])('takes %j as written: %d cents', (text, cents) => {
        expect(parsePastedAmount(text)).toEqual({ ok: true, cents });
    });

    it.each([
        ['-5', PASTE_MESSAGES.negative],
        ['-R$ 10,00', PASTE_MESSAGES.negative],
        ['R$ -0,01', PASTE_MESSAGES.negative],
        ['-0,00', PASTE_MESSAGES.negative],
        ['0,001', PASTE_MESSAGES.decimals],
        ['1.234,567', PASTE_MESSAGES.decimals],
        ['1e15', PASTE_MESSAGES.notAmount],
        ['1E+15', PASTE_MESSAGES.notAmount],
        ['12.34', PASTE_MESSAGES.notAmount],
        ['1,234.56', PASTE_MESSAGES.notAmount],
        ['abc', PASTE_MESSAGES.notAmount],
        ['', PASTE_MESSAGES.notAmount],
        ['10 reais', PASTE_MESSAGES.notAmount],
        ['Infinity', PASTE_MESSAGES.notAmount],
        ['100.000.000.000,00', PASTE_MESSAGES.tooBig],
    ])('refuses %j', (text, error) => {
        expect(parsePastedAmount(text)).toEqual({ ok: false, error });
    });

    it('reads back every amount a field can hold, formatted with or without R$ and thousands', () => {
        fc.assert(
            fc.property(fc.integer({ min: 0, max: MAX_INPUT_CENTS }), (cents) => {
                const shown = formatBRL(cents);
                const plain = `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
                for (const text of [shown, shown.replace(/^R\$\s/, ''), plain]) {
                    expect(parsePastedAmount(text)).toEqual({ ok: true, cents });
                }
            }),
        );
    });

    it('never accepts a negative amount, and what it accepts is cents a field can hold', () => {
        fc.assert(
            fc.property(fc.string(), (text) => {
                const pasted = parsePastedAmount(text);
                if (!pasted.ok) return;
                expect(Number.isSafeInteger(pasted.cents)).toBe(true);
                expect(pasted.cents).toBeGreaterThanOrEqual(0);
                expect(pasted.cents).toBeLessThanOrEqual(MAX_INPUT_CENTS);
                expect(text).not.toMatch(/[-eE]/);
            }),
        );
        fc.assert(
            fc.property(fc.integer({ min: 1, max: MAX_INPUT_CENTS }), (cents) => {
                expect(parsePastedAmount(`-${formatBRL(cents)}`)).toEqual({
                    ok: false,
                    error: PASTE_MESSAGES.negative,
                });
            }),
        );
    });
});
