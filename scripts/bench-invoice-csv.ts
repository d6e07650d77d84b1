// Time to parse and validate a 5,000-boleto CSV (src/domain/invoiceCsv.ts) in Node; prints JSON.
// The file is what Excel pt-BR writes: `;`, UTF-8 with BOM; a Windows-1252 copy is timed too (its bytes are
// first tried as UTF-8, which fails, then decoded as Windows-1252). Every line is checked against the holder's
// payers (a set of 5,000 documents) and the boleto rules. Median of RUNS runs after one warm-up.
import { cnpjFromSeed } from '../src/domain/cnpj';
import { cpfFromSeed } from '../src/domain/cpf';
import { CSV_BOM } from '../src/domain/csv';
import { toDateOnlyBrasilia } from '../src/domain/dates';
import { addMonths } from '../src/domain/invoice';
import { type InvoiceBatchRowData, parseInvoiceCsv, serializeInvoiceCsv } from '../src/domain/invoiceCsv';
import { timeRuns } from './benchTimes';

const ROWS = 5000;
const RUNS = 7;
const today = toDateOnlyBrasilia();

const rows: InvoiceBatchRowData[] = Array.from({ length: ROWS }, (_, i) => {
    const company = i % 3 === 0;
    const due = addMonths(today, 1 + (i % 12));
    return {
        drawee_document: company ? cnpjFromSeed(i, i % 2 === 0) : cpfFromSeed(i),
        amount: 10_000 + i * 37,
        due_date: due,
        installments: 1 + (i % 4),
        fine_percent: company ? 250 : 200,
        interest_percent: 100 + (i % 50),
        discount_amount: i % 5 === 0 ? 500 : 0,
        discount_until: i % 5 === 0 ? due : null,
        instructions: `Condomínio Edifício Conceição, unidade ${i + 1}; após o vencimento, multa e juros.`,
        your_number: `UN-${String(i + 1).padStart(5, '0')}`,
    };
});
const knownDocuments = new Set(rows.map((row) => row.drawee_document));
const text = CSV_BOM + serializeInvoiceCsv(rows);
const utf8 = new TextEncoder().encode(text);
const cp1252 = Uint8Array.from(text.slice(1), (ch) => ch.charCodeAt(0));

const time = (bytes: Uint8Array) =>
    timeRuns(RUNS, () => {
        const result = parseInvoiceCsv(bytes, { today, knownDocuments });
        if (!result.ok || result.valid !== ROWS)
            throw new Error('o arquivo de teste deveria ser todo válido');
    });

console.log(
    JSON.stringify({
        method: `Node (tsx), parseInvoiceCsv(bytes) of ${ROWS} boletos against ${ROWS} known payers: decode + read + validate, ${RUNS} runs`,
        rows: ROWS,
        bytes: utf8.length,
        unit: 'ms',
        utf8WithBom: time(utf8),
        windows1252: time(cp1252),
    }),
);
