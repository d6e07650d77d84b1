import { normalizeMobile } from '../../../domain/phone';
import type { Channel } from '../api';

/** Proof that an e-mail or mobile was confirmed by code: valid only while the field still holds `target`. */
export interface Verified {
    target: string;
    token: string;
}

/** The value sent to the bank: a trimmed lower-case e-mail, or the mobile's 11 digits ('' when invalid). */
export const contactTarget = (channel: Channel, typed: string) =>
    channel === 'email' ? typed.trim().toLowerCase() : (normalizeMobile(typed) ?? '');

/** The token of a proof that still matches the typed value, or null. */
export const tokenFor = (channel: Channel, typed: string, proof: Verified | null | undefined) =>
    proof && proof.target === contactTarget(channel, typed) ? proof.token : null;
