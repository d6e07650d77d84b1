import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { CERTIFICATE_EXTENSIONS } from '../../../domain/certificates';
import { textOf, useMessages } from '../../../i18n';
import { DropZone } from '../../../ui/DropZone';
import { certificateMessages } from './messages';

const text = textOf(certificateMessages);

const sizeText = (bytes: number) =>
    bytes < 1024
        ? text('certificate.drop.bytes', { bytes })
        : text('certificate.drop.kilobytes', {
              size: (bytes / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 }),
          });

interface Props {
    file: File | null;
    onFile: (file: File) => void;
    error?: string;
}

/** Drop or pick the .pfx/.p12; the chosen file's name and size, or what is wrong with it, show inside. */
export const CertificateDrop = ({ file, onFile, error }: Props) => {
    const t = useMessages(certificateMessages);
    const errorId = useId();
    return (
        <DropZone
            onFile={onFile}
            accept={[...CERTIFICATE_EXTENSIONS, 'application/x-pkcs12'].join(',')}
            inputLabel={t('certificate.drop.input')}
            buttonLabel={file ? t('certificate.drop.change') : t('certificate.drop.choose')}
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
                    <Typography>{t('certificate.drop.hint')}</Typography>
                </>
            )}
        </DropZone>
    );
};
