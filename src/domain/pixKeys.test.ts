import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cnpjFromSeed, formatCnpj } from './cnpj';
import { cpfFromSeed, formatCpf } from './cpf';
import { VALID_DDDS } from './phone';
import {
    detectPixKeyType,
    normalizePixKey,
    PIX_KEY_LABELS,
    PIX_KEY_MAX_LENGTH,
    PIX_KEY_TYPES,
    type PixKeyType,
    pixKeyMessage,
} from './pixKeys';

const EVP_KEY = '123e4567-e89b-12d3-a456-426655440000';

describe('detectPixKeyType', () => {
    it.each<[string, PixKeyType]>([
        ['12345678909', 'CPF'],
        ['123.456.789-09', 'CPF'],
        [' 12345678900 ', 'CPF'], // shape only: wrong check digits still read as CPF
        ['51998259765', 'CPF'], // also a mobile without +55: CPF wins (rules §4.1)
        ['11222333000181', 'CNPJ'],
        ['11.222.333/0001-81', 'CNPJ'],
        ['12ABC34501DE35', 'CNPJ'],
        ['12.abc.345/01de-35', 'CNPJ'],
        ['+5511987654321', 'PHONE'],
        ['+55 (11) 98765-4321', 'PHONE'],
        ['(11) 98765-4321', 'PHONE'],
        ['+1 202 555 0100', 'PHONE'],
        ['pix@bcb.gov.br', 'EMAIL'],
        ['Fulano@Example.COM', 'EMAIL'],
        ['@', 'EMAIL'],
        [EVP_KEY, 'EVP'],
        [EVP_KEY.toUpperCase(), 'EVP'],
        ['1234567890', 'EVP'],
        ['+55abc', 'EVP'],
        ['', 'EVP'],
    ])('%o → %s', (input, type) => {
        expect(detectPixKeyType(input)).toBe(type);
    });
});

describe('normalizePixKey', () => {
    it.each<[PixKeyType, string, string | null]>([
        ['CPF', '123.456.789-09', '12345678909'],
        ['CPF', ' 52998224725 ', '52998224725'],
        ['CPF', '12345678900', null],
        ['CPF', '111.111.111-11', null],
        ['CPF', '123.456.78909', null],
        ['CPF', '40364478829!', null],
        ['CNPJ', '11.222.333/0001-81', '11222333000181'],
        ['CNPJ', '12.abc.345/01de-35', '12ABC34501DE35'],
        ['CNPJ', 'AA.345.678/000A-29', 'AA345678000A29'],
        ['CNPJ', '11.222.333/0001-82', null],
        ['CNPJ', '00000000000000', null],
        ['PHONE', '(11) 98765-4321', '+5511987654321'],
        ['PHONE', '+55 11 98765-4321', '+5511987654321'],
        ['PHONE', '11987654321', '+5511987654321'],
        ['PHONE', '+5510998765432', null], // the DICT regex example: DDD 10 does not exist
        ['PHONE', '+551187654321', null], // landline
        ['PHONE', '+12025550100', null], // Pix phone keys are Brazilian
        ['EMAIL', ' Pix@BCB.gov.br ', 'pix@bcb.gov.br'],
        ['EMAIL', "o'neil+pix@example.com", "o'neil+pix@example.com"],
        ['EMAIL', 'pix@localhost', 'pix@localhost'],
        ['EMAIL', 'pix@@bcb.gov.br', null],
        ['EMAIL', 'pix@-bcb.gov.br', null],
        ['EMAIL', 'pix@bcb..gov.br', null],
        ['EMAIL', 'pi x@bcb.gov.br', null],
        ['EMAIL', 'pix%1@bcb.gov.br', null],
        ['EMAIL', 'josé@bcb.gov.br', null],
        ['EMAIL', 'pix@\u212Abcb.gov.br', null], // Kelvin sign must not lower-case to 'k'
        ['EVP', EVP_KEY.toUpperCase(), EVP_KEY],
        ['EVP', ` ${EVP_KEY} `, EVP_KEY],
        ['EVP', EVP_KEY.replaceAll('-', ''), null],
        ['EVP', `${EVP_KEY}0`, null],
        ['EVP', EVP_KEY.replace('1', 'g'), null],
        ['EVP', '', null],
    ])('%s %o → %o', (type, input, expected) => {
        expect(normalizePixKey(type, input)).toBe(expected);
    });

    it('accepts an e-mail of exactly 77 characters and refuses 78', () => {
        const domain = '@bcb.gov.br';
        expect(normalizePixKey('EMAIL', `${'a'.repeat(77 - domain.length)}${domain}`)).toHaveLength(77);
        expect(normalizePixKey('EMAIL', `${'a'.repeat(78 - domain.length)}${domain}`)).toBeNull();
    });

    it('reads generated CPFs, numeric and alphanumeric CNPJs with or without mask', () => {
        fc.assert(
            fc.property(fc.nat(), fc.boolean(), (seed, alphanumeric) => {
                const cpf = cpfFromSeed(seed);
                const cnpj = cnpjFromSeed(seed, alphanumeric);
                for (const text of [cpf, formatCpf(cpf)]) {
                    expect(detectPixKeyType(text)).toBe('CPF');
                    expect(normalizePixKey('CPF', text)).toBe(cpf);
                }
                for (const text of [cnpj, formatCnpj(cnpj).toLowerCase()]) {
                    expect(detectPixKeyType(text)).toBe('CNPJ');
                    expect(normalizePixKey('CNPJ', text)).toBe(cnpj);
                }
            }),
        );
    });

    it('reads every Brazilian mobile in its usual masks', () => {
        const ddd = fc.constantFrom(...VALID_DDDS);
        const rest = fc.stringMatching(/^\d{8}$/);
        fc.assert(
            fc.property(ddd, rest, (area, n) => {
                const e164 = `+55${area}9${n}`;
                for (const text of [e164, `(${area}) 9${n.slice(0, 4)}-${n.slice(4)}`, `+55 ${area} 9${n}`]) {
                    expect(detectPixKeyType(text)).toBe('PHONE');
                    expect(normalizePixKey('PHONE', text)).toBe(e164);
                }
            }),
        );
    });

    it('lower-cases any UUID as an EVP', () => {
        fc.assert(
            fc.property(fc.uuid(), fc.boolean(), (uuid, upper) => {
                const text = upper ? uuid.toUpperCase() : uuid;
                expect(detectPixKeyType(text)).toBe('EVP');
                expect(normalizePixKey('EVP', text)).toBe(uuid.toLowerCase());
            }),
        );
    });

    it('keeps an e-mail only as its lower-case form within 77 characters', () => {
        fc.assert(
            fc.property(fc.emailAddress(), (email) => {
                expect(detectPixKeyType(email)).toBe('EMAIL');
                const key = normalizePixKey('EMAIL', email.toUpperCase());
                if (key !== null) expect(key).toBe(email.toLowerCase());
                if (email.length <= PIX_KEY_MAX_LENGTH && !email.includes('%')) expect(key).not.toBeNull();
            }),
        );
    });

    it('never throws, and a canonical key is stable and detected as its own type', () => {
        const type = fc.constantFrom(...PIX_KEY_TYPES);
        fc.assert(
            fc.property(type, fc.string(), (t, text) => {
                const key = normalizePixKey(t, text);
                if (key === null) return;
                expect(key.length).toBeLessThanOrEqual(PIX_KEY_MAX_LENGTH);
                expect(normalizePixKey(t, key)).toBe(key);
                expect(detectPixKeyType(key)).toBe(t);
            }),
        );
    });
});

describe('labels and messages', () => {
    it('has a pt-BR label and message per type', () => {
        expect(PIX_KEY_LABELS).toEqual({
            CPF: 'CPF',
            CNPJ: 'CNPJ',
            PHONE: 'Celular',
            EMAIL: 'E-mail',
            EVP: 'Chave aleatória',
        });
        expect(PIX_KEY_TYPES.map(pixKeyMessage)).toEqual([
            'Informe um CPF válido.',
            'Informe um CNPJ válido.',
            'Informe um celular válido.',
            'Informe um e-mail válido.',
            'Informe uma chave aleatória válida.',
        ]);
    });
});
