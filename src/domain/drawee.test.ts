import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryDrawee } from '../test/draweeArbitrary';
import {
    cityUf,
    draweeMatches,
    formatCep,
    formatPhone,
    DRAWEE_MESSAGES as M,
    normalizeDrawee,
    UFS,
    validateDrawee,
} from './drawee';

const GOOD = {
    name: 'Padaria Pão Quente Ltda',
    document: '11.222.333/0001-81',
    email: 'financeiro@paoquente.com.br',
    phone: '(11) 3456-7890',
    address: {
        zip: '01310-100',
        street: 'Avenida Paulista',
        number: '1000',
        complement: 'Sala 3',
        district: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
    },
};

const withField = (path: string, value: unknown) => {
    const [top, inner] = path.split('.');
    return inner ? { ...GOOD, address: { ...GOOD.address, [inner]: value } } : { ...GOOD, [top]: value };
};

describe('validateDrawee', () => {
    it('accepts a complete payer', () => expect(validateDrawee(GOOD)).toEqual({}));

    it('accepts a payer without e-mail, phone nor complement', () => {
        const { complement: _, ...address } = GOOD.address;
        expect(validateDrawee({ ...GOOD, email: '', phone: undefined, address })).toEqual({});
    });

    it.each([
        ['name', '', M.nameRequired],
        ['name', '   ', M.nameRequired],
        ['name', 'AB', M.nameLength],
        ['name', 'A'.repeat(121), M.nameLength],
        ['document', '', M.documentRequired],
        ['document', '123', M.documentShape],
        ['document', '123.456.789-00', M.cpfInvalid],
        ['document', '111.111.111-11', M.cpfInvalid],
        ['document', '40364478829!', M.documentShape],
        ['document', '403.644.788 29', M.documentShape],
        ['document', '11222333000180', M.cnpjInvalid],
        ['document', '12.ABC.345/01DE-36', M.cnpjInvalid],
        ['document', '00000000000000', M.cnpjInvalid],
        ['email', 'maria', M.emailInvalid],
        ['email', 'maria@exemplo', M.emailInvalid],
        ['email', 'maria @exemplo.com', M.emailInvalid],
        ['phone', '(11) 6456-7890', M.phoneInvalid],
        ['phone', '1187654321', M.phoneInvalid],
        ['phone', '(20) 98765-4321', M.phoneInvalid],
        ['phone', '98765-4321', M.phoneInvalid],
        ['address.zip', '', M.zipRequired],
        ['address.zip', '1310100', M.zipInvalid],
        ['address.zip', '01310-10A', M.zipInvalid],
        ['address.street', '', M.streetRequired],
        ['address.street', 'R'.repeat(121), M.streetLength],
        ['address.number', '', M.numberRequired],
        ['address.number', '12345678901', M.numberLength],
        ['address.complement', 'C'.repeat(61), M.complementLength],
        ['address.district', '', M.districtRequired],
        ['address.city', '', M.cityRequired],
        ['address.state', '', M.ufRequired],
        ['address.state', 'XX', M.ufInvalid],
        ['address.state', 'São Paulo', M.ufInvalid],
    ])('%s = %j → %s', (field, value, message) => {
        expect(validateDrawee(withField(field, value))).toEqual({ [field]: [message] });
    });

    it.each([
        ['document', '12345678909'],
        ['document', '123.456.789-09'],
        ['document', '12.ABC.345/01DE-35'],
        ['document', '12abc34501de35'],
        ['document', 'AA.345.678/000A-29'],
        ['phone', '11987654321'],
        ['phone', '+55 (21) 2534-0000'],
        ['email', 'Maria.Souza@Exemplo.COM.br'],
        ['address.zip', '01310100'],
        ['address.state', 'rj'],
        ['address.number', 'S/N'],
        ['address.number', 1000],
    ])('accepts %s = %j', (field, value) => expect(validateDrawee(withField(field, value))).toEqual({}));

    it('reports every broken field at once, keyed as the API answers them', () => {
        expect(Object.keys(validateDrawee({})).sort()).toEqual([
            'address.city',
            'address.district',
            'address.number',
            'address.state',
            'address.street',
            'address.zip',
            'document',
            'name',
        ]);
    });

    it('accepts every generated valid payer', () => {
        fc.assert(
            fc.property(arbitraryDrawee, (drawee) => {
                expect(validateDrawee(drawee)).toEqual({});
            }),
        );
    });
});

describe('normalizeDrawee', () => {
    it('unformats and tidies every field', () => {
        expect(
            normalizeDrawee({
                name: '  Padaria   Pão  Quente ',
                document: '12.abc.345/01de-35',
                email: ' Financeiro@PaoQuente.com.br ',
                phone: '+55 (11) 98765-4321',
                address: {
                    zip: '01310-100',
                    street: ' Avenida  Paulista',
                    number: 1000,
                    complement: '   ',
                    district: 'Bela Vista',
                    city: 'São Paulo',
                    state: 'sp',
                },
            }),
        ).toEqual({
            name: 'Padaria Pão Quente',
            document: '12ABC34501DE35',
            email: 'financeiro@paoquente.com.br',
            phone: '11987654321',
            address: {
                zip: '01310100',
                street: 'Avenida Paulista',
                number: '1000',
                district: 'Bela Vista',
                city: 'São Paulo',
                state: 'SP',
            },
        });
    });

    it('keeps a value that is not valid as typed, to show it back', () => {
        const fields = normalizeDrawee({ document: '123.456', phone: '1234', address: { zip: '1310-100' } });
        expect([fields.document, fields.phone, fields.address.zip]).toEqual(['123.456', '1234', '1310-100']);
    });

    it('never throws and is idempotent on anything', () => {
        fc.assert(
            fc.property(fc.anything(), (value) => {
                const input = (value && typeof value === 'object' ? value : { name: value }) as object;
                const once = normalizeDrawee(input);
                expect(normalizeDrawee(once)).toEqual(once);
                expect(validateDrawee(once)).toEqual(validateDrawee(input));
            }),
        );
    });
});

describe('draweeMatches', () => {
    const payer = { name: 'José Conceição Ferreira', document: '12345678909' };
    const company = { name: 'Auto Peças Almeida Ltda', document: '12ABC34501DE35' };

    it.each([
        [payer, 'jose', true],
        [payer, 'CONCEIÇÃO', true],
        [payer, 'conceicao fer', true],
        [payer, '123.456.789-09', true],
        [payer, '12345678909', true],
        [payer, '456.789', true],
        [payer, '999', false],
        [payer, 'Maria', false],
        [company, '12.ABC.345/01DE-35', true],
        [company, '12abc34501de35', true],
        [company, 'ABC345', true],
        [company, 'ABC', false],
        [company, 'peças', true],
        [company, '', true],
    ])('%j by %j → %s', (drawee, search, expected) => expect(draweeMatches(search, drawee)).toBe(expected));
});

describe('display helpers', () => {
    it('formats phones, CEPs and city/UF', () => {
        expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
        expect(formatPhone('1134567890')).toBe('(11) 3456-7890');
        expect(formatPhone('')).toBe('');
        expect(formatCep('01310100')).toBe('01310-100');
        expect(cityUf({ city: 'São Paulo', state: 'SP' })).toBe('São Paulo/SP');
    });

    it('knows the 27 federative units', () => expect(Object.keys(UFS)).toHaveLength(27));
});
