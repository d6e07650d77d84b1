import fc from 'fast-check';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { buildStaticPix } from '../../domain/brcode';
import { csvAmount } from '../../domain/csv';
import { PIX_TEXTS } from '../../domain/pix';
import { periodOf } from '../../ui/period';
import type { AccountView } from '../accounts';
import type { PixTransactionView } from './api';
import { favoriteDestination, payWithKeyPath } from './favorites';
import { contactKeyError, formatPixKey, typeContactKey } from './keyFormat';
import { qrMatrix, qrPath } from './qrMatrix';
import { expirySeconds, staticMessageMax, timeLeft, txidError } from './qrRules';
import { resolvePixAccount } from './selectedAccount';
import { PIX_CSV_HEADER, pixStatementCsv, pixTotals, signedAmount } from './statement';

describe('formatPixKey', () => {
    it.each([
        ['CPF', '00172383749', '001.723.837-49'],
        ['CNPJ', '45938076000109', '45.938.076/0001-09'],
        ['CNPJ', '12ABC34501DE35', '12.ABC.345/01DE-35'],
        ['PHONE', '+5511987654321', '(11) 98765-4321'],
        ['EMAIL', 'ana@exemplo.com.br', 'ana@exemplo.com.br'],
        ['EVP', '123e4567-e89b-12d3-a456-426614174000', '123e4567-e89b-12d3-a456-426614174000'],
    ] as const)('%s %s → %s', (type, key, shown) => {
        expect(formatPixKey(type, key)).toBe(shown);
    });
});

describe('typeContactKey: the phone-or-e-mail field as the user types', () => {
    it('masks a national mobile while the type is phone', () => {
        expect(typeContactKey('PHONE', '11987654321')).toEqual({ type: 'PHONE', text: '(11) 98765-4321' });
        expect(typeContactKey('PHONE', '1198')).toEqual({ type: 'PHONE', text: '(11) 98' });
    });

    it('turns into an e-mail at the first letter or @, keeping every character typed', () => {
        expect(typeContactKey('PHONE', 'a')).toEqual({ type: 'EMAIL', text: 'a' });
        expect(typeContactKey('PHONE', '123@x')).toEqual({ type: 'EMAIL', text: '123@x' });
        expect(typeContactKey('EMAIL', 'Ana.Souza@Exemplo.com')).toEqual({
            type: 'EMAIL',
            text: 'Ana.Souza@Exemplo.com',
        });
    });

    it('turns into a phone at a leading "(" or "+", keeping an international number as typed', () => {
        expect(typeContactKey('EMAIL', '(11')).toEqual({ type: 'PHONE', text: '(11' });
        expect(typeContactKey('EMAIL', '+55 11 98765-4321')).toEqual({
            type: 'PHONE',
            text: '+55 11 98765-4321',
        });
    });

    it('keeps digits in an e-mail field as digits (an e-mail may start with them)', () => {
        expect(typeContactKey('EMAIL', '2024')).toEqual({ type: 'EMAIL', text: '2024' });
    });

    it('never loses a typed digit of a phone', () => {
        fc.assert(
            fc.property(fc.stringMatching(/^\d{0,11}$/), (digits) => {
                const { type, text } = typeContactKey('PHONE', digits);
                expect(type).toBe('PHONE');
                expect(text.replace(/\D/g, '')).toBe(digits);
            }),
        );
    });
});

describe('contactKeyError', () => {
    it('gives the pt-BR message of each type, and none for a valid key', () => {
        expect(contactKeyError('PHONE', '(11) 3456-7890')).toBe('Informe um celular válido.');
        expect(contactKeyError('PHONE', '(11) 98765-4321')).toBeNull();
        expect(contactKeyError('PHONE', '+55 11 98765-4321')).toBeNull();
        expect(contactKeyError('EMAIL', 'ana@')).toBe('Informe um e-mail válido.');
        expect(contactKeyError('EMAIL', 'ana@exemplo.com')).toBeNull();
        expect(contactKeyError('EMAIL', ' ')).toBe('Informe o e-mail.');
        expect(contactKeyError('PHONE', '')).toBe('Informe o número do celular.');
    });
});

describe('QR rules', () => {
    it('accepts an empty identifier or 1–25 letters and digits', () => {
        expect(txidError('')).toBeNull();
        expect(txidError('Pedido123')).toBeNull();
        expect(txidError('A'.repeat(25))).toBeNull();
        expect(txidError('A'.repeat(26))).toBe(PIX_TEXTS.staticTxidInvalid);
        expect(txidError('pedido 12')).toBe(PIX_TEXTS.staticTxidInvalid);
        expect(txidError('ação')).toBe(PIX_TEXTS.staticTxidInvalid);
    });

    it('turns a validity into seconds within 5 minutes and 24 hours', () => {
        expect(expirySeconds('30', 'minutes')).toBe(1_800);
        expect(expirySeconds('5', 'minutes')).toBe(300);
        expect(expirySeconds('4', 'minutes')).toBeNull();
        expect(expirySeconds('24', 'hours')).toBe(86_400);
        expect(expirySeconds('25', 'hours')).toBeNull();
        expect(expirySeconds('1', 'days')).toBe(86_400);
        expect(expirySeconds('2', 'days')).toBeNull();
        expect(expirySeconds('1,5', 'hours')).toBeNull();
        expect(expirySeconds('', 'hours')).toBeNull();
    });

    it('counts down as mm:ss, hh:mm:ss from an hour, and stops at the expiry', () => {
        const now = Date.parse('2026-11-22T12:00:00.000Z');
        expect(timeLeft('2026-11-22T12:29:59.200Z', now)).toBe('30:00');
        expect(timeLeft('2026-11-22T13:00:00.000Z', now)).toBe('01:00:00');
        expect(timeLeft('2026-11-22T12:00:01.000Z', now)).toBe('00:01');
        expect(timeLeft('2026-11-22T12:00:00.000Z', now)).toBeNull();
        expect(timeLeft('2026-11-22T11:00:00.000Z', now)).toBeNull();
    });

    it('fits the message of a static QR in the 99 characters of its Pix template', () => {
        for (const key of ['+5511987654321', 'ana@exemplo.com.br', '123e4567-e89b-12d3-a456-426614174000']) {
            const max = staticMessageMax(key);
            const payload = buildStaticPix({
                key,
                name: 'Ana',
                city: 'Recife',
                description: 'x'.repeat(max),
            });
            expect(payload).toContain('x'.repeat(max));
            expect(() =>
                buildStaticPix({ key, name: 'A', city: 'B', description: 'x'.repeat(max + 1) }),
            ).toThrow();
        }
    });
});

/** The format information next to the top-left finder (ISO/IEC 18004 §7.9): its error correction level. */
const eccLevel = (modules: boolean[][], border: number) => {
    const bit = (x: number) => (modules[border + 8][border + x] ? 1 : 0);
    // Bits 14 and 13 of the format string sit at (x 0, y 8) and (x 1, y 8), masked with 1 and 0.
    const level = ((bit(0) ^ 1) << 1) | bit(1);
    return (['M', 'L', 'H', 'Q'] as const)[level];
};

/** The symbol as RGBA pixels, `scale` px per module, for a decoder. */
const pixels = (modules: boolean[][], scale: number) => {
    const size = modules.length * scale;
    const data = new Uint8ClampedArray(size * size * 4);
    for (let y = 0; y < size; y++) {
        for (let x = 0; x < size; x++) {
            const value = modules[Math.floor(y / scale)][Math.floor(x / scale)] ? 0 : 255;
            data.set([value, value, value, 255], (y * size + x) * 4);
        }
    }
    return { data, size };
};

describe('qrMatrix', () => {
    const payload = buildStaticPix({
        key: '+5511987654321',
        name: 'Ana Souza',
        city: 'Sao Paulo',
        amountCents: 12_345,
        txid: 'Pedido42',
    });

    it('uses error correction M and a quiet zone of 4 modules', () => {
        const modules = qrMatrix(payload);
        expect(eccLevel(modules, 4)).toBe('M');
        const size = modules.length;
        for (let i = 0; i < 4; i++) {
            expect(modules[i].every((dark) => !dark)).toBe(true);
            expect(modules[size - 1 - i].every((dark) => !dark)).toBe(true);
            expect(modules.every((row) => !row[i] && !row[size - 1 - i])).toBe(true);
        }
        // The finder pattern's corner starts right after the quiet zone.
        expect(modules[4][4]).toBe(true);
    });

    it('scans back to the exact copia e cola text', () => {
        const { data, size } = pixels(qrMatrix(payload), 4);
        expect(jsQR(data, size, size)?.data).toBe(payload);
    });

    it('draws one 1×1 square per dark module', () => {
        expect(
            qrPath([
                [true, false],
                [false, true],
            ]),
        ).toBe('M0 0h1v1h-1zM1 1h1v1h-1z');
    });
});

const pix = (patch: Partial<PixTransactionView>): PixTransactionView => ({
    id: 1,
    direction: 'in',
    end_to_end_id: 'E9900000120261122120012345678901',
    amount: 10_000,
    status: 'done',
    counterparty: { name: 'Ana Souza', document_masked: '***.456.789-**', participant: 'Banco X' },
    description: null,
    created_at: '2026-11-22T15:04:00.000Z',
    settled_at: '2026-11-22T15:04:02.000Z',
    ...patch,
});

describe('the Pix statement', () => {
    it('adds received and sent Pix that concluded only', () => {
        const rows = [
            pix({ id: 1, direction: 'in', amount: 10_000 }),
            pix({ id: 2, direction: 'out', amount: 2_500 }),
            pix({ id: 3, direction: 'out', amount: 700, status: 'failure' }),
            pix({ id: 4, direction: 'out', amount: 900, status: 'rejected' }),
            pix({ id: 5, direction: 'in', amount: 50 }),
        ];
        expect(pixTotals(rows)).toEqual({ received: 10_050, sent: 2_500 });
        expect(signedAmount(rows[1])).toBe(-2_500);
        expect(signedAmount(rows[0])).toBe(10_000);
    });

    it('writes the CSV in Brasília time with a signed amount and the spec status label', () => {
        const text = pixStatementCsv([
            pix({ direction: 'out', amount: 123_456, status: 'failure', description: 'Aluguel; novembro' }),
        ]);
        const [header, line] = text.split('\r\n');
        expect(header).toBe(PIX_CSV_HEADER.join(';'));
        expect(line).toBe(
            [
                '22/11/2026',
                '12:04',
                'Enviado',
                'Ana Souza',
                '***.456.789-**',
                'Banco X',
                '"Aluguel; novembro"',
                csvAmount(-123_456),
                'Falha na Operadora',
                'E9900000120261122120012345678901',
            ].join(';'),
        );
        expect(csvAmount(-123_456)).toBe('-1234,56');
    });

    it('ends the presets today in Brasília, even after 21:00 there (already tomorrow in UTC)', () => {
        const lateEvening = new Date('2026-11-23T01:30:00.000Z'); // 22:30 on the 22nd in Brasília
        const custom = { from: '2026-11-01', to: '2026-11-10' };
        expect(periodOf('7', custom, lateEvening)).toEqual({
            period: { from: '2026-11-16', to: '2026-11-22' },
            errors: {},
        });
        expect(periodOf('90', custom, lateEvening).period).toEqual({ from: '2026-08-25', to: '2026-11-22' });
        expect(periodOf('custom', custom, lateEvening)).toEqual({ period: custom, errors: {} });
        expect(periodOf('custom', { from: '2026-11-10', to: '2026-11-01' }, lateEvening).errors.from).toBe(
            'A data inicial deve ser igual ou anterior à final.',
        );
        expect(periodOf('custom', { from: '2026-11-10', to: '2026-11-23' }, lateEvening).errors.to).toBe(
            'A data final não pode ser depois de hoje.',
        );
    });
});

const account = (id: number, status: AccountView['status'] = 'active') => ({ id, status }) as AccountView;

describe('resolvePixAccount', () => {
    it('keeps the chosen account while it is active, else takes the only active one', () => {
        const accounts = [account(1), account(2), account(3, 'blocked')];
        expect(resolvePixAccount(accounts, 2)?.id).toBe(2);
        expect(resolvePixAccount(accounts, null)).toBeNull();
        expect(resolvePixAccount(accounts, 3)).toBeNull();
        expect(resolvePixAccount(accounts, 99)).toBeNull();
        expect(resolvePixAccount([account(1), account(2, 'blocked')], null)?.id).toBe(1);
        expect(resolvePixAccount([], 1)).toBeNull();
    });
});

describe('favourites', () => {
    it("opens the key screen with the key in ?chave=, a phone's + kept", () => {
        const path = payWithKeyPath('+5511987654321');
        expect(new URL(path, 'https://x').searchParams.get('chave')).toBe('+5511987654321');
        expect(path.startsWith('/pix-key-manual?')).toBe(true);
    });

    it('says where each favourite pays', () => {
        expect(favoriteDestination({ id: 1, name: 'Ana', key: '+5511987654321', key_type: 'PHONE' })).toBe(
            'Celular (11) 98765-4321',
        );
        expect(
            favoriteDestination({
                id: 2,
                name: 'Loja',
                key: null,
                recipient: {
                    name: 'Loja',
                    document_masked: '45.938.076/0001-09',
                    participant: 'Itaú Unibanco',
                    branch: '0001',
                    account_masked: '***345-6',
                },
                bank_data: {
                    ispb: '60701190',
                    branch: '0001',
                    account: '123456',
                    account_type: 'checking',
                    document: '45938076000109',
                    name: 'Loja',
                },
            }),
        ).toBe('Itaú Unibanco · Ag. 0001 · Conta corrente 12345-6');
    });
});
