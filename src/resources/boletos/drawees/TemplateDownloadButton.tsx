import DownloadIcon from '@mui/icons-material/Download';
import Button, { type ButtonProps } from '@mui/material/Button';
import { csvBlob } from '../../../domain/csv';
import { DRAWEE_CSV_TEMPLATE } from '../../../domain/draweeCsv';
import { useMessages } from '../../../i18n';
import { downloadBlob } from '../../../ui/downloadBlob';
import { draweeMessages } from './messages';

export const TEMPLATE_FILE_NAME = 'modelo-sacados.csv';

/** The CSV model for Excel pt-BR (`;`, UTF-8 with BOM): the header and two example payers. */
export const TemplateDownloadButton = (props: ButtonProps) => {
    const t = useMessages(draweeMessages);
    return (
        <Button
            startIcon={<DownloadIcon />}
            {...props}
            onClick={() => downloadBlob(csvBlob(DRAWEE_CSV_TEMPLATE), TEMPLATE_FILE_NAME)}
        >
            {t('drawees.common.download_template')}
        </Button>
    );
};
