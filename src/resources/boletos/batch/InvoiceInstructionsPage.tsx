import { toDateOnlyBrasilia } from '../../../domain/dates';
import { INVOICE_LIMITS } from '../../../domain/invoice';
import {
    buildInvoiceCsvTemplate,
    INVOICE_CSV_COLUMNS,
    type InvoiceCsvColumn,
    MAX_INVOICE_CSV_ROWS,
    REQUIRED_INVOICE_CSV_COLUMNS,
} from '../../../domain/invoiceCsv';
import { count } from '../../../domain/text';
import { useMessages } from '../../../i18n';
import { CsvInstructionsPage } from '../../../ui/csvBatch/CsvInstructionsPage';
import { withStrong } from '../strong';
import { batchMessages } from './messages';
import { TemplateDownloadButton } from './TemplateDownloadButton';

/** What goes in each column (the rules themselves are src/domain/invoice.ts and invoiceCsv.ts): an example each. */
const EXAMPLES: Record<InvoiceCsvColumn, string | null> = {
    documento_sacado: '000.000.001-91',
    valor: '1.234,56',
    vencimento: '10/04/2026',
    parcelas: '3',
    multa: '2',
    juros: '1,5',
    desconto: '25,00',
    desconto_ate: '05/04/2026',
    seu_numero: 'PED-2026-0042',
    instrucoes: null, // a sentence: the catalogue's
};

const MISTAKES = ['scientific', 'decimal_point', 'date_number', 'unknown_payer', 'excel_file'] as const;

/**
 * Boletos em lote: instruções (`/instrucoes-boleto-lote`): the columns and their formats, the common mistakes
 * (Excel's scientific notation, the decimal comma), an example, and the model to download.
 */
export const InvoiceInstructionsPage = () => {
    const t = useMessages(batchMessages);
    const formats: Record<InvoiceCsvColumn, string> = {
        documento_sacado: t('boleto_batch.instructions.columns.documento_sacado'),
        valor: t('boleto_batch.instructions.columns.valor'),
        vencimento: t('boleto_batch.instructions.columns.vencimento'),
        parcelas: t('boleto_batch.instructions.columns.parcelas', { max: INVOICE_LIMITS.maxInstallments }),
        multa: t('boleto_batch.instructions.columns.multa'),
        juros: t('boleto_batch.instructions.columns.juros'),
        desconto: t('boleto_batch.instructions.columns.desconto'),
        desconto_ate: t('boleto_batch.instructions.columns.desconto_ate'),
        seu_numero: t('boleto_batch.instructions.columns.seu_numero', { max: INVOICE_LIMITS.yourNumberMax }),
        instrucoes: t('boleto_batch.instructions.columns.instrucoes', {
            max: INVOICE_LIMITS.instructionsMax,
        }),
    };
    return (
        <CsvInstructionsPage
            title={t('boleto_batch.instructions.title')}
            intro={t('boleto_batch.instructions.intro')}
            template={<TemplateDownloadButton variant="contained" />}
            upload={{ to: '/boleto-lote', label: t('boleto_batch.instructions.upload') }}
            steps={
                <>
                    <li>{t('boleto_batch.instructions.step_template')}</li>
                    <li>{withStrong(t('boleto_batch.instructions.step_format'))}</li>
                    <li>{t('boleto_batch.instructions.step_fill')}</li>
                    <li>{withStrong(t('boleto_batch.instructions.step_save'))}</li>
                    <li>{t('boleto_batch.instructions.step_send', { max: count(MAX_INVOICE_CSV_ROWS) })}</li>
                </>
            }
            columnsNote={t('boleto_batch.instructions.columns_note')}
            columns={INVOICE_CSV_COLUMNS.map((name) => ({
                name,
                required: REQUIRED_INVOICE_CSV_COLUMNS.includes(name),
                format: formats[name],
                example: EXAMPLES[name] ?? t('boleto_batch.instructions.instructions_example'),
            }))}
            mistakes={MISTAKES.map(
                (mistake) =>
                    [
                        t(`boleto_batch.instructions.mistakes.${mistake}.title`),
                        t(`boleto_batch.instructions.mistakes.${mistake}.text`),
                    ] as const,
            )}
            example={buildInvoiceCsvTemplate(toDateOnlyBrasilia())}
        />
    );
};
