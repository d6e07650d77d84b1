/** Masks applied while the user types: they accept partial input and never drop a typed digit. */

const applyPattern = (digits: string, pattern: string) => {
    let out = '';
    let i = 0;
    for (const slot of pattern) {
        if (i >= digits.length) break;
        if (slot === '0') out += digits[i++];
        else out += slot;
    }
    return out;
};

/** '12345678' → '123.456.78'; at most 11 digits. */
export const typeCpf = (text: string) => applyPattern(text.replace(/\D/g, '').slice(0, 11), '000.000.000-00');

/** '1198765' → '(11) 98765'; at most 11 digits. */
export const typeMobile = (text: string) =>
    applyPattern(text.replace(/\D/g, '').slice(0, 11), '(00) 00000-0000');

/** Digits only, at most `max`. */
export const typeDigits = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max);
