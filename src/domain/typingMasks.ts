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

/**
 * CPF or CNPJ, letters kept for the alphanumeric CNPJ (upper-cased): up to 11 digits it is shaped as a CPF,
 * from the 12th character or the first letter as a CNPJ. '12abc34501de35' → '12.ABC.345/01DE-35'.
 */
export const typeDocument = (text: string) => {
    const chars = text
        .replace(/[^0-9a-z]/gi, '')
        .toUpperCase()
        .slice(0, 14);
    return chars.length <= 11 && /^\d*$/.test(chars)
        ? applyPattern(chars, '000.000.000-00')
        : applyPattern(chars, '00.000.000/0000-00');
};

/** Landline or mobile: '(11) 3456-7890' up to 10 digits, '(11) 98765-4321' at 11. */
export const typePhone = (text: string) => {
    const digits = text.replace(/\D/g, '').slice(0, 11);
    return applyPattern(digits, digits.length <= 10 ? '(00) 0000-0000' : '(00) 00000-0000');
};

/** '01310100' → '01310-100'; at most 8 digits. */
export const typeCep = (text: string) => applyPattern(text.replace(/\D/g, '').slice(0, 8), '00000-000');
