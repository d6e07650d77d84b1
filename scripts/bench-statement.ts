// Part of `npm run bench`: a busy account's 12-month statement (10,000 movements) exported as the screen does
// it (src/resources/statements): the CSV in chunks (chunkedCsv) and the PDF (statementPdfSpec +
// renderStatementPdf, which the browser runs in a Web Worker), in Node; median of RUNS runs; prints JSON.
import { BRANDS } from '../src/brands';
import type { StatementLine } from '../src/contract/statements';
import { statementPdfSpec } from '../src/resources/statements/api';
import { chunkedCsv } from '../src/resources/statements/StatementExport';
import { renderStatementPdf } from '../src/resources/statements/statementPdf';
import { busyStatement } from '../src/sandbox/seed/statements';

const MOVEMENTS = 10_000;
const RUNS = 3;

const rows = busyStatement(MOVEMENTS, new Date('2026-11-27T15:00:00Z'));
const lines: StatementLine[] = rows.reverse().map((row) => ({ ...row, day_balance: row.balance_after }));
const oldest = lines.at(-1) as StatementLine;
const heading = {
    account: '0001 · 123456-7',
    holder: 'Comercial Andrade Ltda',
    period: { from: oldest.created_at.slice(0, 10), to: lines[0].created_at.slice(0, 10) },
    summary: {
        opening_balance: 0,
        closing_balance: lines[0].balance_after,
        credits: lines.reduce((sum, l) => sum + Math.max(l.amount, 0), 0),
        debits: lines.reduce((sum, l) => sum + Math.max(-l.amount, 0), 0),
    },
};

const median = (times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    return Math.round(sorted[Math.floor(sorted.length / 2)]);
};

const csvTimes: number[] = [];
const pdfTimes: number[] = [];
let csvBytes = 0;
let pdfBytes = 0;
for (let run = 0; run < RUNS; run++) {
    let start = performance.now();
    const csv = await chunkedCsv(lines, () => {});
    csvTimes.push(performance.now() - start);
    csvBytes = new TextEncoder().encode(csv).length;
    start = performance.now();
    const blob = await renderStatementPdf(statementPdfSpec(lines, heading), BRANDS.bancodigital);
    pdfTimes.push(performance.now() - start);
    pdfBytes = blob.size;
}
console.log(
    JSON.stringify({
        method: `Node (tsx), ${MOVEMENTS} movements over 12 months: chunkedCsv, statementPdfSpec + renderStatementPdf, ${RUNS} runs`,
        movements: MOVEMENTS,
        unit: 'ms',
        csv: { median: median(csvTimes), runsMs: csvTimes.map(Math.round), bytes: csvBytes, targetMs: 1000 },
        pdf: { median: median(pdfTimes), runsMs: pdfTimes.map(Math.round), bytes: pdfBytes, targetMs: 3000 },
    }),
);
