import { describe, expect, it } from 'vitest';
import { pixKeyMessage } from '../../../domain/pixKeys';
import { AMBIGUOUS_HINT, readKey } from './keyEntry';

describe('readKey', () => {
    it('detects the type as the key is typed and gives the DICT form', () => {
        expect(readKey('123.456.789-09', null)).toMatchObject({
            type: 'CPF',
            detected: 'CPF',
            key: '12345678909',
        });
        expect(readKey('(11) 98765-4321', null)).toMatchObject({ type: 'PHONE', key: '+5511987654321' });
        expect(readKey(' Fulano@Exemplo.com.br ', null)).toMatchObject({
            type: 'EMAIL',
            key: 'fulano@exemplo.com.br',
        });
        expect(readKey('11.222.333/0001-81', null)).toMatchObject({ type: 'CNPJ', key: '11222333000181' });
    });

    it('reads 11 digits as a CPF first, with a hint when they are also a mobile, and obeys the override', () => {
        const asCpf = readKey('11987654321', null);
        expect(asCpf.type).toBe('CPF');
        expect(asCpf.key).toBeNull();
        expect(asCpf.error).toBe(pixKeyMessage('CPF'));
        expect(asCpf.hint).toBe(AMBIGUOUS_HINT);
        const asPhone = readKey('11987654321', 'PHONE');
        expect(asPhone).toMatchObject({ type: 'PHONE', detected: 'CPF', key: '+5511987654321' });
        expect(asPhone.error).toBeUndefined();
        expect(asPhone.hint).toBeUndefined();
    });

    it('gives no hint for a valid CPF that is no mobile, and no error while empty', () => {
        const cpf = readKey('52998224725', null);
        expect(cpf.key).toBe('52998224725');
        expect(cpf.hint).toBeUndefined();
        expect(readKey('   ', null)).toEqual({ type: 'EVP', detected: 'EVP', key: null });
    });

    it('gives the pt-BR message of the type in use for an invalid key', () => {
        expect(readKey('pix@@bcb.gov.br', null).error).toBe(pixKeyMessage('EMAIL'));
        expect(readKey('qualquer coisa', null).error).toBe(pixKeyMessage('EVP'));
        expect(readKey('fulano@exemplo.com', 'PHONE').error).toBe(pixKeyMessage('PHONE'));
    });
});
