import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import { csvBlob } from '../domain/csv';
import { useMessages } from '../i18n';
import { downloadBlob } from './downloadBlob';
import { uiMessages } from './messages';

interface Props {
    /** The CSV text, built only when asked for. */
    csv: () => string;
    fileName: string;
    disabled?: boolean;
}

/** "Exportar CSV" of a report: its rows for Excel pt-BR (BOM, `;`), offered as a download. */
export const ExportCsvButton = ({ csv, fileName, disabled }: Props) => {
    const t = useMessages(uiMessages);
    return (
        <Button
            variant="outlined"
            size="small"
            startIcon={<FileDownloadIcon />}
            onClick={() => downloadBlob(csvBlob(csv()), fileName)}
            disabled={disabled}
        >
            {t('ui.export_csv')}
        </Button>
    );
};
