/**
 * The frame of every page: a header with the brand mark, the brand's name and the report's title, and a
 * footer with the emission time (Brasília), the product version and 'Página x/y'. Drawn when the report
 * is output, once the page count is known. All measures in points.
 */
import type { jsPDF } from 'jspdf';
import type { Brand } from '../brands';
import { PRODUCT_VERSION } from '../version';
import { brandInitials, brasiliaDateTime, pdfText } from './text';

export type Rgb = [number, number, number];

export const MARGIN_X = 36;
export const FONT_SIZE = 9;
/** Where content may start and must end on each page. */
export const CONTENT_TOP = 82;
export const contentBottom = (doc: jsPDF) => doc.internal.pageSize.getHeight() - 46;
export const contentWidth = (doc: jsPDF) => doc.internal.pageSize.getWidth() - 2 * MARGIN_X;

export const TEXT: Rgb = [33, 37, 41];
export const MUTED: Rgb = [108, 117, 125];
export const RULE: Rgb = [206, 212, 218];
const WHITE: Rgb = [255, 255, 255];

const HEADER_TOP = 24;
const MARK_SIZE = 34;
const HEADER_RULE_Y = 68;
const TITLE_SIZE = 13;
const MIN_TITLE_SIZE = 10;

export function rgb(hex: string): Rgb {
    const digits = hex.replace('#', '');
    const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
    const value = Number.parseInt(full, 16);
    if (full.length !== 6 || Number.isNaN(value)) return [0, 0, 0];
    return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export interface FrameInfo {
    brand: Brand;
    title: string;
    subtitle?: string;
    emittedAt: Date;
}

/** Stamps the header and footer on every page. */
export function drawFrames(doc: jsPDF, info: FrameInfo): void {
    const total = doc.getNumberOfPages();
    for (let page = 1; page <= total; page++) {
        doc.setPage(page);
        drawHeader(doc, info);
        drawFooter(doc, info.emittedAt, page, total);
    }
}

/** The brand mark as BrandLogo draws it (viewBox 40): rounded square, bar, white initials. */
export function drawBrandMark(doc: jsPDF, brand: Brand, x: number, y: number, size: number): void {
    const k = size / 40;
    doc.setFillColor(...rgb(brand.primary));
    doc.roundedRect(x, y, 40 * k, 40 * k, 10 * k, 10 * k, 'F');
    doc.setFillColor(...rgb(brand.secondary));
    doc.roundedRect(x + 6 * k, y + 30 * k, 28 * k, 3 * k, 1.5 * k, 1.5 * k, 'F');
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(15 * k);
    doc.setTextColor(...WHITE);
    doc.text(pdfText(brandInitials(brand.title)), x + 20 * k, y + 24 * k, { align: 'center' });
}

function drawHeader(doc: jsPDF, info: FrameInfo): void {
    const right = doc.internal.pageSize.getWidth() - MARGIN_X;
    drawBrandMark(doc, info.brand, MARGIN_X, HEADER_TOP, MARK_SIZE);
    const brandEnd = drawBrandName(doc, info.brand);
    const room = right - brandEnd - 24;
    const hasSubtitle = Boolean(info.subtitle);
    const titleY = hasSubtitle ? HEADER_TOP + 15 : HEADER_TOP + 22;
    doc.setFont('helvetica', 'bold');
    doc.setTextColor(...TEXT);
    doc.setFontSize(fittingSize(doc, pdfText(info.title), room));
    doc.text(ellipsize(doc, pdfText(info.title), room), right, titleY, { align: 'right' });
    if (hasSubtitle) drawSubtitle(doc, pdfText(info.subtitle ?? ''), right, room);
    doc.setDrawColor(...rgb(info.brand.primary));
    doc.setLineWidth(1);
    doc.line(MARGIN_X, HEADER_RULE_Y, right, HEADER_RULE_Y);
}

/** The brand's name beside the mark; returns where it ends. */
function drawBrandName(doc: jsPDF, brand: Brand): number {
    const x = MARGIN_X + MARK_SIZE + 10;
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(12);
    doc.setTextColor(...rgb(brand.primary));
    const name = ellipsize(doc, pdfText(brand.title), contentWidth(doc) / 3);
    doc.text(name, x, HEADER_TOP + MARK_SIZE / 2 + 4);
    return x + doc.getTextWidth(name);
}

function drawSubtitle(doc: jsPDF, subtitle: string, right: number, room: number): void {
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(FONT_SIZE);
    doc.setTextColor(...MUTED);
    doc.text(ellipsize(doc, subtitle, room), right, HEADER_TOP + 30, { align: 'right' });
}

function drawFooter(doc: jsPDF, emittedAt: Date, page: number, total: number): void {
    const width = doc.internal.pageSize.getWidth();
    const ruleY = doc.internal.pageSize.getHeight() - 34;
    const textY = ruleY + 14;
    doc.setDrawColor(...RULE);
    doc.setLineWidth(0.5);
    doc.line(MARGIN_X, ruleY, width - MARGIN_X, ruleY);
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(8);
    doc.setTextColor(...MUTED);
    doc.text(pdfText(`Emitido em ${brasiliaDateTime(emittedAt)} (horário de Brasília)`), MARGIN_X, textY);
    doc.text(pdfText(`Versão ${PRODUCT_VERSION}`), width / 2, textY, { align: 'center' });
    doc.text(pdfText(`Página ${page}/${total}`), width - MARGIN_X, textY, { align: 'right' });
}

/** The largest title size (13 down to 10 pt) at which the text fits; the caller sets it. */
function fittingSize(doc: jsPDF, text: string, room: number): number {
    let size = TITLE_SIZE;
    while (size > MIN_TITLE_SIZE && doc.getStringUnitWidth(text) * size > room) size -= 0.5;
    return size;
}

/** The text cut with '...' to fit `room` at the current font. */
export function ellipsize(doc: jsPDF, text: string, room: number): string {
    if (doc.getTextWidth(text) <= room) return text;
    let cut = text;
    while (cut.length > 1 && doc.getTextWidth(`${cut}...`) > room) cut = cut.slice(0, -1);
    return `${cut.trimEnd()}...`;
}
