import { describe, expect, it } from 'vitest';
import { cnpjFromSeed, formatCnpj } from '../../../domain/cnpj';
import type { Participant } from '../api';
import {
    BANK_DATA_MESSAGES,
    type BankDataDraft,
    bankDataBody,
    bankDataErrorsFrom,
    EMPTY_BANK_DATA,
    participantLabel,
    typeAccountDigit,
    validateBankData,
} from './bankData';

const ITAU: Participant = {
    ispb: '60701190',
    name: 'ITAÚ UNIBANCO S.A.',
    short_name: 'ITAÚ UNIBANCO S.A.',
    compe: '341',
    type: 'DRCT',
};
const VALID: BankDataDraft = {
    participant: ITAU,
    branch: '0341',
    account: '123456',
    digit: '7',
    accountType: 'checking',
    document: '529.982.247-25',
    name: '  Maria   da Silva ',
};

describe('validateBankData', () => {
    it('accepts a complete account and says what is missing of an empty one', () => {
        expect(validateBankData(VALID)).toEqual({});
        expect(validateBankData(EMPTY_BANK_DATA)).toEqual({
            participant: BANK_DATA_MESSAGES.participant,
            branch: BANK_DATA_MESSAGES.branch,
            account: BANK_DATA_MESSAGES.account,
            digit: BANK_DATA_MESSAGES.digit,
            accountType: BANK_DATA_MESSAGES.accountType,
            document: BANK_DATA_MESSAGES.document,
            name: BANK_DATA_MESSAGES.name,
        });
    });

    it('wants a 4-digit branch, a non-zero account and a valid CPF or CNPJ (alphanumeric too)', () => {
        expect(validateBankData({ ...VALID, branch: '341' }).branch).toBe(BANK_DATA_MESSAGES.branch);
        expect(validateBankData({ ...VALID, account: '0000' }).account).toBe(BANK_DATA_MESSAGES.account);
        expect(validateBankData({ ...VALID, document: '529.982.247-24' }).document).toBe(
            BANK_DATA_MESSAGES.document,
        );
        expect(validateBankData({ ...VALID, document: formatCnpj(cnpjFromSeed(7, true)) })).toEqual({});
    });
});

describe('bankDataBody', () => {
    it('sends the account with its digit, the document unformatted and the name tidied', () => {
        const cnpj = cnpjFromSeed(3, true);
        expect(bankDataBody({ ...VALID, document: formatCnpj(cnpj).toLowerCase() })).toEqual({
            ispb: '60701190',
            branch: '0341',
            account: '1234567',
            account_type: 'checking',
            document: cnpj,
            name: 'Maria da Silva',
        });
    });
});

describe('helpers', () => {
    it('keeps only the last digit typed as the check digit', () => {
        expect(typeAccountDigit('12')).toBe('2');
        expect(typeAccountDigit('x')).toBe('');
    });

    it('maps the bank_data.* errors of the bank onto the fields', () => {
        expect(
            bankDataErrorsFrom({ 'bank_data.ispb': 'a', 'bank_data.account': 'b', amount: 'c' }),
        ).toMatchObject({
            participant: 'a',
            account: 'b',
        });
    });

    it('names a participant by COMPE, name and ISPB', () => {
        expect(participantLabel(ITAU)).toBe('341 · ITAÚ UNIBANCO S.A. (ISPB 60701190)');
        expect(participantLabel({ ...ITAU, compe: null })).toBe('--- · ITAÚ UNIBANCO S.A. (ISPB 60701190)');
    });
});
