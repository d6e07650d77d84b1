const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const BRL_TEXT = /^(-?)(?:R\$\s*)?(-?)(\d+|\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?$/;

function decimalString(cents: bigint): `${number}` {
    const sign = cents < 0n ? '-' : '';
    const abs = (cents < 0n ? -cents : cents).toString().padStart(3, '0');
    return `${sign}${abs.slice(0, -2)}.${abs.slice(-2)}` as `${number}`;
}

export function centsToDecimalString(cents: number): string {
    if (!Number.isInteger(cents)) throw new RangeError(`Cents must be an integer: ${cents}`);
    return decimalString(BigInt(cents));
}

export function formatBRL(cents: number): string {
    if (!Number.isFinite(cents)) return 'N/A';
    return BRL.format(decimalString(BigInt(Math.round(cents))));
}

export function parseBRL(text: string): number | null {
    const match = BRL_TEXT.exec(text.trim());
    if (match === null) return null;
    const [, minusBefore, minusAfter, integer, fraction = ''] = match;
    if (minusBefore && minusAfter) return null;
    const cents = Number(integer.replaceAll('.', '') + fraction.padEnd(2, '0'));
    if (!Number.isSafeInteger(cents)) return null;
    return minusBefore || minusAfter ? -cents || 0 : cents;
}

/** The largest amount a money field holds: 13 digits of cents (R$ 99.999.999.999,99). */
export const MAX_INPUT_CENTS = 9_999_999_999_999;

export const PASTE_MESSAGES = {
    notAmount: 'O texto colado não é um valor em reais: use o formato 1.234,56 (vírgula antes dos centavos).',
    negative: 'Valor negativo não é aceito: cole um valor positivo, como 1.234,56.',
    decimals: 'O valor colado tem mais de dois dígitos de centavos: use o formato 1.234,56.',
    tooBig: 'O valor colado é grande demais para este campo.',
} as const;

export type PastedAmount = { ok: true; cents: number } | { ok: false; error: string };

/** A pt-BR amount with three or more decimals ('0,001'), which parseBRL refuses without saying why. */
const TOO_MANY_DECIMALS = /^-?(?:R\$\s*)?-?(?:\d+|\d{1,3}(?:\.\d{3})+),\d{3,}$/;

/**
 * What a paste into a money field means: a pt-BR amount ('1.234,56', '1234,56', '1234', 'R$ 1.234,56', '0,5')
 * taken as written, or the reason it is refused. Typing fills from the right; a paste is never digit-shifted,
 * so '-5', '0,001' or '1e15' cannot become R$ 0,05, R$ 0,01 or R$ 1,15.
 */
export function parsePastedAmount(text: string): PastedAmount {
    const clean = text.trim();
    const cents = parseBRL(clean);
    if (cents === null) {
        return {
            ok: false,
            error: TOO_MANY_DECIMALS.test(clean) ? PASTE_MESSAGES.decimals : PASTE_MESSAGES.notAmount,
        };
    }
    if (clean.includes('-')) return { ok: false, error: PASTE_MESSAGES.negative };
    if (cents > MAX_INPUT_CENTS) return { ok: false, error: PASTE_MESSAGES.tooBig };
    return { ok: true, cents };
}
