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

/**
 * A phone's country code, kept in front so the phone rules (phone.ts, landline.ts) see it: '+55' (a '+' with
 * another code is kept as typed, for the rules to refuse), '0055', or a bare '55' once there are more digits
 * than a national number has. Cutting to 11 digits first turned '+55 11 9…' into another number.
 */
const splitCountryCode = (text: string): { prefix: string; national: string } => {
    const digits = text.replace(/\D/g, '');
    if (text.trimStart().startsWith('+')) {
        return digits.startsWith('55')
            ? { prefix: '+55', national: digits.slice(2) }
            : { prefix: `+${digits.slice(0, 15)}`, national: '' };
    }
    if (digits.startsWith('0055')) return { prefix: '0055', national: digits.slice(4) };
    // '0', '00', '005' on the way to '0055': no DDD starts with 0.
    if (digits.length < 4 && digits.startsWith('00')) return { prefix: digits, national: '' };
    if (digits.length > 11 && digits.startsWith('55')) return { prefix: '+55', national: digits.slice(2) };
    return { prefix: '', national: digits };
};

const withCountryCode = (text: string, mask: (national: string) => string) => {
    const { prefix, national } = splitCountryCode(text);
    const masked = mask(national.slice(0, 11));
    return prefix && masked ? `${prefix} ${masked}` : prefix || masked;
};

/** '1198765' → '(11) 98765'; at most 11 national digits, after a country code when there is one. */
export const typeMobile = (text: string) =>
    withCountryCode(text, (digits) => applyPattern(digits, '(00) 00000-0000'));

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

/** Landline or mobile: '(11) 3456-7890' up to 10 digits, '(11) 98765-4321' at 11; country code as typeMobile. */
export const typePhone = (text: string) =>
    withCountryCode(text, (digits) =>
        applyPattern(digits, digits.length <= 10 ? '(00) 0000-0000' : '(00) 00000-0000'),
    );

/** '01310100' → '01310-100'; at most 8 digits. */
export const typeCep = (text: string) => applyPattern(text.replace(/\D/g, '').slice(0, 8), '00000-000');
