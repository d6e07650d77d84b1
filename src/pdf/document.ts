/**
 * Reports as PDF (spec 2 §9: A4 landscape, font size 9, page headers and footers). A small builder over
 * jsPDF: content flows top to bottom and breaks into pages; the header and footer of every page are
 * stamped when the report is output, so that 'Página x/y' knows y. Screens load it lazily:
 * `const { createReport } = await import('../pdf')`.
 */
import { jsPDF } from 'jspdf';
import type { Brand } from '../brands';
import {
    CONTENT_TOP,
    contentBottom,
    contentWidth,
    drawFrames,
    FONT_SIZE,
    MARGIN_X,
    rgb,
    TEXT,
} from './frame';
import { drawKeyValues, drawTable, type KeyValue, type TableSpec } from './tables';
import { pdfText } from './text';

export type { KeyValue, TableColumn, TableSpec } from './tables';

export interface ReportOptions {
    title: string;
    subtitle?: string;
    brand: Brand;
    orientation?: 'landscape' | 'portrait';
    /** The emission time printed in every footer (in Brasília time). */
    emittedAt?: Date;
}

export interface Report {
    heading(text: string): Report;
    paragraph(text: string): Report;
    /** Label and value pairs in two columns (receipts). */
    keyValues(pairs: readonly KeyValue[]): Report;
    table(spec: TableSpec): Report;
    pageCount(): number;
    /** The finished PDF. After it (or `save`), the report takes no more content. */
    blob(): Blob;
    /** Offers the PDF as a download ('.pdf' is added when missing). */
    save(fileName: string): void;
}

interface Settings extends ReportOptions {
    orientation: 'landscape' | 'portrait';
    emittedAt: Date;
}

const LINE_HEIGHT = FONT_SIZE * 1.35;
const HEADING_SIZE = 11;

class ReportBuilder implements Report {
    private readonly doc: jsPDF;
    private y = CONTENT_TOP;
    private finished = false;

    constructor(private readonly options: Settings) {
        this.doc = new jsPDF({ orientation: options.orientation, unit: 'pt', format: 'a4', compress: true });
        this.doc.setProperties({
            title: pdfText(options.title),
            subject: pdfText(options.subtitle ?? ''),
            author: pdfText(options.brand.title),
            creator: pdfText(options.brand.title),
        });
        this.doc.setCreationDate(options.emittedAt);
        this.doc.setLanguage('pt-BR');
        this.resetFont();
    }

    heading(text: string): Report {
        this.open();
        const lines = this.wrap(text, HEADING_SIZE, 'bold');
        const height = lines.length * HEADING_SIZE * 1.25;
        this.ensureSpace(this.spaceBefore(10) + height + 3 * LINE_HEIGHT);
        this.y += this.spaceBefore(10);
        this.doc.setTextColor(...rgb(this.options.brand.primary));
        this.doc.text(lines, MARGIN_X, this.y + HEADING_SIZE, { lineHeightFactor: 1.25 });
        this.y += height + 6;
        this.resetFont();
        return this;
    }

    paragraph(text: string): Report {
        this.open();
        this.y += this.spaceBefore(4);
        for (const line of this.wrap(text, FONT_SIZE, 'normal')) {
            this.ensureSpace(LINE_HEIGHT);
            this.doc.text(line, MARGIN_X, this.y + FONT_SIZE);
            this.y += LINE_HEIGHT;
        }
        this.y += 4;
        return this;
    }

    keyValues(pairs: readonly KeyValue[]): Report {
        this.open();
        this.y = drawKeyValues(this.doc, pairs, this.tableStart()) + 10;
        this.resetFont();
        return this;
    }

    table(spec: TableSpec): Report {
        this.open();
        this.y = drawTable(this.doc, spec, this.options.brand, this.tableStart()) + 10;
        this.resetFont();
        return this;
    }

    pageCount(): number {
        return this.doc.getNumberOfPages();
    }

    blob(): Blob {
        this.finish();
        return this.doc.output('blob');
    }

    save(fileName: string): void {
        this.finish();
        this.doc.save(/\.pdf$/i.test(fileName) ? fileName : `${fileName}.pdf`);
    }

    private finish(): void {
        if (this.finished) return;
        this.finished = true;
        drawFrames(this.doc, this.options);
    }

    private open(): void {
        if (this.finished) throw new Error('O relatório já foi gerado; crie outro para incluir conteúdo.');
    }

    /** Where a table starts: here, or on a new page when not even its first rows fit. */
    private tableStart(): number {
        this.ensureSpace(4 * LINE_HEIGHT);
        return this.y + this.spaceBefore(2);
    }

    private ensureSpace(height: number): void {
        if (this.y + height <= contentBottom(this.doc)) return;
        this.doc.addPage();
        this.y = CONTENT_TOP;
    }

    /** No gap at the top of a page. */
    private spaceBefore(gap: number): number {
        return this.y <= CONTENT_TOP ? 0 : gap;
    }

    private wrap(text: string, size: number, style: 'normal' | 'bold'): string[] {
        this.doc.setFont('helvetica', style);
        this.doc.setFontSize(size);
        this.doc.setTextColor(...TEXT);
        return this.doc.splitTextToSize(pdfText(text), contentWidth(this.doc));
    }

    private resetFont(): void {
        this.doc.setFont('helvetica', 'normal');
        this.doc.setFontSize(FONT_SIZE);
        this.doc.setTextColor(...TEXT);
    }
}

/** A new report: A4 (landscape by default), Helvetica 9, header and footer on every page. */
export function createReport(options: ReportOptions): Report {
    const emittedAt = options.emittedAt ?? new Date();
    if (Number.isNaN(emittedAt.getTime())) throw new RangeError('createReport: emittedAt is an invalid date');
    return new ReportBuilder({ ...options, orientation: options.orientation ?? 'landscape', emittedAt });
}
