import { normalizeCnpj } from '../../domain/cnpj';
import { normalizeCpf } from '../../domain/cpf';
import { parseDateBR } from '../../domain/dates';
import { normalizeMobile } from '../../domain/phone';

/*
 * The wizards keep what was typed (masks, dd/MM/yyyy); the rules (src/domain/signup.ts) read the contract's
 * shapes. These turn one into the other, keeping a value that does not parse as typed so its rule says why.
 */

export const digitsOf = (value: string) => value.replace(/\D/g, '');
export const cpfOf = (value: string) => normalizeCpf(value) ?? digitsOf(value);
export const cnpjOf = (value: string) =>
    normalizeCnpj(value) ?? value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
/** 'dd/MM/yyyy' → 'yyyy-MM-dd'; an incomplete date stays as typed (its rule calls it invalid). */
export const isoOf = (value: string) => parseDateBR(value) ?? value.trim();
export const mobileOf = (value: string) => normalizeMobile(value) ?? value.trim();
export const emailOf = (value: string) => value.trim().toLowerCase();
