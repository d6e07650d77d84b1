/**
 * The rules of a new password, shared by the change-password page and the sandbox bank: at least 8
 * characters, at least one letter and one digit, not containing the holder's CPF, confirmation equal.
 */

export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_MESSAGES = {
    required: 'Informe a nova senha.',
    tooShort: `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`,
    letterAndDigit: 'A senha deve ter pelo menos uma letra e um número.',
    containsCpf: 'A senha não pode conter o seu CPF.',
    mismatch: 'A confirmação não confere com a nova senha.',
} as const;

const HAS_LETTER = /\p{L}/u;
const HAS_DIGIT = /\d/;

/** The password alone (without its confirmation): the first broken rule's message, or null. */
export function checkNewPassword(password: string, cpf: string): string | null {
    if (!password) return PASSWORD_MESSAGES.required;
    if ([...password].length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
    if (!HAS_LETTER.test(password) || !HAS_DIGIT.test(password)) return PASSWORD_MESSAGES.letterAndDigit;
    // The CPF's 11 digits in a row, also when typed with its dots and dash ('abc839.560.739-32').
    const cpfDigits = cpf.replace(/\D/g, '');
    if (cpfDigits.length === 11 && password.replace(/[.\-\s]/g, '').includes(cpfDigits)) {
        return PASSWORD_MESSAGES.containsCpf;
    }
    return null;
}

/** The new password and its confirmation: the first broken rule's message (pt-BR), or null when valid. */
export function validateNewPassword(password: string, confirmation: string, cpf: string): string | null {
    return checkNewPassword(password, cpf) ?? (confirmation === password ? null : PASSWORD_MESSAGES.mismatch);
}
