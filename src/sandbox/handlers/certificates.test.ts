import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CERTIFICATE_MESSAGES, MAX_CERTIFICATE_BYTES } from '../../domain/certificates';
import { PKCS12_MESSAGES } from '../../domain/pkcs12';
import { request } from '../../http/client';
import { withSandbox } from '../../test/sandbox';
import { demoUser, signIn } from '../../test/session';
import { refusal } from '../../test/signupCalls';
import { boundStore } from '../route';

withSandbox();

/** vitest's jsdom shim sends a file without its name (the bank judges the content, not the name). */
const fixture = (name: string, as = name) =>
    new File([readFileSync(`src/domain/__fixtures__/${name}`)], as, { type: 'application/x-pkcs12' });

interface CertificateAnswer {
    id: number;
    holder_name: string;
    document: string;
    document_type: string;
    issuer: string;
    serial: string;
    not_after: string;
    state: string;
    days_left: number;
    file_name: string;
}

const send = async (fields: { file?: File; password?: string }) => {
    const body = new FormData();
    if (fields.file) body.append('file', fields.file);
    if (fields.password !== undefined) body.append('password', fields.password);
    return (
        await request<{ data: CertificateAnswer }>('docs/certificate', { method: 'POST', body, quiet: true })
    ).body.data;
};

const list = async () =>
    (await request<{ data: CertificateAnswer[] }>('docs/certificate', { quiet: true })).body.data;

describe('docs/certificate', () => {
    it("imports the Titular PJ's e-CNPJ: only the certificate's fields are kept", async () => {
        await signIn('titular_pj');
        const before = await list();
        const answer = await send({
            file: fixture('ecnpj-valid-aes.p12', 'emporio.pfx'),
            password: 'Cert@2026',
        });
        expect(answer).toMatchObject({
            holder_name: 'MONTEIRO & TAVARES COMERCIO DE ALIMENTOS LTDA',
            document: '45938076000109',
            document_type: 'cnpj',
            issuer: 'AC SANDBOX DEMO v5',
            serial: '5A3F19C2',
            not_after: '2036-11-01T23:59:59.000Z',
            state: 'valid',
        });
        expect(answer.days_left).toBeGreaterThan(3000);
        const after = await list();
        expect(after).toHaveLength(before.length + 1);
        expect(after[0].id).toBe(answer.id);
        const stored = JSON.stringify(boundStore().state.certificates);
        expect(stored).not.toMatch(/PRIVATE|MII/);
        expect(Object.keys(boundStore().state.certificates.at(-1) ?? {})).not.toContain('file');
    });

    it('refuses the same certificate twice', async () => {
        await signIn('titular_pj');
        await send({ file: fixture('ecnpj-valid-aes.p12'), password: 'Cert@2026' });
        expect(await refusal(send({ file: fixture('ecnpj-valid-aes.p12'), password: 'Cert@2026' }))).toEqual({
            status: 422,
            errors: { file: [CERTIFICATE_MESSAGES.duplicate] },
        });
    });

    it('answers 422 on the password for a wrong one, and on the file for the other problems', async () => {
        await signIn('titular_pj');
        const cases: [() => Promise<unknown>, Record<string, string[]>][] = [
            [
                () => send({ file: fixture('ecnpj-valid-aes.p12'), password: 'errada' }),
                { password: [PKCS12_MESSAGES.wrong_password] },
            ],
            [
                () => send({ file: fixture('ecnpj-valid.cer', 'empresa.pfx'), password: 'x' }),
                { file: [PKCS12_MESSAGES.not_pkcs12] },
            ],
            [
                () => send({ file: fixture('ecnpj-expired-aes.p12'), password: 'Cert@2026' }),
                { file: [CERTIFICATE_MESSAGES.expired('01/03/2025')] },
            ],
            [
                () => send({ file: fixture('ecnpj-legacy-rc2.p12'), password: 'Cert@2026' }),
                { file: [PKCS12_MESSAGES.legacy] },
            ],
            [
                () => send({ file: fixture('ecpf-valid-aes.p12'), password: 'Senha-ç2026' }),
                { file: [CERTIFICATE_MESSAGES.notHolder('001.723.837-49')] },
            ],
            [
                () =>
                    send({
                        file: new File([new Uint8Array(MAX_CERTIFICATE_BYTES + 1)], 'grande.pfx'),
                        password: 'x',
                    }),
                { file: [CERTIFICATE_MESSAGES.tooLarge] },
            ],
            [
                () => send({}),
                {
                    file: [CERTIFICATE_MESSAGES.fileRequired],
                    password: [CERTIFICATE_MESSAGES.passwordRequired],
                },
            ],
        ];
        for (const [call, errors] of cases) expect(await refusal(call())).toEqual({ status: 422, errors });
        expect(await list()).toHaveLength(1);
    });

    it('lets the Titular PF import their e-CPF, and keeps each holder to their own list', async () => {
        await signIn('titular_pf');
        const answer = await send({ file: fixture('ecpf-valid-aes.p12'), password: 'Senha-ç2026' });
        expect(answer).toMatchObject({ document: demoUser('titular_pf').username, document_type: 'cpf' });
        expect((await list()).map((c) => c.id)).toEqual([answer.id]);
        await signIn('titular_pj');
        expect((await list()).map((c) => c.id)).not.toContain(answer.id);
        expect(
            await refusal(request(`docs/certificate/${answer.id}`, { method: 'DELETE', quiet: true })),
        ).toEqual({
            status: 404,
            errors: undefined,
        });
    });

    it('removes a certificate', async () => {
        await signIn('titular_pj');
        const [seeded] = await list();
        expect(seeded.state).toBe('expiring');
        await request(`docs/certificate/${seeded.id}`, { method: 'DELETE', quiet: true });
        expect(await list()).toEqual([]);
    });
});
