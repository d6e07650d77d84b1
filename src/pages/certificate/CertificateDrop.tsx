import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type DragEvent, useId, useRef, useState } from 'react';
import { CERTIFICATE_EXTENSIONS } from '../../domain/certificates';

/** Out of sight and out of the tab order: the button opens it, so no control is nested in another. */
const HiddenInput = styled('input')({
    clip: 'rect(0 0 0 0)',
    clipPath: 'inset(50%)',
    height: 1,
    overflow: 'hidden',
    position: 'absolute',
    whiteSpace: 'nowrap',
    width: 1,
});

const sizeText = (bytes: number) =>
    bytes < 1024
        ? `${bytes} bytes`
        : `${(bytes / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} KB`;

interface Props {
    file: File | null;
    onFile: (file: File) => void;
    error?: string;
}

/** Drop or pick the .pfx/.p12; the chosen file's name and size, or what is wrong with it, show inside. */
export const CertificateDrop = ({ file, onFile, error }: Props) => {
    const [over, setOver] = useState(false);
    const input = useRef<HTMLInputElement>(null);
    const errorId = useId();
    const drop = (event: DragEvent) => {
        event.preventDefault();
        setOver(false);
        const dropped = event.dataTransfer.files[0];
        if (dropped) onFile(dropped);
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
                borderColor: error ? 'error.main' : over ? 'primary.main' : 'divider',
                bgcolor: over ? 'action.hover' : 'transparent',
                borderRadius: 2,
                p: { xs: 2, sm: 3 },
                textAlign: 'center',
            }}
        >
            <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
                {file ? (
                    <>
                        <InsertDriveFileIcon fontSize="large" color="primary" aria-hidden />
                        <Typography sx={{ overflowWrap: 'anywhere', fontWeight: 500 }}>
                            {file.name}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                            {sizeText(file.size)}
                        </Typography>
                    </>
                ) : (
                    <>
                        <VpnKeyIcon fontSize="large" color="action" aria-hidden />
                        <Typography>Arraste o arquivo do certificado (.pfx ou .p12) para cá ou</Typography>
                    </>
                )}
                <Button variant={file ? 'outlined' : 'contained'} onClick={() => input.current?.click()}>
                    {file ? 'Trocar arquivo' : 'Escolher arquivo'}
                </Button>
                <HiddenInput
                    ref={input}
                    type="file"
                    accept={[...CERTIFICATE_EXTENSIONS, 'application/x-pkcs12'].join(',')}
                    aria-label="Arquivo do certificado (.pfx ou .p12)"
                    aria-invalid={!!error}
                    aria-describedby={error ? errorId : undefined}
                    tabIndex={-1}
                    onChange={(event) => {
                        const picked = event.target.files?.[0];
                        event.target.value = '';
                        if (picked) onFile(picked);
                    }}
                />
                {error && (
                    <FormHelperText
                        id={errorId}
                        error
                        role="alert"
                        sx={{ textAlign: 'center', fontSize: '0.875rem' }}
                    >
                        {error}
                    </FormHelperText>
                )}
            </Stack>
        </Box>
    );
};
