/** The portal bank's account numbers: 5 to 8 digits and a modulo-11 check digit (weights 2 to 9). */

export function accountCheckDigit(number: string): string {
    let sum = 0;
    for (let i = 0; i < number.length; i++) sum += Number(number[number.length - 1 - i]) * (2 + (i % 8));
    const digit = 11 - (sum % 11);
    return digit >= 10 ? '0' : String(digit);
}

/**
 * A new account number not in `taken`, drawn by `randomInt(min, max)` (inclusive) with 5 to 8 digits, as
 * the seed draws them.
 */
export function newAccountNumber(
    taken: ReadonlySet<string>,
    randomInt: (min: number, max: number) => number,
): { number: string; digit: string } {
    for (;;) {
        const length = randomInt(5, 8);
        const number = String(randomInt(10 ** (length - 1), 10 ** length - 1));
        if (!taken.has(number)) return { number, digit: accountCheckDigit(number) };
    }
}
