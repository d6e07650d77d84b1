import { isValidMobile } from '../../../domain/phone';
import { detectPixKeyType, normalizePixKey, type PixKeyType, pixKeyMessage } from '../../../domain/pixKeys';
import { textOf } from '../../../i18n';
import { pixSendMessages } from './messages';

const t = textOf(pixSendMessages);

export const KEY_REQUIRED = t('pix_send.key_page.key_required');
export const AMBIGUOUS_HINT = t('pix_send.key_page.ambiguous_hint');

/** What the key field holds right now: the type in use, the DICT key, and what to tell the user. */
export interface KeyReading {
    /** The type the key is read as: the user's choice, else the detected one. */
    type: PixKeyType;
    detected: PixKeyType;
    /** The canonical key, or null while the text is not a valid key of `type`. */
    key: string | null;
    /** Why `key` is null (only once there is something typed). */
    error?: string;
    /** 11 plain digits read as a CPF that are also a valid mobile. */
    hint?: string;
}

/**
 * Reads a typed key. Detection follows the DICT rule (11 digits are a CPF before a mobile without +55); the
 * user may override the type, which is the only way to send to a phone typed without its +55.
 */
export function readKey(text: string, override: PixKeyType | null): KeyReading {
    const detected = detectPixKeyType(text);
    const type = override ?? detected;
    if (!text.trim()) return { type, detected, key: null };
    const key = normalizePixKey(type, text);
    const reading: KeyReading = { type, detected, key };
    if (key === null) reading.error = pixKeyMessage(type);
    if (type === 'CPF' && /^\d{11}$/.test(text.trim()) && isValidMobile(text)) reading.hint = AMBIGUOUS_HINT;
    return reading;
}
