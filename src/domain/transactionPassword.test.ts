import { describe, expect, it } from 'vitest';
import { DEMO_TRANSACTION_PASSWORD, DEMO_USERS } from '../sandbox/seed/users';
import {
    checkTransactionPassword,
    TRANSACTION_PASSWORD_MESSAGES as M,
    typePin,
    wrongTriesMessage,
} from './transactionPassword';

const owner = { cpf: '00172383749', birthDate: '1985-03-27' };

describe('transaction password rules', () => {
    it('takes 6 digits that recall nothing of the holder', () => {
        expect(checkTransactionPassword('481592', owner)).toBeNull();
        expect(checkTransactionPassword('', owner)).toBe(M.newRequired);
        expect(checkTransactionPassword('48159', owner)).toBe(M.format);
        expect(checkTransactionPassword('48159a', owner)).toBe(M.format);
        expect(checkTransactionPassword('777777', owner)).toBe(M.repeated);
        expect(checkTransactionPassword('345678', owner)).toBe(M.sequence);
        expect(checkTransactionPassword('876543', owner)).toBe(M.sequence);
        expect(checkTransactionPassword('001723', owner)).toBe(M.cpf);
        expect(checkTransactionPassword('238374', owner)).toBe(M.cpf);
        for (const date of ['270385', '850327', '032785'])
            expect(checkTransactionPassword(date, owner)).toBe(M.birthDate);
        expect(checkTransactionPassword('270385', { cpf: owner.cpf })).toBeNull();
    });

    it('keeps only digits as typed, at most 6; counts the tries left in words', () => {
        expect(typePin('12a3 45-678')).toBe('123456');
        expect(wrongTriesMessage(2)).toBe('Senha de transação incorreta. Restam 2 tentativas.');
        expect(wrongTriesMessage(1)).toBe('Senha de transação incorreta. Resta 1 tentativa.');
    });

    it('the demo PIN is valid for every demo user', () => {
        for (const user of DEMO_USERS)
            expect(checkTransactionPassword(DEMO_TRANSACTION_PASSWORD, { cpf: user.username })).toBeNull();
    });
});
