import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useVerb } from '../../../dataProvider/hooks';
import { formatDate, formatDateTime } from '../../../domain/dates';
import { DescriptionList } from '../../../ui/DescriptionList';
import { FormDialog } from '../../../ui/FormDialog';
import { useBusy } from '../../../ui/useBusy';
import { type ApiSettings, organizationOf } from './api';

const useCopy = () => {
    const notify = useNotify();
    return async (text: string, what: string) => {
        try {
            await navigator.clipboard.writeText(text);
            notify(`${what} copiado.`, { type: 'info' });
        } catch {
            notify(`Não foi possível copiar: selecione o ${what.toLowerCase()} e copie manualmente.`, {
                type: 'warning',
            });
        }
    };
};

/** The new secret, shown this once: closing the dialog forgets it. */
const NewSecretDialog = ({ secret, onClose }: { secret: string | null; onClose: () => void }) => {
    const copy = useCopy();
    return (
        <Dialog
            open={secret !== null}
            onClose={onClose}
            aria-labelledby="new-secret-title"
            fullWidth
            maxWidth="sm"
        >
            <DialogTitle id="new-secret-title">Novo segredo gerado</DialogTitle>
            <DialogContent>
                <Alert severity="warning" sx={{ mb: 2 }}>
                    Copie agora e guarde no cofre de senhas dos seus sistemas: o segredo não será mostrado de
                    novo.
                </Alert>
                <TextField
                    label="Novo client secret"
                    value={secret ?? ''}
                    fullWidth
                    slotProps={{
                        htmlInput: { readOnly: true, spellCheck: false },
                        input: { sx: { fontFamily: 'monospace' } },
                    }}
                    onFocus={(event) => event.target.select()}
                />
            </DialogContent>
            <DialogActions>
                <Button startIcon={<ContentCopyIcon />} onClick={() => secret && copy(secret, 'Segredo')}>
                    Copiar
                </Button>
                <Button variant="contained" onClick={onClose}>
                    Já copiei, fechar
                </Button>
            </DialogActions>
        </Dialog>
    );
};

/** Client id, the masked secret and its rotation, and the mTLS certificate's term. */
export const CredentialsCard = ({
    settings,
    canEdit,
    onChanged,
}: {
    settings: ApiSettings;
    canEdit: boolean;
    onChanged: (settings: ApiSettings) => void;
}) => {
    const [confirming, setConfirming] = useState(false);
    const [secret, setSecret] = useState<string | null>(null);
    const [error, setError] = useState<string>();
    const { busy, run } = useBusy();
    const rotateSecret = useVerb<ApiSettings & { client_secret: string }>('pix-api-config', 'rotateSecret');
    const copy = useCopy();
    const { certificate } = settings;

    const rotate = () =>
        run(async () => {
            try {
                const { client_secret, ...saved } = await rotateSecret.mutateAsync({
                    data: organizationOf(settings.organization.id),
                });
                setConfirming(false);
                setError(undefined);
                setSecret(client_secret);
                onChanged(saved);
            } catch {
                // The http layer showed the notice with its code.
                setError('Não foi possível gerar o novo segredo. O segredo atual continua valendo.');
            }
        });

    return (
        <Card variant="outlined" component="section" aria-labelledby="credentials-title">
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                <Typography id="credentials-title" variant="h6" component="h3" sx={{ mb: 1 }}>
                    Credenciais e certificado
                </Typography>
                <DescriptionList
                    label="Credenciais"
                    pairs={[
                        ['Client ID', settings.client_id],
                        ['Client secret', settings.secret_masked],
                        ['Segredo gerado em', formatDateTime(settings.secret_rotated_at)],
                    ]}
                />
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1, mb: 2 }}>
                    <Button
                        size="small"
                        startIcon={<ContentCopyIcon />}
                        onClick={() => copy(settings.client_id, 'Client ID')}
                    >
                        Copiar client ID
                    </Button>
                    {canEdit && (
                        <Button size="small" variant="outlined" onClick={() => setConfirming(true)}>
                            Gerar novo segredo
                        </Button>
                    )}
                </Box>
                <Typography variant="subtitle2" component="h4">
                    Certificado mTLS
                </Typography>
                {certificate.state !== 'valid' && (
                    <Alert severity={certificate.state === 'expired' ? 'error' : 'warning'} sx={{ my: 1 }}>
                        {certificate.state === 'expired'
                            ? 'O certificado venceu: as chamadas à API Pix estão sendo recusadas. Importe o certificado renovado.'
                            : `O certificado vence em ${certificate.days_left} ${certificate.days_left === 1 ? 'dia' : 'dias'}: renove-o com a autoridade certificadora e importe o novo antes do vencimento.`}
                    </Alert>
                )}
                <DescriptionList
                    label="Certificado mTLS"
                    pairs={[
                        ['Titular', certificate.subject],
                        ['Emissor', certificate.issuer],
                        ['Número de série', certificate.serial],
                        ['Válido de', formatDate(certificate.not_before)],
                        ['Válido até', formatDate(certificate.not_after)],
                    ]}
                />
            </CardContent>
            <FormDialog
                id="rotate-secret"
                open={confirming}
                title="Gerar um novo segredo?"
                submitLabel="Gerar novo segredo"
                busy={busy}
                error={error}
                onClose={() => {
                    setConfirming(false);
                    setError(undefined);
                }}
                onSubmit={rotate}
            >
                <DialogContentText>
                    O segredo atual de {settings.organization.trade_name} deixa de funcionar na hora: os
                    sistemas que usam o client ID {settings.client_id} precisam receber o novo segredo para
                    continuar chamando a API Pix.
                </DialogContentText>
            </FormDialog>
            <NewSecretDialog secret={secret} onClose={() => setSecret(null)} />
        </Card>
    );
};
