import { CHARGE_EXPIRY, isStaticTxid, PIX_TEXTS } from '../../domain/pix';

/** Rules of the QR Code forms (static QR and dynamic charges), shared by the forms and their tests. */

/** A static QR's identifier (BR Code field 62/05): empty (none) or 1–25 letters or digits. */
export const txidError = (txid: string): string | null =>
    txid === '' || isStaticTxid(txid) ? null : PIX_TEXTS.staticTxidInvalid;

export type ExpiryUnit = 'minutes' | 'hours' | 'days';

/** Each unit's length; `label` is a catalogue key. */
export const EXPIRY_UNITS = Object.freeze({
    minutes: { label: 'pix.charges.form.minutes', seconds: 60 },
    hours: { label: 'pix.charges.form.hours', seconds: 3_600 },
    days: { label: 'pix.charges.form.days', seconds: 86_400 },
} as const satisfies Readonly<Record<ExpiryUnit, { label: string; seconds: number }>>);

export const EXPIRY_MESSAGE = PIX_TEXTS.expiresInvalid;

/** Seconds of a typed validity ('30' minutes → 1800), or null when it is not a whole number in bounds. */
export const expirySeconds = (typed: string, unit: ExpiryUnit): number | null => {
    if (!/^\d{1,6}$/.test(typed.trim())) return null;
    const seconds = Number(typed) * EXPIRY_UNITS[unit].seconds;
    return seconds >= CHARGE_EXPIRY.min && seconds <= CHARGE_EXPIRY.max ? seconds : null;
};

const two = (n: number) => String(n).padStart(2, '0');

/** Time left until `expiresAt` as 'hh:mm:ss' (or 'mm:ss' under an hour); null once it has passed. */
export const timeLeft = (expiresAt: string, now: number = Date.now()): string | null => {
    const ms = Date.parse(expiresAt) - now;
    if (!Number.isFinite(ms) || ms <= 0) return null;
    const total = Math.ceil(ms / 1000);
    const hours = Math.floor(total / 3600);
    const minutes = Math.floor((total % 3600) / 60);
    const seconds = total % 60;
    return hours > 0 ? `${two(hours)}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
};

/**
 * Room for the message of a static QR: the Pix template (field 26) holds at most 99 characters, of which the
 * GUI takes 18 and the key its length plus 4; the message's own header takes 4.
 */
export const staticMessageMax = (key: string) => Math.max(0, 99 - 18 - (4 + key.length) - 4);
