import { formatTime } from './dates';

/**
 * The transaction password (senha de transação): the 6-digit PIN that confirms every move of money, separate
 * from the login password. Its rules are shared by the portal's forms and the sandbox bank.
 */

export const TRANSACTION_PASSWORD_LENGTH = 6;
/** Wrong tries in a row that lock it, and for how long. */
export const TRANSACTION_PASSWORD_MAX_TRIES = 3;
export const TRANSACTION_PASSWORD_LOCK_MINUTES = 30;
/** The recovery code: how long it is valid, and how many wrong codes discard it. */
export const TRANSACTION_CODE_MINUTES = 10;
export const TRANSACTION_CODE_MAX_TRIES = 5;

export const TRANSACTION_PASSWORD_MESSAGES = {
    required: 'Informe a senha de transação.',
    newRequired: 'Informe a nova senha de transação.',
    format: 'A senha de transação tem exatamente 6 números.',
    repeated: 'Não use o mesmo número repetido (como 111111).',
    sequence: 'Não use números em sequência (como 123456 ou 654321).',
    cpf: 'Não use números do seu CPF.',
    birthDate: 'Não use a sua data de nascimento.',
    mismatch: 'A confirmação não confere com a nova senha de transação.',
    same: 'A nova senha de transação deve ser diferente da atual.',
    wrong: 'Senha de transação incorreta.',
    notDefined:
        'Você ainda não tem senha de transação. Crie a sua em Meu perfil, no quadro "Senha de transação".',
    alreadyDefined: 'Você já tem senha de transação. Para trocá-la, use a alteração ou a recuperação.',
    codeRequired: 'Informe o código recebido.',
    codeWrong: 'Código inválido ou expirado.',
    channel: 'Escolha receber o código por SMS ou por e-mail.',
} as const;

/** 'Senha de transação incorreta. Restam N tentativas.' (the last one says so). */
export const wrongTriesMessage = (left: number) =>
    `${TRANSACTION_PASSWORD_MESSAGES.wrong} ${left === 1 ? 'Resta 1 tentativa.' : `Restam ${left} tentativas.`}`;

/** 'Senha de transação bloqueada até HH:mm …' (Brasília), for a lock ending at `until` (ISO 8601). */
export const lockedMessage = (until: string) =>
    `Senha de transação bloqueada até ${formatTime(until)} por excesso de tentativas. Aguarde ou recupere-a com um código em Meu perfil.`;

/** Who the PIN must not recall: the holder's CPF (11 digits) and birth date (yyyy-MM-dd) when known. */
export interface PinOwner {
    cpf: string;
    birthDate?: string | null;
}

const isRun = (digits: number[], step: number) =>
    digits.every((d, i) => i === 0 || d - digits[i - 1] === step);

/** The ways a birth date is written in 6 digits: ddMMyy, yyMMdd, MMddyy. */
const birthForms = (isoDate: string): string[] => {
    const [year, month, day] = isoDate.slice(0, 10).split('-');
    if (!year || !month || !day) return [];
    const yy = year.slice(2);
    return [day + month + yy, yy + month + day, month + day + yy];
};

/** A new PIN: the first broken rule's message, or null when it may be used. */
export function checkTransactionPassword(pin: string, owner: PinOwner): string | null {
    if (!pin) return TRANSACTION_PASSWORD_MESSAGES.newRequired;
    if (!/^\d{6}$/.test(pin)) return TRANSACTION_PASSWORD_MESSAGES.format;
    const digits = [...pin].map(Number);
    if (isRun(digits, 0)) return TRANSACTION_PASSWORD_MESSAGES.repeated;
    if (isRun(digits, 1) || isRun(digits, -1)) return TRANSACTION_PASSWORD_MESSAGES.sequence;
    if (owner.cpf.replace(/\D/g, '').includes(pin)) return TRANSACTION_PASSWORD_MESSAGES.cpf;
    if (owner.birthDate && birthForms(owner.birthDate).includes(pin))
        return TRANSACTION_PASSWORD_MESSAGES.birthDate;
    return null;
}

/** Only digits, at most 6: what a PIN field keeps of what was typed or pasted. */
export const typePin = (text: string) => text.replace(/\D/g, '').slice(0, TRANSACTION_PASSWORD_LENGTH);
