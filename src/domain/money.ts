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
