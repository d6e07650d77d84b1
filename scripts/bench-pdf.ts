// Part of `npm run bench`: time to build a statement PDF (the toolkit of src/pdf) in Node; prints JSON.
import { BRANDS } from '../src/brands';
import { formatBRL } from '../src/domain/money';
import { createReport } from '../src/pdf';

const ROWS = 1000;
const RUNS = 5;

const build = () => {
    const report = createReport({
        title: 'Extrato de movimentações',
        subtitle: 'Conta 12345-6',
        brand: BRANDS.bancodigital,
    });
    report.table({
        columns: [
            { header: 'Data', key: 'date' },
            { header: 'Descrição', key: 'description' },
            { header: 'Valor', key: 'amount' },
            { header: 'Saldo', key: 'balance' },
        ],
        rows: Array.from({ length: ROWS }, (_, i) => ({
            date: `${String((i % 28) + 1).padStart(2, '0')}/11/2026`,
            description: i % 2 ? 'Pix recebido - João Conceição' : 'Pagamento de boleto - Enel',
            amount: formatBRL(i % 2 ? 123456 : -4590),
            balance: formatBRL(1_000_000 + i * 1000),
        })),
    });
    return report;
};

const times: number[] = [];
let pages = 0;
let bytes = 0;
for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    const report = build();
    const blob = report.blob();
    times.push(performance.now() - start);
    pages = report.pageCount();
    bytes = blob.size;
}
times.sort((a, b) => a - b);
console.log(
    JSON.stringify({
        method: `Node (tsx), createReport + ${ROWS}-row table + blob(), ${RUNS} runs`,
        rows: ROWS,
        pages,
        bytes,
        unit: 'ms',
        median: Math.round(times[Math.floor(RUNS / 2)] * 10) / 10,
        min: Math.round(times[0] * 10) / 10,
        max: Math.round(times[RUNS - 1] * 10) / 10,
    }),
);
