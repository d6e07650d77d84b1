/**
 * The boleto as a PDF: A4 portrait, the "Recibo do Pagador" on top and, below a cut line, the "Ficha de
 * Compensação" with the ITF-25 barcode; one page per boleto (a series prints as a carnê). Loaded lazily, as
 * the rest of the PDF toolkit: `const { boletoPdf } = await import('../pdf/boleto')`. The data each page
 * shows is built first (`boletoSheet`, tested on its own), then drawn. Layout choices: docs/decisions.md.
 */
import { jsPDF } from 'jspdf';
import type { Brand } from '../brands';
import type { Invoice } from '../contract/invoices';
import { formatLine } from '../domain/boleto';
import { bankCodeWithDv, beneficiaryCode, instructionLines } from '../domain/boletoSlip';
import { formatDate } from '../domain/dates';
import { formatDocument } from '../domain/document';
import { formatCep } from '../domain/drawee';
import { formatOurNumber, INVOICE_WALLET } from '../domain/invoice';
import { itf25Bars } from '../domain/itf25';
import { formatBRL } from '../domain/money';
import { drawBrandMark, ellipsize, MUTED, type Rgb, TEXT } from './frame';
import { pdfText } from './text';

/** What a boleto page needs of an invoice, as `payment/invoice` answers it. */
export type BoletoInvoice = Pick<
    Invoice,
    | 'barcode'
    | 'line'
    | 'amount'
    | 'due_date'
    | 'issue_date'
    | 'created_at'
    | 'our_number'
    | 'our_number_dv'
    | 'your_number'
    | 'fine_percent'
    | 'interest_percent'
    | 'discount_amount'
    | 'discount_until'
    | 'instructions'
    | 'installment'
    | 'beneficiary'
    | 'drawee'
>;

/** The receiving account, when the caller knows it (else the barcode's free field is printed). */
export interface SlipAccount {
    agency: string;
    number: string;
    digit: string;
}

/** Every text of one boleto page, as printed. */
export interface BoletoSheet {
    bankName: string;
    /** '990-3'. */
    bankCode: string;
    /** Formatted linha digitável. */
    line: string;
    /** 44 digits, drawn as ITF-25. */
    barcode: string;
    paymentPlace: string;
    dueDate: string;
    beneficiary: string;
    beneficiaryDocument: string;
    beneficiaryCode: string;
    documentDate: string;
    documentNumber: string;
    documentKind: string;
    acceptance: string;
    processingDate: string;
    ourNumber: string;
    wallet: string;
    currency: string;
    amount: string;
    instructions: string[];
    payer: string;
    payerAddress: string[];
}

export const PAYMENT_PLACE = 'Pagável em qualquer banco até o vencimento';

const documentWithKind = (document: string) =>
    `${document.length === 11 ? 'CPF' : 'CNPJ'} ${formatDocument(document)}`;

/** The texts of one boleto page. */
export function boletoSheet(
    invoice: BoletoInvoice,
    bankName: string,
    account?: SlipAccount | null,
): BoletoSheet {
    const { address } = invoice.drawee;
    const street = [`${address.street}, ${address.number}`, address.complement, address.district]
        .filter(Boolean)
        .join(' - ');
    return {
        bankName,
        bankCode: bankCodeWithDv(invoice.barcode.slice(0, 3)),
        line: formatLine(invoice.line),
        barcode: invoice.barcode,
        paymentPlace: PAYMENT_PLACE,
        dueDate: formatDate(invoice.due_date),
        beneficiary: invoice.beneficiary.name,
        beneficiaryDocument: documentWithKind(invoice.beneficiary.document),
        beneficiaryCode: beneficiaryCode(invoice.barcode, account),
        documentDate: formatDate(invoice.created_at),
        documentNumber: invoice.your_number || invoice.our_number,
        // Duplicata mercantil, without the payer's acceptance: what a portal issuer sends.
        documentKind: 'DM',
        acceptance: 'N',
        processingDate: formatDate(invoice.issue_date),
        ourNumber: formatOurNumber(invoice.our_number, invoice.our_number_dv),
        wallet: INVOICE_WALLET,
        currency: 'R$',
        amount: formatBRL(invoice.amount),
        instructions: instructionLines(invoice),
        payer: `${invoice.drawee.name} - ${documentWithKind(invoice.drawee.document)}`,
        payerAddress: [street, `${formatCep(address.zip)} - ${address.city}/${address.state}`],
    };
}

// ---------------------------------------------------------------- barcode

/**
 * The bars in points. The narrow element is 0.96 pt (0.339 mm): exactly 4 dots at 300 dpi and 8 at 600 dpi,
 * so with the origin on that grid every edge falls on a printer dot and no bar grows or shrinks in the
 * rasterizing; the wide element is 3 × (FEBRABAN's 1:3), the height 13 mm.
 */
export const BARCODE = { narrow: 0.96, ratio: 3, height: (13 * 72) / 25.4, quietZone: 10 } as const;

export interface Bar {
    x: number;
    width: number;
}

/**
 * The dark bars of the barcode from `x`: each edge is computed from a whole count of narrow units, never by
 * adding widths up, so no rounding drifts along the 405 units of a 44-digit code.
 */
export function barcodeBars(barcode: string, x: number, narrow: number = BARCODE.narrow): Bar[] {
    const bars: Bar[] = [];
    let units = 0;
    for (const element of itf25Bars(barcode)) {
        const width = element.wide ? BARCODE.ratio : 1;
        if (element.bar) bars.push({ x: x + units * narrow, width: width * narrow });
        units += width;
    }
    return bars;
}

// ---------------------------------------------------------------- layout (points; mm for readability)

const mm = (value: number) => (value * 72) / 25.4;
const LEFT = mm(10);
const WIDTH = mm(190);
const RIGHT_COLUMN = mm(48);
const ROW = mm(9);
const THIN = 0.5;
const THICK = 1.2;
const SHADE: Rgb = [235, 235, 235];
const LABEL_SIZE = 5.5;
const VALUE_SIZE = 8.5;
/** The barcode starts 12 mm from the page edge (its left quiet zone), on the 0.24 pt grid of 300 dpi. */
const BARCODE_X = 142 * 0.24;

interface Cell {
    label: string;
    value?: string;
    width: number;
    align?: 'left' | 'right';
    strong?: boolean;
    shade?: boolean;
}

/** A row of boxes, each with its small label on top and its value below. */
function row(doc: jsPDF, y: number, cells: Cell[], height = ROW): number {
    let x = LEFT;
    for (const cell of cells) {
        box(doc, x, y, cell.width, height, cell);
        x += cell.width;
    }
    return y + height;
}

function box(doc: jsPDF, x: number, y: number, width: number, height: number, cell: Omit<Cell, 'width'>) {
    doc.setLineWidth(THIN);
    doc.setDrawColor(...TEXT);
    if (cell.shade) doc.setFillColor(...SHADE);
    doc.rect(x, y, width, height, cell.shade ? 'FD' : 'S');
    label(doc, cell.label, x + mm(1.2), y + mm(2.4));
    if (cell.value === undefined || cell.value === '') return;
    doc.setFont('helvetica', cell.strong ? 'bold' : 'normal');
    doc.setFontSize(VALUE_SIZE);
    doc.setTextColor(...TEXT);
    const text = ellipsize(doc, pdfText(cell.value), width - mm(2.4));
    if (cell.align === 'right') doc.text(text, x + width - mm(1.2), y + height - mm(1.8), { align: 'right' });
    else doc.text(text, x + mm(1.2), y + height - mm(1.8));
}

function label(doc: jsPDF, text: string, x: number, y: number) {
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(LABEL_SIZE);
    doc.setTextColor(...MUTED);
    doc.text(pdfText(text), x, y);
}

/** Logo and bank name | bank code | the line (or a caption), over a thick rule. */
function bankHeader(doc: jsPDF, y: number, sheet: BoletoSheet, brand: Brand, right: string): number {
    const height = mm(10);
    const markSize = mm(7);
    drawBrandMark(doc, brand, LEFT, y + (height - markSize) / 2, markSize);
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(9);
    doc.setTextColor(...TEXT);
    const nameX = LEFT + markSize + mm(1.5);
    doc.text(ellipsize(doc, pdfText(sheet.bankName), mm(50) - markSize - mm(3)), nameX, y + height - mm(3.3));
    const codeLeft = LEFT + mm(50);
    const codeRight = codeLeft + mm(20);
    doc.setLineWidth(THICK);
    doc.setDrawColor(...TEXT);
    doc.line(codeLeft, y + mm(2), codeLeft, y + height);
    doc.line(codeRight, y + mm(2), codeRight, y + height);
    doc.line(LEFT, y + height, LEFT + WIDTH, y + height);
    doc.setFontSize(14);
    doc.text(pdfText(sheet.bankCode), (codeLeft + codeRight) / 2, y + height - mm(2.8), { align: 'center' });
    doc.setFontSize(10);
    // Bold glyphs overhang their advance a little: keep the line inside the boxes' right edge.
    const end = LEFT + WIDTH - mm(0.6);
    doc.text(ellipsize(doc, pdfText(right), end - codeRight - mm(2)), end, y + height - mm(3), {
        align: 'right',
    });
    return y + height;
}

function caption(doc: jsPDF, text: string, y: number) {
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(7);
    doc.setTextColor(...MUTED);
    doc.text(pdfText(text), LEFT + WIDTH, y, { align: 'right' });
}

/** The payer: name and document, then the address; "Sacador/Avalista" is left for the bank. */
function payerBox(doc: jsPDF, y: number, sheet: BoletoSheet, height: number, withAddress: boolean): number {
    box(doc, LEFT, y, WIDTH, height, { label: 'Pagador' });
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(VALUE_SIZE);
    doc.setTextColor(...TEXT);
    const lines = withAddress ? [sheet.payer, ...sheet.payerAddress] : [sheet.payer];
    lines.forEach((text, index) => {
        doc.text(ellipsize(doc, pdfText(text), WIDTH - mm(4)), LEFT + mm(1.2), y + mm(5.5) + index * mm(3.6));
    });
    if (withAddress) label(doc, 'Sacador/Avalista', LEFT + mm(1.2), y + height - mm(1.2));
    return y + height;
}

function receipt(doc: jsPDF, sheet: BoletoSheet, brand: Brand) {
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(10);
    doc.setTextColor(...TEXT);
    doc.text(pdfText('Recibo do Pagador'), LEFT + WIDTH, mm(13), { align: 'right' });
    let y = bankHeader(doc, mm(15), sheet, brand, sheet.line);
    const left = WIDTH - RIGHT_COLUMN;
    y = row(doc, y, [
        { label: 'Beneficiário', value: sheet.beneficiary, width: mm(95) },
        { label: 'CPF/CNPJ do beneficiário', value: sheet.beneficiaryDocument, width: left - mm(95) },
        {
            label: 'Vencimento',
            value: sheet.dueDate,
            width: RIGHT_COLUMN,
            align: 'right',
            strong: true,
            shade: true,
        },
    ]);
    y = row(doc, y, [
        { label: 'Agência/Código do beneficiário', value: sheet.beneficiaryCode, width: mm(47) },
        { label: 'Nosso número', value: sheet.ourNumber, width: mm(48) },
        { label: 'Nº do documento', value: sheet.documentNumber, width: left - mm(95) },
        {
            label: '(=) Valor do documento',
            value: sheet.amount,
            width: RIGHT_COLUMN,
            align: 'right',
            strong: true,
            shade: true,
        },
    ]);
    y = row(doc, y, [
        { label: 'Data do documento', value: sheet.documentDate, width: mm(30) },
        { label: 'Espécie', value: sheet.currency, width: mm(17) },
        { label: '(-) Desconto / Abatimento', width: mm(48) },
        { label: '(+) Mora / Multa', width: left - mm(95) },
        { label: '(=) Valor cobrado', width: RIGHT_COLUMN },
    ]);
    y = payerBox(doc, y, sheet, mm(11), false);
    caption(doc, 'Autenticação mecânica', y + mm(3.5));
}

function cutLine(doc: jsPDF, y: number) {
    caption(doc, 'Corte na linha pontilhada', y - mm(1.5));
    doc.setLineWidth(THIN);
    doc.setDrawColor(...MUTED);
    doc.setLineDashPattern([3, 2], 0);
    doc.line(LEFT, y, LEFT + WIDTH, y);
    doc.setLineDashPattern([], 0);
}

function compensation(doc: jsPDF, sheet: BoletoSheet, brand: Brand) {
    const left = WIDTH - RIGHT_COLUMN;
    const side = (labelText: string, value: string | undefined, shade = false): Cell => ({
        label: labelText,
        value,
        width: RIGHT_COLUMN,
        align: 'right',
        strong: shade,
        shade,
    });
    let y = bankHeader(doc, mm(90), sheet, brand, sheet.line);
    y = row(doc, y, [
        { label: 'Local de pagamento', value: sheet.paymentPlace, width: left },
        side('Vencimento', sheet.dueDate, true),
    ]);
    y = row(doc, y, [
        { label: 'Beneficiário', value: `${sheet.beneficiary} - ${sheet.beneficiaryDocument}`, width: left },
        side('Agência/Código do beneficiário', sheet.beneficiaryCode),
    ]);
    y = row(doc, y, [
        { label: 'Data do documento', value: sheet.documentDate, width: mm(28) },
        { label: 'Nº do documento', value: sheet.documentNumber, width: mm(34) },
        { label: 'Espécie doc.', value: sheet.documentKind, width: mm(18) },
        { label: 'Aceite', value: sheet.acceptance, width: mm(12) },
        { label: 'Data do processamento', value: sheet.processingDate, width: left - mm(92) },
        side('Nosso número', sheet.ourNumber),
    ]);
    y = row(doc, y, [
        { label: 'Uso do banco', width: mm(28) },
        { label: 'Carteira', value: sheet.wallet, width: mm(20) },
        { label: 'Espécie', value: sheet.currency, width: mm(14) },
        { label: 'Quantidade', width: mm(30) },
        { label: 'Valor', width: left - mm(92) },
        side('(=) Valor do documento', sheet.amount, true),
    ]);
    const slot = mm(8);
    instructionsBox(doc, y, left, slot * 5, sheet.instructions);
    const charges = [
        '(-) Desconto / Abatimento',
        '(-) Outras deduções',
        '(+) Mora / Multa',
        '(+) Outros acréscimos',
        '(=) Valor cobrado',
    ];
    charges.forEach((text, index) => {
        box(doc, LEFT + left, y + index * slot, RIGHT_COLUMN, slot, { label: text });
    });
    y = payerBox(doc, y + slot * 5, sheet, mm(18), true);
    caption(doc, 'Autenticação mecânica - Ficha de Compensação', y + mm(3.5));
    drawBarcode(doc, sheet.barcode, y + mm(6));
}

function instructionsBox(doc: jsPDF, y: number, width: number, height: number, lines: string[]) {
    box(doc, LEFT, y, width, height, { label: 'Instruções (texto de responsabilidade do beneficiário)' });
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(8);
    doc.setTextColor(...TEXT);
    const wrapped = lines.flatMap((text) => doc.splitTextToSize(pdfText(text), width - mm(2.4)) as string[]);
    const room = Math.floor((height - mm(4)) / mm(3.5));
    const shown =
        wrapped.length > room ? [...wrapped.slice(0, room - 1), `${wrapped[room - 1]}...`] : wrapped;
    shown.forEach((text, index) => {
        doc.text(text, LEFT + mm(1.2), y + mm(5.5) + index * mm(3.5));
    });
}

/** Filled rectangles only, black, no stroke: what a scanner reads is exactly what barcodeBars computed. */
function drawBarcode(doc: jsPDF, barcode: string, y: number) {
    doc.setFillColor(0, 0, 0);
    for (const bar of barcodeBars(barcode, BARCODE_X)) doc.rect(bar.x, y, bar.width, BARCODE.height, 'F');
}

export interface BoletoPdfOptions {
    brand: Brand;
    /** The receiving accounts the caller knows, by id; a boleto whose account is missing prints its free field. */
    accounts?: ReadonlyMap<number, SlipAccount>;
    /** The PDF's creation date (default: now). */
    createdAt?: Date;
}

/** One page per boleto, in the order given. */
export function boletoPdf(
    invoices: readonly (BoletoInvoice & { account_id: number })[],
    options: BoletoPdfOptions,
): Blob {
    if (invoices.length === 0) throw new RangeError('boletoPdf: no boleto to print');
    const doc = new jsPDF({ orientation: 'portrait', unit: 'pt', format: 'a4', compress: true });
    doc.setProperties({
        title: pdfText(invoices.length === 1 ? 'Boleto' : 'Boletos'),
        author: pdfText(options.brand.title),
        creator: pdfText(options.brand.title),
    });
    doc.setCreationDate(options.createdAt ?? new Date());
    doc.setLanguage('pt-BR');
    invoices.forEach((invoice, index) => {
        if (index > 0) doc.addPage();
        const sheet = boletoSheet(invoice, options.brand.title, options.accounts?.get(invoice.account_id));
        receipt(doc, sheet, options.brand);
        cutLine(doc, mm(80));
        compensation(doc, sheet, options.brand);
    });
    return doc.output('blob');
}
