/**
 * The hierarchy's field rules, checked by the forms before sending and by the sandbox bank on every write
 * (one place, so both say the same on the same field). Pure: domain and contract only.
 */

import type { AccountKind } from '../../contract/accounts';
import {
    INSTITUTION_ACCOUNT_KINDS,
    LEGAL_ONLY_KINDS,
    INSTITUTION_MESSAGES as M,
    NATURAL_ONLY_KINDS,
} from '../../contract/institutions';
import { accountCheckDigit } from '../../domain/accountNumber';
import { isValidCnpj } from '../../domain/cnpj';
import { isValidDocument } from '../../domain/document';
import { UFS } from '../../domain/drawee';

export type FieldErrors = Record<string, string[]>;
type Values = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
export const digitsOf = (value: unknown) => text(value).replace(/\D/g, '');
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const collect = () => {
    const errors: FieldErrors = {};
    const check = (field: string, wrong: boolean, message: string) => {
        if (wrong && !errors[field]) errors[field] = [message];
    };
    return { errors, check };
};

const checkAddress = (check: ReturnType<typeof collect>['check'], values: Values) => {
    const address = (values.address ?? {}) as Values;
    check('address.zip', digitsOf(address.zip).length !== 8, M.zip);
    check('address.street', text(address.street).length < 3, M.street);
    check('address.number', text(address.number) === '', M.houseNumber);
    check('address.district', text(address.district) === '', M.district);
    check('address.city', text(address.city).length < 2, M.city);
    check('address.state', !(text(address.state) in UFS), M.state);
};

const checkContact = (check: ReturnType<typeof collect>['check'], values: Values) => {
    const email = text(values.email);
    check('email', email !== '' && !EMAIL.test(email), M.email);
    const phone = digitsOf(values.phone);
    check('phone', phone !== '' && (phone.length < 10 || phone.length > 11), M.phone);
};

const checkName = (check: ReturnType<typeof collect>['check'], values: Values) => {
    const name = text(values.name);
    check('name', name.length < 3 || name.length > 80, M.name);
};

/** A bank (loja, montadora): name, COMPE, ISPB, CNPJ (alphanumeric too), contact and address. */
export function validateBank(values: Values): FieldErrors {
    const { errors, check } = collect();
    checkName(check, values);
    check('trade_name', text(values.trade_name).length > 60, M.tradeName);
    check('code', !/^\d{3}$/.test(text(values.code)), M.code);
    check('ispb', !/^\d{8}$/.test(text(values.ispb)), M.ispb);
    check('document', !isValidCnpj(text(values.document)), M.document);
    checkContact(check, values);
    checkAddress(check, values);
    return errors;
}

/** The modulo-11 check digit of an agency's 4 digits (the same rule as the portal's account numbers). */
export const agencyCheckDigit = (number: string) => accountCheckDigit(number);

/** An agency (ponto de venda, filial): its bank, name, number with check digit, address. */
export function validateAgency(values: Values): FieldErrors {
    const { errors, check } = collect();
    check('bank_id', !(Number(values.bank_id) > 0), M.bank);
    checkName(check, values);
    const number = text(values.number);
    check('number', !/^\d{4}$/.test(number), M.agencyNumber);
    if (/^\d{4}$/.test(number))
        check('digit', text(values.digit) !== agencyCheckDigit(number), M.agencyDigit);
    checkContact(check, values);
    checkAddress(check, values);
    return errors;
}

export const isAccountKind = (value: unknown): value is AccountKind =>
    (INSTITUTION_ACCOUNT_KINDS as readonly unknown[]).includes(value);

/**
 * An account opened in an agency: kind, account type, the holder's CPF or CNPJ (the kind decides which) and,
 * when typed, its number (5 to 8 digits) with the modulo-11 check digit; left blank, the bank draws one.
 */
export function validateInstitutionAccount(values: Values): FieldErrors {
    const { errors, check } = collect();
    check('agency_id', !(Number(values.agency_id) > 0), M.agency);
    check('kind', !isAccountKind(values.kind), M.kind);
    check('account_type_id', !(Number(values.account_type_id) > 0), M.accountType);
    const document = text(values.holder_document)
        .replace(/[^0-9a-z]/gi, '')
        .toUpperCase();
    check('holder_document', !isValidDocument(document), M.holder);
    if (isAccountKind(values.kind) && isValidDocument(document)) {
        check(
            'holder_document',
            LEGAL_ONLY_KINDS.includes(values.kind) && document.length !== 14,
            M.holderLegal,
        );
        check(
            'holder_document',
            NATURAL_ONLY_KINDS.includes(values.kind) && document.length !== 11,
            M.holderNatural,
        );
    }
    const number = text(values.number);
    if (number !== '') {
        check('number', !/^\d{5,8}$/.test(number), M.accountNumber);
        if (/^\d{5,8}$/.test(number))
            check('digit', text(values.digit) !== accountCheckDigit(number), M.accountDigit);
    }
    return errors;
}
