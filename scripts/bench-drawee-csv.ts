// Time to parse and validate a 5,000-payer CSV (src/domain/draweeCsv.ts) in Node; prints JSON.
// The file is what Excel pt-BR writes: `;`, UTF-8 with BOM; a Windows-1252 copy is timed too (its bytes are
// first tried as UTF-8, which fails, then decoded as Windows-1252). Median of RUNS runs after one warm-up.
import { cnpjFromSeed } from '../src/domain/cnpj';
import { cpfFromSeed } from '../src/domain/cpf';
import { CSV_BOM } from '../src/domain/csv';
import type { DraweeFields } from '../src/domain/drawee';
import { parseDraweeCsv, serializeDraweeCsv } from '../src/domain/draweeCsv';
import { timeRuns } from './benchTimes';

const ROWS = 5000;
const RUNS = 7;

const drawees: DraweeFields[] = Array.from({ length: ROWS }, (_, i) => ({
    name: i % 3 ? `Cliente ${i} da Conceição` : `Comércio de Alimentos ${i} Ltda`,
    document: i % 3 ? cpfFromSeed(i) : cnpjFromSeed(i, i % 2 === 0),
    email: `cliente${i}@exemplo.com.br`,
    phone: i % 2 ? `119${String(i).padStart(8, '0')}` : `113${String(i).padStart(7, '0')}`,
    address: {
        zip: String(1_000_000 + i).padStart(8, '0'),
        street: 'Rua Sete de Setembro, lado par',
        number: String(i + 1),
        ...(i % 4 ? {} : { complement: 'Sala 3' }),
        district: 'Centro',
        city: 'São Paulo',
        state: 'SP',
    },
}));
const text = CSV_BOM + serializeDraweeCsv(drawees);
const utf8 = new TextEncoder().encode(text);
const cp1252 = Uint8Array.from(text.slice(1), (ch) => ch.charCodeAt(0));

const time = (bytes: Uint8Array) =>
    timeRuns(RUNS, () => {
        const result = parseDraweeCsv(bytes);
        if (!result.ok || result.valid !== ROWS)
            throw new Error('o arquivo de teste deveria ser todo válido');
    });

console.log(
    JSON.stringify({
        method: `Node (tsx), parseDraweeCsv(bytes) of ${ROWS} payers: decode + read + validate, ${RUNS} runs`,
        rows: ROWS,
        bytes: utf8.length,
        unit: 'ms',
        utf8WithBom: time(utf8),
        windows1252: time(cp1252),
    }),
);
