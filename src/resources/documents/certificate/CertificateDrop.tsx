import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { CERTIFICATE_EXTENSIONS } from '../../../domain/certificates';
import { DropZone } from '../../../ui/DropZone';

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
    const errorId = useId();
    return (
        <DropZone
            onFile={onFile}
            accept={[...CERTIFICATE_EXTENSIONS, 'application/x-pkcs12'].join(',')}
            inputLabel="Arquivo do certificado (.pfx ou .p12)"
            buttonLabel={file ? 'Trocar arquivo' : 'Escolher arquivo'}
            buttonVariant={file ? 'outlined' : 'contained'}
            errorId={error ? errorId : undefined}
            footer={
                error && (
                    <FormHelperText
                        id={errorId}
                        error
                        role="alert"
                        sx={{ textAlign: 'center', fontSize: '0.875rem' }}
                    >
                        {error}
                    </FormHelperText>
                )
            }
        >
            {file ? (
                <>
                    <InsertDriveFileIcon fontSize="large" color="primary" aria-hidden />
                    <Typography sx={{ overflowWrap: 'anywhere', fontWeight: 500 }}>{file.name}</Typography>
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
        </DropZone>
    );
};
