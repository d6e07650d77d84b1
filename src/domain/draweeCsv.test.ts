import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryDrawee } from '../test/draweeArbitrary';
import { cpfFromSeed } from './cpf';
import { CSV_BOM } from './csv';
import { DRAWEE_MESSAGES, type DraweeFields, MAX_BATCH_ROWS } from './drawee';
import {
    CSV_MESSAGES,
    DRAWEE_CSV_TEMPLATE,
    type DraweeCsvParse,
    decodeCsvBytes,
    parseDraweeCsv,
    serializeDraweeCsv,
} from './draweeCsv';

const HEADER = 'nome;documento;email;telefone;cep;logradouro;numero;complemento;bairro;cidade;uf';
const MARIA =
    'Maria Helena Souza;00172383749;maria@exemplo.com.br;21998765432;20040020;Praça Floriano;55;;Centro;Rio de Janeiro;RJ';
const PADARIA =
    'Padaria Pão Quente Ltda;12.ABC.345/01DE-35;;(11) 3456-7890;01310-100;Avenida Paulista;1000;Sala 3;Bela Vista;São Paulo;sp';

const parsed = (input: string | Uint8Array) => {
    const result = parseDraweeCsv(input);
    if (!result.ok) throw new Error(`esperava um arquivo lido: ${result.error}`);
    return result;
};
const errorOf = (input: string) => (parseDraweeCsv(input) as Extract<DraweeCsvParse, { ok: false }>).error;
const reasonsOf = (result: ReturnType<typeof parsed>) => result.rows.map((row) => [row.line, row.reasons]);

/** Latin-1 bytes (the accents of Portuguese are the same in Windows-1252). */
const cp1252 = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));

describe('the template', () => {
    it('has the header and two valid example payers, a person and an alphanumeric-CNPJ company', () => {
        const [header, ...lines] = DRAWEE_CSV_TEMPLATE.split('\r\n');
        expect(header).toBe(HEADER);
        expect(lines).toHaveLength(2);
        const result = parsed(DRAWEE_CSV_TEMPLATE);
        expect(result).toMatchObject({ valid: 2, invalid: 0, separator: ';' });
        expect(result.rows.map((row) => row.drawee.document)).toEqual(['00000000191', '12ABC34501DE35']);
    });

    it('reads back with the BOM it is downloaded with', () => {
        expect(parsed(CSV_BOM + DRAWEE_CSV_TEMPLATE).valid).toBe(2);
    });
});

describe('parseDraweeCsv: reading the file', () => {
    it('reads a ; file, keeping leading zeros and normalizing each field', () => {
        const result = parsed([HEADER, MARIA, PADARIA].join('\r\n'));
        expect(result).toMatchObject({
            ok: true,
            valid: 2,
            invalid: 0,
            encoding: 'utf-8',
            ignoredColumns: [],
        });
        expect(result.rows[0]).toEqual({
            line: 2,
            reasons: [],
            drawee: {
                name: 'Maria Helena Souza',
                document: '00172383749',
                email: 'maria@exemplo.com.br',
                phone: '21998765432',
                address: {
                    zip: '20040020',
                    street: 'Praça Floriano',
                    number: '55',
                    district: 'Centro',
                    city: 'Rio de Janeiro',
                    state: 'RJ',
                },
            },
        });
        expect(result.rows[1].drawee).toMatchObject({
            document: '12ABC34501DE35',
            phone: '1134567890',
            address: { zip: '01310100', complement: 'Sala 3', state: 'SP' },
        });
    });

    it.each([
        ['LF', '\n'],
        ['CRLF', '\r\n'],
        ['CR', '\r'],
    ])('reads %s line breaks', (_, eol) => {
        const result = parsed([HEADER, MARIA, PADARIA, ''].join(eol));
        expect(result.rows.map((row) => row.line)).toEqual([2, 3]);
        expect(result.valid).toBe(2);
    });

    it('reads a , file, with quoted cells holding commas, quotes and line breaks', () => {
        const text = [
            HEADER.replaceAll(';', ','),
            '"Silva, Souza & Cia ""Atacado"" Ltda",11222333000181,,,01310100,"Avenida Paulista, lado par",1000,"Bloco A',
            'Sala 2",Bela Vista,São Paulo,SP',
            'Maria Helena Souza,001.723.837-49,,,20040-020,Praça Floriano,55,,Centro,Rio de Janeiro,RJ',
        ].join('\r\n');
        const result = parsed(text);
        expect(result.separator).toBe(',');
        expect(result.rows.map((row) => row.line)).toEqual([2, 4]);
        expect(result.rows[0].drawee).toMatchObject({
            name: 'Silva, Souza & Cia "Atacado" Ltda',
            address: { street: 'Avenida Paulista, lado par', complement: 'Bloco A Sala 2' },
        });
        expect(result.rows[1].drawee.document).toBe('00172383749');
        expect(result.valid).toBe(2);
    });

    it('takes the columns in any order, whatever their case and accents, and sets unknown ones aside', () => {
        const text = [
            'UF;Cidade;Bairro;Número;Logradouro;CEP;Telefone;E-mail;Documento;Nome;Observação',
            'RJ;Rio de Janeiro;Centro;55;Praça Floriano;20040020;21998765432;maria@exemplo.com.br;00172383749;Maria Souza;cliente antiga',
        ].join('\n');
        const result = parsed(text);
        expect(result.ignoredColumns).toEqual(['Observação']);
        expect(result.rows[0].reasons).toEqual([]);
        expect(result.rows[0].drawee).toMatchObject({ name: 'Maria Souza', address: { number: '55' } });
    });

    it('lets the optional columns (e-mail, telefone, complemento) out of the header', () => {
        const text =
            'nome;documento;cep;logradouro;numero;bairro;cidade;uf\nMaria Souza;00172383749;20040020;Praça Floriano;55;Centro;Rio de Janeiro;RJ';
        expect(parsed(text).valid).toBe(1);
    });

    it('skips blank lines and lines of empty cells, counting them in the line numbers', () => {
        const text = ['', HEADER, ';;;;;;;;;;', MARIA, '', '   ', PADARIA, ';;;;;;;;;;'].join('\n');
        expect(parsed(text).rows.map((row) => row.line)).toEqual([4, 7]);
    });

    it("drops the ' Excel and the portal's exports put before formulas and numbers typed as text", () => {
        const text = `${HEADER}\n'=Maria Souza;'00172383749;;;'20040020;Praça Floriano;55;;Centro;Rio de Janeiro;RJ`;
        const [row] = parsed(text).rows;
        expect(row.drawee).toMatchObject({ name: '=Maria Souza', document: '00172383749' });
        expect(row.drawee.address.zip).toBe('20040020');
    });
});

describe('parseDraweeCsv: encodings', () => {
    const text = [HEADER, MARIA, PADARIA].join('\r\n');

    it('reads UTF-8 bytes with and without BOM', () => {
        const utf8 = new TextEncoder().encode(text);
        const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]);
        for (const bytes of [utf8, withBom]) {
            const result = parsed(bytes);
            expect(result.encoding).toBe('utf-8');
            expect(result.rows[1].drawee.name).toBe('Padaria Pão Quente Ltda');
            expect(result.valid).toBe(2);
        }
    });

    it('reads Windows-1252 bytes (not valid UTF-8) with their accents', () => {
        const result = parsed(cp1252(text));
        expect(result.encoding).toBe('windows-1252');
        expect(result.rows.map((row) => row.drawee.address.street)).toEqual([
            'Praça Floriano',
            'Avenida Paulista',
        ]);
        expect(result.rows[1].drawee.name).toBe('Padaria Pão Quente Ltda');
        expect(decodeCsvBytes(cp1252('Conceição')).text).toBe('Conceição');
    });
});

describe('parseDraweeCsv: reasons per line', () => {
    it.each([
        ['a bad CPF', 'Maria Souza;123.456.789-00', DRAWEE_MESSAGES.cpfInvalid],
        ['a bad CNPJ', 'Padaria;11222333000180', DRAWEE_MESSAGES.cnpjInvalid],
        ['a CPF that lost its zeros in Excel', 'Maria Souza;172383749', CSV_MESSAGES.lostZeros],
        ['a CNPJ that lost its zeros in Excel', 'Empresa;360305000104', CSV_MESSAGES.lostZeros],
        ['a CPF in scientific notation', 'Maria Souza;1,72384E+10', CSV_MESSAGES.scientific],
        ['a short name', 'Ma;00172383749', DRAWEE_MESSAGES.nameLength],
    ])('%s', (_, start, reason) => {
        const text = `${HEADER}\n${start};;;20040020;Praça Floriano;55;;Centro;Rio de Janeiro;RJ`;
        expect(reasonsOf(parsed(text))).toEqual([[2, [reason]]]);
    });

    it('lists every reason of a line, in the column order', () => {
        const text = `${HEADER}\n;00172383749;maria@;123;1310100;;55;;Centro;Rio de Janeiro;XX`;
        expect(reasonsOf(parsed(text))).toEqual([
            [
                2,
                [
                    DRAWEE_MESSAGES.nameRequired,
                    DRAWEE_MESSAGES.emailInvalid,
                    DRAWEE_MESSAGES.phoneInvalid,
                    CSV_MESSAGES.cepLostZero,
                    DRAWEE_MESSAGES.streetRequired,
                    DRAWEE_MESSAGES.ufInvalid,
                ],
            ],
        ]);
    });

    it('flags a CPF/CNPJ repeated in the file on its later lines, masked or not', () => {
        const again = MARIA.replace('00172383749', '001.723.837-49').replace('Maria Helena', 'M. Helena');
        const result = parsed([HEADER, MARIA, PADARIA, again, MARIA].join('\n'));
        expect(reasonsOf(result)).toEqual([
            [2, []],
            [3, []],
            [4, [CSV_MESSAGES.duplicate(2)]],
            [5, [CSV_MESSAGES.duplicate(2)]],
        ]);
        expect(result).toMatchObject({ valid: 2, invalid: 2 });
    });

    it('flags a line with more cells than the header (a ; outside quotes)', () => {
        const text = `${HEADER}\n${MARIA.replace('Praça Floriano', 'Praça Floriano; sala 3')}`;
        expect(reasonsOf(parsed(text))).toEqual([
            [2, [DRAWEE_MESSAGES.districtRequired, DRAWEE_MESSAGES.ufInvalid, CSV_MESSAGES.extraCells]],
        ]);
    });
});

describe('parseDraweeCsv: files it cannot read', () => {
    it.each([
        ['empty', '', CSV_MESSAGES.empty],
        ['only blanks', ' \r\n \n', CSV_MESSAGES.empty],
        ['only separators', ';;;\r\n;', CSV_MESSAGES.empty],
        ['one column', 'nome\nMaria', CSV_MESSAGES.noSeparator],
        ['only the header', `${HEADER}\r\n;;;;;;;;;;\r\n`, CSV_MESSAGES.noRows],
        [
            'missing columns',
            'nome;documento;email\nMaria;00172383749;',
            CSV_MESSAGES.missingColumns(['cep', 'logradouro', 'numero', 'bairro', 'cidade', 'uf']),
        ],
        ['a repeated column', `${HEADER};Nome\n${MARIA};Maria`, CSV_MESSAGES.repeatedColumn('nome')],
        ['an unclosed quote', `${HEADER}\n"Maria;00172383749`, CSV_MESSAGES.unclosedQuote],
    ])('%s', (_, text, message) => expect(errorOf(text)).toBe(message));

    it(`refuses more than ${MAX_BATCH_ROWS} payers`, () => {
        const lines = Array.from({ length: MAX_BATCH_ROWS + 1 }, () => MARIA);
        expect(errorOf([HEADER, ...lines].join('\n'))).toBe(CSV_MESSAGES.tooManyRows(MAX_BATCH_ROWS + 1));
    });
});

describe('parseDraweeCsv: a full batch', () => {
    it(`reads ${MAX_BATCH_ROWS} generated payers, all valid`, () => {
        const drawees: DraweeFields[] = Array.from({ length: MAX_BATCH_ROWS }, (_, i) => ({
            name: `Cliente ${i + 1} da Silva`,
            document: cpfFromSeed(i),
            email: `cliente${i + 1}@exemplo.com.br`,
            phone: `119${String(i).padStart(8, '0')}`,
            address: {
                zip: String(1_000_000 + i).padStart(8, '0'),
                street: 'Rua Sete de Setembro',
                number: String(i + 1),
                district: 'Centro',
                city: 'São Paulo',
                state: 'SP',
            },
        }));
        const bytes = new TextEncoder().encode(CSV_BOM + serializeDraweeCsv(drawees));
        const result = parsed(bytes);
        expect(result).toMatchObject({ valid: MAX_BATCH_ROWS, invalid: 0 });
        expect(result.rows.at(-1)?.line).toBe(MAX_BATCH_ROWS + 1);
        expect(result.rows.map((row) => row.drawee)).toEqual(drawees);
    });
});

describe('round trip', () => {
    it('serialize → parse gives the same valid payers back, as text and as UTF-8 bytes with BOM', () => {
        fc.assert(
            fc.property(
                fc.uniqueArray(arbitraryDrawee, { selector: (d) => d.document, minLength: 1, maxLength: 15 }),
                (drawees) => {
                    const text = serializeDraweeCsv(drawees);
                    for (const input of [text, new TextEncoder().encode(CSV_BOM + text)]) {
                        const result = parsed(input);
                        expect(result.rows.map((row) => row.reasons)).toEqual(drawees.map(() => []));
                        expect(result.rows.map((row) => row.drawee)).toEqual(drawees);
                    }
                },
            ),
        );
    });
});
