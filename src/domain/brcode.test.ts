import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
    buildDynamicPix,
    buildStaticPix,
    crc16,
    FIELD,
    formatPixAmount,
    type ParsedPix,
    PIX_GUI,
    PIX_MESSAGES,
    parsePix,
    toPixText,
} from './brcode';
import { cnpjFromSeed } from './cnpj';
import { cpfFromSeed } from './cpf';

// ---------------------------------------------------------------------------------------------
// Official vectors. Pix manual = BCB "Manual de Padrões para Iniciação do Pix" (§2.6.3 static, §2.7 dynamic,
// §2.8.5 composites), whose byte-by-byte listings were read; BR Code manual = BCB "Manual do BR Code" example as
// quoted by several public implementations. Every CRC below was recomputed (see the first test).

const EVP = '123e4567-e12b-12d1-a456-426655440000';
const PAY_URL = 'pix.example.com/8b3da2f39a4140d1a91abd93113bd441';
const REC_URL = 'pix.example.com/rec/2353c790eefb11eaadc10242ac120002';

const STATIC =
    '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal' +
    '6008BRASILIA62070503***63041D3D';
const DYNAMIC =
    '00020101021226700014br.gov.bcb.pix2548pix.example.com/8b3da2f39a4140d1a91abd93113bd441' +
    '5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***630464E4';
const RECURRENCE_ONLY =
    '00020126180014br.gov.bcb.pix5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***' +
    '80740014br.gov.bcb.pix2552pix.example.com/rec/2353c790eefb11eaadc10242ac1200026304F2DA';
const STATIC_WITH_RECURRENCE =
    '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865406100.505802BR' +
    '5913Fulano de Tal6008BRASILIA62070503***' +
    '80740014br.gov.bcb.pix2552pix.example.com/rec/2353c790eefb11eaadc10242ac12000263042875';
const DYNAMIC_WITH_RECURRENCE =
    '00020101021226700014br.gov.bcb.pix2548pix.example.com/8b3da2f39a4140d1a91abd93113bd441' +
    '5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***' +
    '80740014br.gov.bcb.pix2552pix.example.com/rec/2353c790eefb11eaadc10242ac1200026304FB42';
const BR_CODE_MANUAL =
    '00020104141234567890123426580014BR.GOV.BCB.PIX0136123e4567-e12b-12d1-a456-426655440000' +
    '27300012BR.COM.OUTRO011001234567895204000053039865406123.455802BR5917NOME DO RECEBEDOR6008BRASILIA' +
    '61087007490062190515RP12345678-201980390012BR.COM.OUTRO01190123.ABCD.3456.WXYZ6304AD38';
// Widely copied community example: 19-character city and a txid with hyphens, but a valid CRC.
const COMMUNITY =
    '00020126580014br.gov.bcb.pix0136bee05743-4291-4f3c-9259-595df1307ba1520400005303986540510.005802BR' +
    '5914Alexandre Lima6019Presidente Prudente62180514Um-Id-Qualquer6304D475';

const VECTORS = [
    STATIC,
    DYNAMIC,
    RECURRENCE_ONLY,
    STATIC_WITH_RECURRENCE,
    DYNAMIC_WITH_RECURRENCE,
    BR_CODE_MANUAL,
    COMMUNITY,
];

const FULANO = { name: 'Fulano de Tal', city: 'BRASILIA', txid: null, warnings: [] };

// ---------------------------------------------------------------------------------------------
// Independent reference: CRC-16/CCITT-FALSE bit by bit (feedback form), not imported from the module.

function refCrc(bytes: Iterable<number>): string {
    let crc = 0xffff;
    for (const byte of bytes) {
        for (let bit = 7; bit >= 0; bit--) {
            const feedback = ((crc >> 15) ^ (byte >> bit)) & 1;
            crc = ((crc << 1) & 0xffff) ^ (feedback ? 0x1021 : 0);
        }
    }
    return crc.toString(16).toUpperCase().padStart(4, '0');
}

const refUtf8Crc = (text: string): string => refCrc(Buffer.from(text, 'utf8'));
const refCodeUnitCrc = (text: string): string =>
    refCrc(Array.from({ length: text.length }, (_, i) => text.charCodeAt(i) & 0xff));

const tlv = (id: string, value: string): string =>
    `${id}${String(Array.from(value).length).padStart(2, '0')}${value}`;

const BASE: Readonly<Record<string, string>> = {
    '00': '01',
    '26': tlv('00', PIX_GUI) + tlv('01', EVP),
    '52': '0000',
    '53': '986',
    '58': 'BR',
    '59': 'Fulano de Tal',
    '60': 'BRASILIA',
    '62': tlv('05', '***'),
};

/** The static vector with fields replaced, added or (null) removed, in ID order, with a fresh CRC. */
function craft(changes: Record<string, string | null> = {}, crc = refUtf8Crc): string {
    const body = Object.entries({ ...BASE, ...changes })
        .filter((entry): entry is [string, string] => entry[1] !== null)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([id, value]) => tlv(id, value))
        .join('');
    return `${body}6304${crc(`${body}6304`)}`;
}

const withRefCrc = (bodyWith6304: string): string => bodyWith6304 + refUtf8Crc(bodyWith6304);

function parsed(payload: string): ParsedPix {
    const result = parsePix(payload);
    if (!result.ok) throw new Error(`expected ok, got: ${result.error}`);
    return result;
}

const errorOf = (payload: string): string | null => {
    const result = parsePix(payload);
    return result.ok ? null : result.error;
};

// ---------------------------------------------------------------------------------------------

describe('crc16', () => {
    it('is CRC-16/CCITT-FALSE: check value 29B1', () => {
        expect(crc16('123456789')).toBe('29B1');
        expect(crc16('')).toBe('FFFF');
    });

    it.each(VECTORS)('recomputes the published CRC of %s', (payload) => {
        expect(crc16(payload.slice(0, -4))).toBe(payload.slice(-4));
    });

    it('agrees with a bit-by-bit reference over UTF-8, for any text', () => {
        fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => crc16(text) === refUtf8Crc(text)));
    });
});

describe('official examples', () => {
    it('builds the Pix manual static example byte for byte (…63041D3D)', () => {
        expect(buildStaticPix({ key: EVP, name: 'Fulano de Tal', city: 'BRASILIA' })).toBe(STATIC);
        expect(craft()).toBe(STATIC);
    });

    it('builds the Pix manual dynamic example byte for byte (…630464E4)', () => {
        expect(buildDynamicPix({ url: PAY_URL, name: 'Fulano de Tal', city: 'BRASILIA' })).toBe(DYNAMIC);
    });

    it.each<[string, string, Omit<ParsedPix, 'ok' | 'name' | 'city' | 'txid' | 'warnings'>]>([
        ['static (…1D3D)', STATIC, { kind: 'static', key: EVP, amountCents: null }],
        [
            'dynamic (…64E4)',
            DYNAMIC,
            { kind: 'dynamic', url: PAY_URL, amountCents: null, pointOfInitiation: '12' },
        ],
        [
            'recurrence only (…F2DA)',
            RECURRENCE_ONLY,
            { kind: 'recurrence', recurrenceUrl: REC_URL, amountCents: null },
        ],
        [
            'static + recurrence (…2875)',
            STATIC_WITH_RECURRENCE,
            { kind: 'static', key: EVP, recurrenceUrl: REC_URL, amountCents: 10050 },
        ],
        [
            'dynamic + recurrence (…FB42)',
            DYNAMIC_WITH_RECURRENCE,
            {
                kind: 'dynamic',
                url: PAY_URL,
                recurrenceUrl: REC_URL,
                amountCents: null,
                pointOfInitiation: '12',
            },
        ],
    ])('parses the Pix manual %s', (_, payload, expected) => {
        expect(parsePix(payload)).toStrictEqual({ ok: true, ...FULANO, ...expected });
    });

    it('parses the BR Code manual multi-arrangement example (…AD38): uppercase GUI, other arrangements ignored', () => {
        expect(parsePix(BR_CODE_MANUAL)).toStrictEqual({
            ok: true,
            kind: 'static',
            key: EVP,
            amountCents: 12345,
            name: 'NOME DO RECEBEDOR',
            city: 'BRASILIA',
            postalCode: '70074900',
            txid: 'RP12345678-2019',
            warnings: [expect.stringContaining('txid')],
        });
    });

    it('parses the community example with a 19-character city, with warnings', () => {
        expect(parsePix(COMMUNITY)).toStrictEqual({
            ok: true,
            kind: 'static',
            key: 'bee05743-4291-4f3c-9259-595df1307ba1',
            amountCents: 1000,
            name: 'Alexandre Lima',
            city: 'Presidente Prudente',
            txid: 'Um-Id-Qualquer',
            warnings: [
                'Cidade do recebedor com 19 caracteres (o padrão permite 15).',
                expect.stringContaining('"Um-Id-Qualquer"'),
            ],
        });
    });

    it('accepts a lowercase CRC and trims pasted whitespace and line breaks', () => {
        expect(parsed(STATIC.replace(/1D3D$/, '1d3d')).key).toBe(EVP);
        expect(parsed(`\r\n  ${DYNAMIC}\n\t `).url).toBe(PAY_URL);
    });
});

describe('buildStaticPix', () => {
    const base = { key: EVP, name: 'Fulano de Tal', city: 'BRASILIA' };

    it('omits field 01, writes MCC, currency, country and *** for no txid, CRC last and uppercase', () => {
        const payload = buildStaticPix(base);
        expect(payload.startsWith('00020126')).toBe(true);
        expect(payload).toContain('5204000053039865802BR');
        expect(payload).toMatch(/62070503\*\*\*6304[0-9A-F]{4}$/);
    });

    it('strips accents and other non-ASCII from name, city and description', () => {
        const payload = buildStaticPix({
            ...base,
            name: 'José da Conceição ☕',
            city: 'Brasília',
            description: 'Açaí nº 2',
        });
        expect(payload).toMatch(/^[\x20-\x7e]+$/);
        expect(payload).toContain('5917Jose da Conceicao');
        expect(payload).toContain('6008Brasilia');
        expect(parsed(payload)).toMatchObject({
            name: 'Jose da Conceicao',
            city: 'Brasilia',
            description: 'Acai no 2',
        });
    });

    it('truncates the name to 25 and the city to 15 characters', () => {
        const payload = buildStaticPix({
            ...base,
            name: 'Supermercado Economia do Povo Ltda',
            city: 'Presidente Prudente',
        });
        expect(parsed(payload)).toMatchObject({
            name: 'Supermercado Economia do',
            city: 'Presidente Prud',
            warnings: [],
        });
    });

    it('writes the amount from integer cents, dot and two decimals', () => {
        expect(buildStaticPix({ ...base, amountCents: 1050 })).toContain('540510.50');
        expect(buildStaticPix({ ...base, amountCents: 1 })).toContain('54040.01');
        expect(buildStaticPix({ ...base, amountCents: 999_999_999_999 })).toContain('54139999999999.99');
        expect(buildStaticPix({ ...base, amountCents: null })).not.toContain('5404');
    });

    it.each([0, -100, 10.5, Number.NaN, 1_000_000_000_000])('rejects the amount %s', (amountCents) => {
        expect(() => buildStaticPix({ ...base, amountCents })).toThrow(RangeError);
    });

    it('writes a txid, or *** when there is none', () => {
        expect(buildStaticPix({ ...base, txid: 'Pedido123' })).toContain('62130509Pedido123');
        expect(buildStaticPix({ ...base, txid: 'A'.repeat(25) })).toContain(`62290525${'A'.repeat(25)}`);
        for (const txid of [null, undefined, '', '***']) {
            expect(buildStaticPix({ ...base, txid })).toContain('62070503***');
        }
    });

    it.each(['pedido-123', 'Pedido 1', 'Pedidõ', 'A'.repeat(26)])('rejects the txid %j', (txid) => {
        expect(() => buildStaticPix({ ...base, txid })).toThrow(/txid must be 1\.\.25 letters or digits/);
    });

    it('rejects a key over 77 characters, with spaces or empty, and a template over 99', () => {
        const key77 = `${'a'.repeat(71)}@b.com`;
        expect(key77).toHaveLength(77);
        expect(parsed(buildStaticPix({ ...base, key: key77 })).key).toBe(key77); // 4+14+4+77 = 99
        expect(() => buildStaticPix({ ...base, key: `a${key77}` })).toThrow(/at most 77/);
        expect(() => buildStaticPix({ ...base, key: key77, description: 'x' })).toThrow(/limit is 99/);
        expect(() => buildStaticPix({ ...base, key: 'a b' })).toThrow(RangeError);
        expect(() => buildStaticPix({ ...base, key: '' })).toThrow(RangeError);
    });

    it('writes the description in 26/02 and a postal code in 61', () => {
        const payload = buildStaticPix({ ...base, description: 'Fatura 12', postalCode: '70074-900' });
        expect(payload).toContain('0209Fatura 12');
        expect(payload).toContain('610870074900');
        expect(parsed(payload)).toMatchObject({ description: 'Fatura 12', postalCode: '70074900' });
        expect(() => buildStaticPix({ ...base, postalCode: '7007-4900' })).toThrow(RangeError);
    });

    it('rejects a name or city with no ASCII left', () => {
        expect(() => buildStaticPix({ ...base, name: '☕☕' })).toThrow(/Name/);
        expect(() => buildStaticPix({ ...base, city: '   ' })).toThrow(/City/);
    });
});

describe('buildDynamicPix', () => {
    const base = { url: PAY_URL, name: 'Fulano de Tal', city: 'Brasília' };

    it('writes 01=12, the PAY_URL in 26/25 and *** in 62/05, with an optional amount', () => {
        const payload = buildDynamicPix({ ...base, amountCents: 250 });
        expect(payload.startsWith('000201010212')).toBe(true);
        expect(payload).toContain(`2548${PAY_URL}`);
        expect(payload).toContain('54042.50');
        expect(parsePix(payload)).toStrictEqual({
            ok: true,
            kind: 'dynamic',
            url: PAY_URL,
            amountCents: 250,
            name: 'Fulano de Tal',
            city: 'Brasilia',
            txid: null,
            pointOfInitiation: '12',
            warnings: [],
        });
    });

    it.each([
        `https://${PAY_URL}`,
        'HTTP://pix.example.com/x',
        `pix.example.com/${'a'.repeat(62)}`,
        'pix example',
        '',
    ])('rejects the PAY_URL %j', (url) => {
        expect(() => buildDynamicPix({ ...base, url })).toThrow(RangeError);
    });
});

describe('formatPixAmount and toPixText', () => {
    it.each([
        [0, '0.00'],
        [5, '0.05'],
        [1050, '10.50'],
        [123456, '1234.56'],
    ])('%i cents → %s', (cents, text) => {
        expect(formatPixAmount(cents)).toBe(text);
    });

    it('rejects fractional or negative cents', () => {
        expect(() => formatPixAmount(1.5)).toThrow(RangeError);
        expect(() => formatPixAmount(-1)).toThrow(RangeError);
    });

    it.each([
        ['Brasília', 'Brasilia'],
        ['São João do Caiuá', 'Sao Joao do Caiua'],
        ['  Padaria\n  Pão   Quente ', 'Padaria Pao Quente'],
        ['1º Cartório', '1o Cartorio'],
        ['Café ☕ Bar', 'Cafe Bar'],
    ])('%j → %j', (text, ascii) => {
        expect(toPixText(text)).toBe(ascii);
    });
});

describe('parsePix errors (pt-BR)', () => {
    it.each(['', '   \n\t', null as unknown as string])('asks for the code on %j', (input) => {
        expect(errorOf(input)).toBe('Cole o código Pix copia e cola.');
    });

    it.each(['pix copia e cola', 'https://pix.example.com/x', '000202', '00020', '{"valor":10}'])(
        'says %j is not a BR Code',
        (input) => {
            expect(errorOf(input)).toBe(PIX_MESSAGES.NOT_BR_CODE);
        },
    );

    it('says a code of another arrangement is not Pix', () => {
        expect(errorOf(craft({ '26': tlv('00', 'br.com.outro') + tlv('01', '123') }))).toBe(
            'Este código não é de Pix.',
        );
    });

    it('rejects a wrong CRC', () => {
        const message = 'Código Pix inválido: o dígito verificador (CRC) não confere.';
        expect(errorOf(STATIC.replace(/1D3D$/, '1D3E'))).toBe(message);
        expect(errorOf(STATIC.replace(/1D3D$/, 'XYZW'))).toBe(message);
        expect(errorOf(STATIC.replace('Fulano', 'Fulana'))).toBe(message);
    });

    it.each([STATIC.slice(0, -1), STATIC.slice(0, -8), STATIC.slice(0, 60), DYNAMIC.slice(0, -3)])(
        'says %j is truncated',
        (input) => {
            expect(errorOf(input)).toBe(PIX_MESSAGES.TRUNCATED);
        },
    );

    it('rejects a broken structure', () => {
        const broken = [
            '000201hello',
            withRefCrc(`${STATIC.slice(0, -19)}6304ABCD62070503***6304`), // two CRC fields
            `${STATIC.slice(0, -19)}6304ABCD62070503***`, // CRC not last
            withRefCrc(`${STATIC.slice(0, -8)}${tlv('59', 'Outro Nome')}6304`), // repeated ID
            craft({ '26': '0014br.gov.bcb.pix0199abc' }), // Pix template that is not TLV
            craft({ '26': tlv('00', PIX_GUI) + tlv('01', EVP) + tlv('25', PAY_URL) }), // key and PAY_URL
            craft({ '62': '05' }),
        ];
        for (const payload of broken) expect(errorOf(payload)).toBe(PIX_MESSAGES.MALFORMED);
    });

    it('rejects a code without receiver, without destination or not in reais', () => {
        expect(errorOf(craft({ '59': null }))).toBe(PIX_MESSAGES.NO_RECEIVER);
        expect(errorOf(craft({ '60': '   ' }))).toBe(PIX_MESSAGES.NO_RECEIVER);
        expect(errorOf(craft({ '26': tlv('00', PIX_GUI) }))).toBe(PIX_MESSAGES.NO_DESTINATION);
        expect(errorOf(craft({ '53': '840' }))).toBe(PIX_MESSAGES.NOT_BRL);
    });

    it.each(['10,50', '1.234', '-1.00', '1e3', '.50', ' 1.00', '1.'])('rejects the amount %j', (amount) => {
        expect(errorOf(craft({ '54': amount }))).toBe(PIX_MESSAGES.BAD_AMOUNT);
    });
});

describe('parsePix, lenient reading', () => {
    it.each([
        ['10.50', 1050],
        ['10.5', 1050],
        ['10', 1000],
        ['4.35', 435], // parseFloat('4.35') * 100 = 434.99999999999994
        ['1.15', 115],
        ['0.29', 29],
        ['00012.30', 1230],
    ])('reads the amount %s as %i cents exactly', (amount, cents) => {
        expect(parsed(craft({ '54': amount })).amountCents).toBe(cents);
    });

    it('reads any decimal amount exactly, by integer arithmetic', () => {
        const amounts = fc.tuple(fc.integer({ min: 0, max: 9_999_999_999 }), fc.stringMatching(/^\d{0,2}$/));
        fc.assert(
            fc.property(amounts, ([units, fraction]) => {
                const cents = units * 100 + (fraction === '' ? 0 : Number(fraction.padEnd(2, '0')));
                const text = fraction === '' ? String(units) : `${units}.${fraction}`;
                expect(parsed(craft({ '54': text })).amountCents).toBe(cents === 0 ? null : cents);
            }),
        );
    });

    it('warns on a zero or over-long amount, long name or city, odd postal code or initiation method', () => {
        const result = parsed(
            craft({
                '01': '13',
                '54': '99999999999.99',
                '59': 'N'.repeat(26),
                '60': 'C'.repeat(16),
                '61': '7007490',
            }),
        );
        expect(result.amountCents).toBe(9_999_999_999_999);
        expect(result.pointOfInitiation).toBeUndefined();
        expect(result.warnings).toEqual([
            'Valor com 14 caracteres (o padrão permite 13).',
            'Nome do recebedor com 26 caracteres (o padrão permite 25).',
            'Cidade do recebedor com 16 caracteres (o padrão permite 15).',
            'CEP fora do padrão de 8 dígitos: "7007490".',
            'Método de iniciação desconhecido: "13".',
        ]);
        expect(parsed(craft({ '54': '0.00' }))).toMatchObject({
            amountCents: null,
            warnings: ['Valor zerado no código: o pagador deve digitar o valor.'],
        });
    });

    it('reads a missing 62 as no txid, and 11 as a reusable code', () => {
        expect(parsed(craft({ '62': null }))).toMatchObject({ txid: null, warnings: [] });
        expect(parsed(craft({ '01': '11' }))).toMatchObject({ pointOfInitiation: '11', warnings: [] });
    });

    it('picks the Pix template among several arrangements, its GUI in any case', () => {
        const other = tlv('00', 'br.com.outro') + tlv('01', '0123456789');
        const pix = tlv('00', 'Br.Gov.Bcb.Pix') + tlv('01', 'pix@bcb.gov.br');
        expect(parsed(craft({ '26': other, '27': pix })).key).toBe('pix@bcb.gov.br');
    });

    it('accepts accents in the city whether the CRC was taken over UTF-8 or over code units, with a warning', () => {
        const warning = 'O código tem acentos ou símbolos fora do padrão: confira o recebedor.';
        for (const crc of [refUtf8Crc, refCodeUnitCrc]) {
            expect(parsed(craft({ '60': 'São Paulo' }, crc))).toMatchObject({
                city: 'São Paulo',
                warnings: [warning],
            });
        }
        expect(errorOf(craft({ '60': 'São Paulo' }, () => '0000'))).toBe(PIX_MESSAGES.BAD_CRC);
    });
});

// ---------------------------------------------------------------------------------------------
// Properties

const ACCENTED: Readonly<Record<string, string>> = {
    á: 'a',
    à: 'a',
    â: 'a',
    ã: 'a',
    é: 'e',
    ê: 'e',
    í: 'i',
    ó: 'o',
    ô: 'o',
    õ: 'o',
    ú: 'u',
    ç: 'c',
    Á: 'A',
    É: 'E',
    Ç: 'C',
    Õ: 'O',
};
const TEXT_CHARS = [...'abcxyzABCXYZ0189 -.&', ...Object.keys(ACCENTED)];

/** The expected BR Code text, written from the rules: accents off, spaces collapsed, cut, trimmed. */
const refText = (text: string, max: number): string =>
    Array.from(text, (c) => ACCENTED[c] ?? c)
        .join('')
        .replace(/ +/g, ' ')
        .trim()
        .slice(0, max)
        .trimEnd();

const text = (maxLength: number) => fc.string({ unit: fc.constantFrom(...TEXT_CHARS), maxLength });
const receiverText = (max: number) => text(40).filter((t) => refText(t, max) !== '');

const keys = fc.oneof(
    fc.uuid(),
    fc.nat().map(cpfFromSeed),
    fc.nat().map((n) => cnpjFromSeed(n, n % 2 === 0)),
    fc.stringMatching(/^\+55[1-9][1-9]9\d{8}$/),
    fc.stringMatching(/^[a-z0-9._-]{1,20}@[a-z0-9]{1,10}\.com\.br$/),
);

const staticInputs = fc.record({
    key: keys,
    name: receiverText(25),
    city: receiverText(15),
    amountCents: fc.option(fc.integer({ min: 1, max: 999_999_999_999 }), { nil: null }),
    txid: fc.option(fc.stringMatching(/^[A-Za-z0-9]{1,25}$/), { nil: null }),
    description: fc.option(text(20), { nil: null }),
    postalCode: fc.option(fc.stringMatching(/^\d{8}$/), { nil: null }),
});

const dynamicInputs = fc.record({
    url: fc.stringMatching(/^[a-f0-9]{1,40}$/).map((id) => `pix.example.com/qr/v2/${id}`),
    name: receiverText(25),
    city: receiverText(15),
    amountCents: fc.option(fc.integer({ min: 1, max: 999_999_999_999 }), { nil: null }),
});

const payloads = fc.oneof(
    fc.constantFrom(...VECTORS),
    staticInputs.map(buildStaticPix),
    dynamicInputs.map(buildDynamicPix),
);

describe('properties', () => {
    it('static: build → parse gives back every field, in ASCII', () => {
        fc.assert(
            fc.property(staticInputs, (input) => {
                const payload = buildStaticPix(input);
                expect(payload).toMatch(/^[\x20-\x7e]+$/);
                const description = refText(input.description ?? '', 99);
                expect(parsePix(payload)).toStrictEqual({
                    ok: true,
                    kind: 'static',
                    key: input.key,
                    ...(description === '' ? {} : { description }),
                    amountCents: input.amountCents,
                    name: refText(input.name, 25),
                    city: refText(input.city, 15),
                    txid: input.txid,
                    ...(input.postalCode === null ? {} : { postalCode: input.postalCode }),
                    warnings: [],
                });
            }),
        );
    });

    it('dynamic: build → parse gives back every field', () => {
        fc.assert(
            fc.property(dynamicInputs, (input) => {
                expect(parsePix(buildDynamicPix(input))).toStrictEqual({
                    ok: true,
                    kind: 'dynamic',
                    url: input.url,
                    amountCents: input.amountCents,
                    name: refText(input.name, 25),
                    city: refText(input.city, 15),
                    txid: null,
                    pointOfInitiation: '12',
                    warnings: [],
                });
            }),
        );
    });

    it('changing one character to any other never throws, and is accepted only if the CRC still matches', () => {
        const flips = payloads.chain((payload) =>
            fc.tuple(
                fc.constant(payload),
                fc.nat({ max: payload.length - 1 }),
                fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
            ),
        );
        fc.assert(
            fc.property(flips, ([payload, i, c]) => {
                const flipped = (payload.slice(0, i) + c + payload.slice(i + 1)).trim();
                const result = parsePix(flipped);
                if (!result.ok) return;
                const [body, crc] = [flipped.slice(0, -4), flipped.slice(-4).toUpperCase()];
                expect([refUtf8Crc(body), refCodeUnitCrc(body)]).toContain(crc);
            }),
            { numRuns: 1000 },
        );
    });

    it('an ASCII change is accepted only when it changes the case of a CRC hex letter', () => {
        const flips = payloads.chain((payload) =>
            fc.tuple(
                fc.constant(payload),
                fc.nat({ max: payload.length - 1 }),
                fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
            ),
        );
        fc.assert(
            fc.property(flips, ([payload, i, c]) => {
                fc.pre(c !== payload[i]);
                const caseOnly = i >= payload.length - 4 && c.toUpperCase() === payload[i];
                expect(parsePix(payload.slice(0, i) + c + payload.slice(i + 1)).ok).toBe(caseOnly);
            }),
            { numRuns: 1000 },
        );
    });

    it('never throws on arbitrary text, with or without a BR Code head', () => {
        fc.assert(
            fc.property(fc.string({ unit: 'binary' }), fc.boolean(), (tail, head) => {
                const result = parsePix(head ? `000201${tail}` : tail);
                expect(typeof result.ok).toBe('boolean');
            }),
        );
    });
});

it('exports the field IDs it writes', () => {
    expect(FIELD).toMatchObject({ PIX_ACCOUNT: '26', AMOUNT: '54', ADDITIONAL_DATA: '62', CRC: '63' });
});
