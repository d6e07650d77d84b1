import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type DragEvent, useRef, useState } from 'react';

/**
 * The file input stays in the page (labelled, for assistive technology) but out of sight and out of the tab
 * order: the button beside it opens it, so no control is nested in another.
 */
const HiddenInput = styled('input')({
    clip: 'rect(0 0 0 0)',
    clipPath: 'inset(50%)',
    height: 1,
    overflow: 'hidden',
    position: 'absolute',
    whiteSpace: 'nowrap',
    width: 1,
});

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
    const [over, setOver] = useState(false);
    const input = useRef<HTMLInputElement>(null);
    const drop = (event: DragEvent) => {
        event.preventDefault();
        setOver(false);
        const file = event.dataTransfer.files[0];
        if (file) onFile(file);
    };
    return (
        <Box
            onDragOver={(event) => {
                event.preventDefault();
                setOver(true);
            }}
            onDragLeave={() => setOver(false)}
            onDrop={drop}
            sx={{
                border: 2,
                borderStyle: 'dashed',
                borderColor: over ? 'primary.main' : 'divider',
                bgcolor: over ? 'action.hover' : 'transparent',
                borderRadius: 2,
                p: { xs: 2, sm: 4 },
                textAlign: 'center',
            }}
        >
            <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
                <UploadFileIcon fontSize="large" color="action" aria-hidden />
                <Typography>{prompt}</Typography>
                <Button variant="contained" onClick={() => input.current?.click()}>
                    Escolher arquivo
                </Button>
                <HiddenInput
                    ref={input}
                    type="file"
                    accept=".csv,text/csv"
                    aria-label={inputLabel}
                    tabIndex={-1}
                    onChange={(event) => {
                        const file = event.target.files?.[0];
                        event.target.value = '';
                        if (file) onFile(file);
                    }}
                />
                <Typography variant="body2" color="text.secondary">
                    {limits}
                </Typography>
                {error && (
                    <Alert severity="error" sx={{ textAlign: 'left' }}>
                        {error}
                    </Alert>
                )}
            </Stack>
        </Box>
    );
};

/** The file being read (off the main thread): its name and an indeterminate bar. */
export const ReadingFile = ({ fileName }: { fileName: string }) => (
    <Box role="status">
        <Typography gutterBottom>Lendo “{fileName}”…</Typography>
        <LinearProgress aria-label="Lendo o arquivo" />
    </Box>
);
