import DownloadIcon from '@mui/icons-material/Download';
import Button, { type ButtonProps } from '@mui/material/Button';
import { csvBlob } from '../../../domain/csv';
import { toDateOnlyBrasilia } from '../../../domain/dates';
import { buildInvoiceCsvTemplate } from '../../../domain/invoiceCsv';
import { useMessages } from '../../../i18n';
import { downloadBlob } from '../../../ui/downloadBlob';
import { batchMessages } from './messages';

export const INVOICE_TEMPLATE_FILE_NAME = 'modelo-boletos.csv';

interface Props extends ButtonProps {
    /** Two of the holder's payers to fill the examples with (the payer template's otherwise). */
    documents?: readonly [string, string];
}

/** The CSV model for Excel pt-BR (`;`, UTF-8 with BOM): the header and two boletos valid today. */
export const TemplateDownloadButton = ({ documents, ...props }: Props) => {
    const t = useMessages(batchMessages);
    return (
        <Button
            startIcon={<DownloadIcon />}
            {...props}
            onClick={() =>
                downloadBlob(
                    csvBlob(buildInvoiceCsvTemplate(toDateOnlyBrasilia(), documents)),
                    INVOICE_TEMPLATE_FILE_NAME,
                )
            }
        >
            {t('boleto_batch.common.download_template')}
        </Button>
    );
};
