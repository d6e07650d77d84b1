import type { Brand } from '../../brands';
import type { StatementPdfSpec } from './api';

/** The statement's PDF (A4 landscape, 9 pt, brand header, "Página x/y"), from a spec already in words. */
export async function renderStatementPdf(spec: StatementPdfSpec, brand: Brand): Promise<Blob> {
    const { createReport } = await import('../../pdf');
    return createReport({ title: spec.title, subtitle: spec.subtitle, brand })
        .paragraph(spec.balances)
        .table({ columns: spec.columns, rows: spec.rows })
        .blob();
}
