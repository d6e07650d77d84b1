import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import { csvBlob } from '../domain/csv';
import { useMessages } from '../i18n';
import { downloadBlob } from './downloadBlob';
import { DisabledWhenEmpty } from './lists/EmptyListExport';
import { uiMessages } from './messages';

interface Props {
    /** The CSV text, built only when asked for. */
    csv: () => string;
    fileName: string;
    disabled?: boolean;
    /** Nothing to export: disabled, with the reason in a tooltip. */
    empty?: boolean;
}

/** "Exportar CSV" of a report: its rows for Excel pt-BR (BOM, `;`), offered as a download. */
export const ExportCsvButton = ({ csv, fileName, disabled, empty = false }: Props) => {
    const t = useMessages(uiMessages);
    return (
        <DisabledWhenEmpty empty={empty}>
            <Button
                variant="outlined"
                size="small"
                startIcon={<FileDownloadIcon />}
                onClick={() => downloadBlob(csvBlob(csv()), fileName)}
                disabled={disabled}
            >
                {t('ui.export_csv')}
            </Button>
        </DisabledWhenEmpty>
    );
};
