import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bmpPassword, openPkcs12, PKCS12_MESSAGES, Pkcs12Error, pkcs12Kdf } from './pkcs12';

const fixture = (name: string) => new Uint8Array(readFileSync(`src/domain/__fixtures__/${name}`));

const failure = async (promise: Promise<unknown>) => {
    try {
        await promise;
    } catch (error) {
        if (error instanceof Pkcs12Error) return { problem: error.problem, message: error.message };
        throw error;
    }
    throw new Error('deveria falhar');
};

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('openPkcs12', () => {
    it('opens the e-CNPJ written with OpenSSL 3 defaults (AES, SHA-256 MAC) and reads its certificate', async () => {
        const fields = await openPkcs12(fixture('ecnpj-valid-aes.p12'), 'Cert@2026');
        expect(fields).toMatchObject({
            subject: 'MONTEIRO & TAVARES COMERCIO DE ALIMENTOS LTDA:45938076000109',
            holder_name: 'MONTEIRO & TAVARES COMERCIO DE ALIMENTOS LTDA',
            issuer: 'AC SANDBOX DEMO v5',
            serial: '5A3F19C2',
            not_before: '2026-11-01T00:00:00.000Z',
            not_after: '2036-11-01T23:59:59.000Z',
            document: { type: 'cnpj', number: '45938076000109' },
            responsible: { name: 'RICARDO TAVARES MONTEIRO', cpf: '83087136298' },
            isAuthority: false,
        });
    });

    it('picks the holder certificate, not the authority that came with it', async () => {
        const fields = await openPkcs12(fixture('ecnpj-valid-aes.p12'), 'Cert@2026');
        expect(fields.subject).not.toBe('AC SANDBOX DEMO v5');
    });

    it('opens an e-CPF with a SHA-1 MAC and a non-ASCII password, the CPF read from 2.16.76.1.3.1', async () => {
        const fields = await openPkcs12(fixture('ecpf-valid-aes.p12'), 'Senha-ç2026');
        expect(fields).toMatchObject({
            holder_name: 'MARIA HELENA SOUZA',
            document: { type: 'cpf', number: '00172383749' },
            serial: '01B7E5',
            responsible: null,
        });
    });

    it('reads an expired certificate as it is (the caller judges the dates)', async () => {
        const fields = await openPkcs12(fixture('ecnpj-expired-aes.p12'), 'Cert@2026');
        expect(fields.serial).toBe('4C01D7');
        expect(fields.not_after).toBe('2025-03-01T23:59:59.000Z');
    });

    it('refuses a wrong password by the MAC, whatever the encryption inside', async () => {
        for (const [file, password] of [
            ['ecnpj-valid-aes.p12', 'cert@2026'],
            ['ecnpj-valid-aes.p12', ''],
            ['ecpf-valid-aes.p12', 'Senha-c2026'],
            ['ecnpj-legacy-rc2.p12', 'errada'],
        ]) {
            expect(await failure(openPkcs12(fixture(file), password))).toEqual({
                problem: 'wrong_password',
                message: 'Senha do certificado incorreta.',
            });
        }
    });

    it('reports a legacy RC2 file, with the right password, as one to export again with AES', async () => {
        const result = await failure(openPkcs12(fixture('ecnpj-legacy-rc2.p12'), 'Cert@2026'));
        expect(result.problem).toBe('legacy');
        expect(result.message).toBe(PKCS12_MESSAGES.legacy);
        expect(result.message).toMatch(/AES/);
    });

    it('says a .cer, a text file, an empty or a cut file is not a PKCS#12', async () => {
        const valid = fixture('ecnpj-valid-aes.p12');
        for (const bytes of [
            fixture('ecnpj-valid.cer'),
            new TextEncoder().encode('-----BEGIN CERTIFICATE-----\nMIIB\n'),
            new Uint8Array(0),
            valid.subarray(0, valid.length - 40),
        ]) {
            expect((await failure(openPkcs12(bytes, 'Cert@2026'))).problem).toBe('not_pkcs12');
        }
    });

    it('notices a changed byte of the protected content through the MAC', async () => {
        const bytes = fixture('ecnpj-valid-aes.p12');
        bytes[200] ^= 0x01;
        // PKCS#12 cannot tell a damaged content from another password: both break the MAC.
        expect((await failure(openPkcs12(bytes, 'Cert@2026'))).problem).toBe('wrong_password');
    });
});

describe('pkcs12Kdf (RFC 7292 appendix B)', () => {
    it('writes the password as a terminated BMPString', () => {
        expect(hex(bmpPassword('aç'))).toBe('006100e70000');
        expect(hex(bmpPassword(''))).toBe('0000');
    });

    // The published 'smeg' vector (Bouncy Castle's and OpenSSL's PKCS#12 KDF tests).
    it('derives the known SHA-1 key and IV of the classic test vector', async () => {
        const sha1 = { name: 'SHA-1', u: 20, v: 64 } as const;
        const salt = Uint8Array.from(Buffer.from('0a58cf64530d823f', 'hex'));
        const key = await pkcs12Kdf(sha1, bmpPassword('smeg'), salt, 1, 1, 24);
        expect(hex(key)).toBe('8aaae6297b6cb04642ab5b077851284eb7128f1a2a7fbca3');
        const iv = await pkcs12Kdf(sha1, bmpPassword('smeg'), salt, 1, 2, 8);
        expect(hex(iv)).toBe('79993dfe048d3b76');
    });
});
