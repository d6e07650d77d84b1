import { describe, expect, it } from 'vitest';
import { checkNewPassword, PASSWORD_MESSAGES, validateNewPassword } from './password';

const CPF = '83956073932';

describe('validateNewPassword', () => {
    it('accepts 8+ characters with a letter and a digit, confirmed', () => {
        expect(validateNewPassword('Senha123', 'Senha123', CPF)).toBeNull();
        expect(validateNewPassword('ação2026', 'ação2026', CPF)).toBeNull();
        expect(validateNewPassword('1a2b3c4d', '1a2b3c4d', '839.560.739-32')).toBeNull();
    });

    it('asks for the password', () => {
        expect(validateNewPassword('', '', CPF)).toBe(PASSWORD_MESSAGES.required);
    });

    it('wants at least 8 characters', () => {
        expect(validateNewPassword('Abc1234', 'Abc1234', CPF)).toBe(
            'A senha deve ter pelo menos 8 caracteres.',
        );
    });

    it('wants a letter and a digit', () => {
        expect(validateNewPassword('abcdefgh', 'abcdefgh', CPF)).toBe(PASSWORD_MESSAGES.letterAndDigit);
        expect(validateNewPassword('12345678', '12345678', CPF)).toBe(PASSWORD_MESSAGES.letterAndDigit);
    });

    it('refuses the CPF inside the password, plain or formatted, whatever form the CPF comes in', () => {
        expect(validateNewPassword(`a${CPF}`, `a${CPF}`, CPF)).toBe(PASSWORD_MESSAGES.containsCpf);
        expect(validateNewPassword('x839.560.739-32', 'x839.560.739-32', CPF)).toBe(
            PASSWORD_MESSAGES.containsCpf,
        );
        expect(validateNewPassword(`Senha${CPF}`, `Senha${CPF}`, '839.560.739-32')).toBe(
            PASSWORD_MESSAGES.containsCpf,
        );
        // Part of the CPF is not the CPF.
        expect(validateNewPassword('Casa839560', 'Casa839560', CPF)).toBeNull();
    });

    it('wants the confirmation equal, checked after the rules', () => {
        expect(validateNewPassword('Senha123', 'Senha124', CPF)).toBe(PASSWORD_MESSAGES.mismatch);
        expect(validateNewPassword('Senha123', '', CPF)).toBe(PASSWORD_MESSAGES.mismatch);
        expect(validateNewPassword('curta1', 'outra', CPF)).toBe(PASSWORD_MESSAGES.tooShort);
    });

    it('checkNewPassword judges the password alone', () => {
        expect(checkNewPassword('Senha123', CPF)).toBeNull();
        expect(checkNewPassword('senha', CPF)).toBe(PASSWORD_MESSAGES.tooShort);
    });
});
