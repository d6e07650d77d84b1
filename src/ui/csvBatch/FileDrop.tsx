import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useMessages } from '../../i18n';
import { DropZone } from '../DropZone';
import { csvMessages } from './messages';

interface Props {
    onFile: (file: File) => void;
    /** What is wrong with the last file tried. */
    error?: string;
    /** 'Arraste o arquivo CSV … para cá ou', above the button. */
    prompt: string;
    /** The hidden file input's accessible name. */
    inputLabel: string;
    /** The size and line limits, under the button. */
    limits: string;
}

/** Pick or drop one CSV; what is wrong with the last one tried shows under it. */
export const FileDrop = ({ onFile, error, prompt, inputLabel, limits }: Props) => {
    const t = useMessages(csvMessages);
    return (
        <DropZone
            onFile={onFile}
            accept=".csv,text/csv"
            inputLabel={inputLabel}
            buttonLabel={t('ui_csv.choose_file')}
            footer={
                <>
                    <Typography variant="body2" color="text.secondary">
                        {limits}
                    </Typography>
                    {error && (
                        <Alert severity="error" sx={{ textAlign: 'left' }}>
                            {error}
                        </Alert>
                    )}
                </>
            }
        >
            <UploadFileIcon fontSize="large" color="action" aria-hidden />
            <Typography>{prompt}</Typography>
        </DropZone>
    );
};

/** The file being read (off the main thread): its name and an indeterminate bar. */
export const ReadingFile = ({ fileName }: { fileName: string }) => {
    const t = useMessages(csvMessages);
    return (
        <Box role="status">
            <Typography gutterBottom>{t('ui_csv.reading', { name: fileName })}</Typography>
            <LinearProgress aria-label={t('ui_csv.reading_file')} />
        </Box>
    );
};
