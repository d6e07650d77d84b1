import { formatCnpj } from '../../domain/cnpj';
import { formatCpf } from '../../domain/cpf';
import { formatMobile } from '../../domain/phone';
import { normalizePixKey, PIX_KEY_LABELS, type PixKeyType, pixKeyMessage } from '../../domain/pixKeys';
import { typeMobile } from '../../domain/typingMasks';
import { textOf } from '../../i18n';
import { pixMessages } from './messages';

const t = textOf(pixMessages);

/** A key as people read it: CPF and CNPJ masks, '(11) 98765-4321', e-mail and random key as they are. */
export const formatPixKey = (type: PixKeyType, key: string): string => {
    switch (type) {
        case 'CPF':
            return formatCpf(key);
        case 'CNPJ':
            return formatCnpj(key);
        case 'PHONE':
            return formatMobile(key);
        default:
            return key;
    }
};

/** 'Celular (11) 98765-4321': how a confirmation names a key. */
export const describePixKey = (type: PixKeyType, key: string) =>
    `${PIX_KEY_LABELS[type]} ${formatPixKey(type, key)}`;

export type ContactKeyType = Extract<PixKeyType, 'PHONE' | 'EMAIL'>;

/**
 * The phone-or-e-mail field after a keystroke, with its type detected as the user types: a letter or '@'
 * makes it an e-mail; '(' or '+' at the start makes it a phone. A national phone gets the mobile mask; a
 * '+55…' phone and an e-mail keep exactly what was typed.
 */
export const typeContactKey = (
    current: ContactKeyType,
    text: string,
): { type: ContactKeyType; text: string } => {
    const start = text.trimStart();
    if (/[@a-z]/i.test(text)) return { type: 'EMAIL', text };
    if (start.startsWith('+')) return { type: 'PHONE', text };
    const phoneShaped = /^[\d\s().-]*$/.test(text);
    if (phoneShaped && (current === 'PHONE' || start.startsWith('('))) {
        return { type: 'PHONE', text: typeMobile(text) };
    }
    return { type: current, text };
};

const EMPTY = {
    PHONE: 'pix.keys.new.phone_required',
    EMAIL: 'pix.keys.new.email_required',
} as const satisfies Readonly<Record<ContactKeyType, string>>;

/** The pt-BR problem with a typed phone or e-mail key, or null when it is a valid key. */
export const contactKeyError = (type: ContactKeyType, text: string): string | null => {
    if (text.trim() === '') return t(EMPTY[type]);
    return normalizePixKey(type, text) === null ? pixKeyMessage(type) : null;
};
