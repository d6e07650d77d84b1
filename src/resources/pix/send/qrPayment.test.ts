import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../http/HttpError';
import type { DecodedPayment } from './api';
import { CHARGE_REFUSALS, chargeRefusal, decodeOrMessage, paymentFacts } from './qrPayment';

const PAYMENT: DecodedPayment = {
    kind: 'dynamic',
    key: '',
    name: 'LOJA',
    city: 'SAO PAULO',
    amount: 5_000,
    txid: 'abc123',
    description: null,
    receiver: {
        key: 'loja@exemplo.com',
        type: 'EMAIL',
        name: 'Loja',
        document_masked: '11.222.333/0001-81',
        ispb: '99000001',
        participant: 'Banco Digital',
        branch: '0001',
        account_masked: '***123-4',
        account_type: 'checking',
    },
    charge: { id: 1, status: 'active', expires_at: '2026-11-20T18:00:00Z' },
};
const ACTIVE = { id: 1, status: 'active', expires_at: '2026-11-20T18:00:00Z' } as const;
const unprocessable = (errors: Record<string, string[]>) =>
    new HttpError(
        'x',
        422,
        { message: 'The given data was invalid.', errors },
        { method: 'POST', path: 'p' },
    );

describe('chargeRefusal', () => {
    it('refuses a paid or expired charge and lets an active one or a static code through', () => {
        expect(chargeRefusal(PAYMENT)).toBeUndefined();
        expect(chargeRefusal({ ...PAYMENT, charge: { ...ACTIVE, status: 'completed' } })).toBe(
            CHARGE_REFUSALS.completed,
        );
        expect(chargeRefusal({ ...PAYMENT, charge: { ...ACTIVE, status: 'expired' } })).toBe(
            CHARGE_REFUSALS.expired,
        );
        expect(chargeRefusal({ ...PAYMENT, kind: 'static', charge: null })).toBeUndefined();
    });
});

describe('decodeOrMessage', () => {
    it("turns the bank's 422 on payload into the message, and lets other failures through", async () => {
        const signal = new AbortController().signal;
        expect(await decodeOrMessage('p', signal, async () => PAYMENT)).toEqual({
            ok: true,
            payment: PAYMENT,
        });
        const refused = async () => {
            throw unprocessable({ payload: ['Esta cobrança Pix expirou.'] });
        };
        expect(await decodeOrMessage('p', signal, refused)).toEqual({
            ok: false,
            message: 'Esta cobrança Pix expirou.',
        });
        const broken = async () => {
            throw new Error('rede');
        };
        await expect(decodeOrMessage('p', signal, broken)).rejects.toThrow('rede');
    });
});

describe('paymentFacts', () => {
    it('lists what the code says beside the receiver', () => {
        expect(Object.fromEntries(paymentFacts(PAYMENT))).toEqual({
            Tipo: 'Cobrança (QR Code dinâmico)',
            Cidade: 'SAO PAULO',
            Identificador: 'abc123',
            'Válida até': '20/11/2026 15:00',
        });
    });
});
