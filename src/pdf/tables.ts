/** Tables (jspdf-autotable): listings with a repeated header and zebra rows, and label/value receipts. */
import type { jsPDF } from 'jspdf';
import { autoTable, type CellHookData, type RowInput, type Styles, type UserOptions } from 'jspdf-autotable';
import type { Brand } from '../brands';
import {
    CONTENT_TOP,
    contentBottom,
    contentWidth,
    FONT_SIZE,
    MARGIN_X,
    MUTED,
    RULE,
    rgb,
    TEXT,
} from './frame';
import { cellText, looksLikeMoney, pdfText } from './text';

export type Align = 'left' | 'right' | 'center';
export type CellValue = string | number;

export interface TableColumn {
    header: string;
    /** The row field shown in this column. */
    key: string;
    /** Default: right when every value is a number or an amount ('R$ …'), else left. */
    align?: Align;
    /** Width in points (A4 landscape has 770 between margins); default: fitted to the content. */
    width?: number;
}

export interface TableSpec {
    columns: readonly TableColumn[];
    /** Strings print as given (format money with formatBRL); numbers are quantities, printed pt-BR. */
    rows: readonly Record<string, CellValue>[];
}

export type KeyValue = readonly [label: string, value: CellValue];

const ZEBRA: [number, number, number] = [243, 245, 248];
const EMPTY_MESSAGE = 'Nenhum registro encontrado.';

const baseStyles: Partial<Styles> = {
    font: 'helvetica',
    fontSize: FONT_SIZE,
    textColor: TEXT,
    cellPadding: { top: 4, bottom: 4, left: 5, right: 5 },
    overflow: 'linebreak',
    valign: 'middle',
};

/** Page geometry shared by every table, so that tables breaking into pages stay clear of the frame. */
function placement(doc: jsPDF, startY: number): UserOptions {
    const bottom = doc.internal.pageSize.getHeight() - contentBottom(doc);
    return {
        startY,
        margin: { top: CONTENT_TOP, bottom, left: MARGIN_X, right: MARGIN_X },
        rowPageBreak: 'avoid',
    };
}

/** Where the last table ended. */
function finalY(doc: jsPDF, fallback: number): number {
    return (doc as jsPDF & { lastAutoTable?: { finalY?: number } }).lastAutoTable?.finalY ?? fallback;
}

/** Every value is a number or an amount ('R$ …'), and there is at least one. */
function isNumeric(column: TableColumn, rows: TableSpec['rows']): boolean {
    const values = rows.map((row) => row[column.key]).filter((value) => value !== undefined && value !== '');
    return values.length > 0 && values.every((value) => typeof value === 'number' || looksLikeMoney(value));
}

/** Explicit width, else numbers and amounts never break across lines ('-R$' above '1.234,56'). */
function columnStyle(column: TableColumn, numeric: boolean, halign: Align): Partial<Styles> {
    if (column.width !== undefined) return { halign, cellWidth: column.width };
    return numeric ? { halign, cellWidth: 'wrap' } : { halign };
}

function body(spec: TableSpec): RowInput[] {
    if (spec.rows.length === 0) {
        const styles: Partial<Styles> = { halign: 'center', textColor: MUTED, fontStyle: 'italic' };
        return [[{ content: EMPTY_MESSAGE, colSpan: Math.max(spec.columns.length, 1), styles }]];
    }
    return spec.rows.map((row) => spec.columns.map((column) => cellText(row[column.key])));
}

export function drawTable(doc: jsPDF, spec: TableSpec, brand: Brand, startY: number): number {
    const numeric = spec.columns.map((column) => isNumeric(column, spec.rows));
    const aligns = spec.columns.map((column, index) => column.align ?? (numeric[index] ? 'right' : 'left'));
    const columnStyles = Object.fromEntries(
        spec.columns.map((column, index) => [index, columnStyle(column, numeric[index], aligns[index])]),
    );
    autoTable(doc, {
        ...placement(doc, startY),
        theme: 'striped',
        showHead: 'everyPage',
        head: [spec.columns.map((column) => pdfText(column.header))],
        body: body(spec),
        styles: baseStyles,
        headStyles: { fillColor: rgb(brand.primary), textColor: [255, 255, 255], fontStyle: 'bold' },
        bodyStyles: { fillColor: [255, 255, 255] },
        alternateRowStyles: { fillColor: ZEBRA },
        columnStyles,
        // Column styles reach body cells only: align each header over its column.
        didParseCell: (data: CellHookData) => {
            if (data.section === 'head') data.cell.styles.halign = aligns[data.column.index] ?? 'left';
        },
    });
    return finalY(doc, startY);
}

/** The label column: as wide as the longest label, at most two fifths of the page. */
function labelWidth(doc: jsPDF, pairs: readonly KeyValue[]): number {
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(FONT_SIZE);
    const widest = Math.max(0, ...pairs.map(([label]) => doc.getTextWidth(pdfText(label))));
    return Math.min(widest + 12, contentWidth(doc) * 0.4);
}

export function drawKeyValues(doc: jsPDF, pairs: readonly KeyValue[], startY: number): number {
    if (pairs.length === 0) return startY;
    autoTable(doc, {
        ...placement(doc, startY),
        theme: 'plain',
        body: pairs.map(([label, value]) => [pdfText(label), cellText(value)]),
        styles: { ...baseStyles, valign: 'top', lineColor: RULE, lineWidth: { bottom: 0.5 } },
        columnStyles: {
            0: { fontStyle: 'bold', textColor: MUTED, cellWidth: labelWidth(doc, pairs) },
            1: { textColor: TEXT },
        },
    });
    return finalY(doc, startY);
}
