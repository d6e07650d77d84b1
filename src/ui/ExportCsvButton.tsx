import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import { csvBlob } from '../domain/csv';
import { downloadBlob } from './downloadBlob';

interface Props {
    /** The CSV text, built only when asked for. */
    csv: () => string;
    fileName: string;
    disabled?: boolean;
}

/** "Exportar CSV" of a report: its rows for Excel pt-BR (BOM, `;`), offered as a download. */
export const ExportCsvButton = ({ csv, fileName, disabled }: Props) => (
    <Button
        variant="outlined"
        size="small"
        startIcon={<FileDownloadIcon />}
        onClick={() => downloadBlob(csvBlob(csv()), fileName)}
        disabled={disabled}
    >
        Exportar CSV
    </Button>
);
