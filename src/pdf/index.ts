/**
 * The PDF toolkit. Load it lazily, when the user asks for a PDF, so jsPDF stays out of the main bundle:
 * `const { createReport } = await import('../pdf')`.
 */
export {
    createReport,
    type KeyValue,
    type Report,
    type ReportOptions,
    type TableColumn,
    type TableSpec,
} from './document';
