/**
 * The statement's PDF: A4 landscape, Helvetica 9, the reports' brand header and "Página x/y" footer
 * (src/pdf/frame), the account, period and balances, then the lines. A 12-month statement has ~10,000 lines
 * (~300 pages): the table is drawn a column of a page at a time, one line each, not cell by cell as the
 * generic report table does, which took over 10 s for such a statement.
 */
import { jsPDF } from 'jspdf';
import type { Brand } from '../../brands';
import {
    CONTENT_TOP,
    contentBottom,
    contentWidth,
    drawFrames,
    ellipsize,
    FONT_SIZE,
    MARGIN_X,
    RULE,
    rgb,
    TEXT,
} from '../../pdf/frame';
import { pdfText } from '../../pdf/text';
import type { StatementPdfSpec } from './api';

const ROW = 13;
const PAD = 4;
const ZEBRA: [number, number, number] = [243, 245, 248];

export async function renderStatementPdf(
    spec: StatementPdfSpec,
    brand: Brand,
    emittedAt = new Date(),
): Promise<Blob> {
    const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4', compress: true });
    doc.setProperties({
        title: pdfText(spec.title),
        subject: pdfText(spec.subtitle),
        author: pdfText(brand.title),
    });
    doc.setLanguage('pt-BR');
    const width = contentWidth(doc);
    const scale = width / spec.columns.reduce((sum, column) => sum + (column.width ?? 80), 0);
    let x = MARGIN_X;
    const columns = spec.columns.map((column) => {
        const w = (column.width ?? 80) * scale;
        const placed = { ...column, x, w };
        x += w;
        return placed;
    });
    const textX = (column: (typeof columns)[number]) =>
        column.align === 'right' ? column.x + column.w - PAD : column.x + PAD;
    const bottom = contentBottom(doc);

    doc.setFont('helvetica', 'normal');
    doc.setFontSize(FONT_SIZE);
    doc.setTextColor(...TEXT);
    const intro = doc.splitTextToSize(pdfText(`${spec.subtitle}\n${spec.balances}`), width);
    doc.text(intro, MARGIN_X, CONTENT_TOP + FONT_SIZE);
    let top = CONTENT_TOP + intro.length * FONT_SIZE * 1.35 + 8;

    // Every cell ellipsized to its column once, in words Helvetica can print.
    const cells = columns.map((column) => {
        const room = column.w - 2 * PAD;
        return spec.rows.map((row) => ellipsize(doc, pdfText(row[column.key] ?? ''), room));
    });

    let index = 0;
    while (index < spec.rows.length || index === 0) {
        const fits = Math.max(1, Math.floor((bottom - top - ROW) / ROW));
        const end = Math.min(spec.rows.length, index + fits);
        // Header row.
        doc.setFillColor(...rgb(brand.primary));
        doc.rect(MARGIN_X, top, width, ROW, 'F');
        doc.setFont('helvetica', 'bold');
        doc.setTextColor(255, 255, 255);
        for (const column of columns)
            doc.text(pdfText(column.header), textX(column), top + ROW - PAD, {
                align: column.align ?? 'left',
            });
        // Zebra stripes, then each column's lines in one call.
        doc.setFillColor(...ZEBRA);
        for (let row = index + 1; row < end; row += 2)
            doc.rect(MARGIN_X, top + ROW * (row - index + 1), width, ROW, 'F');
        doc.setFont('helvetica', 'normal');
        doc.setTextColor(...TEXT);
        if (end > index)
            columns.forEach((column, c) => {
                doc.text(cells[c].slice(index, end), textX(column), top + 2 * ROW - PAD, {
                    align: column.align ?? 'left',
                    lineHeightFactor: ROW / FONT_SIZE,
                });
            });
        doc.setDrawColor(...RULE);
        doc.setLineWidth(0.5);
        doc.line(MARGIN_X, top + ROW * (end - index + 1), MARGIN_X + width, top + ROW * (end - index + 1));
        index = end;
        if (index >= spec.rows.length) break;
        doc.addPage();
        top = CONTENT_TOP;
    }
    drawFrames(doc, { brand, title: spec.title, subtitle: spec.subtitle, emittedAt });
    return doc.output('blob');
}
