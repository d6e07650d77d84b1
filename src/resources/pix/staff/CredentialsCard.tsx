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
import { useMessages } from '../../../i18n';
import { DescriptionList } from '../../../ui/DescriptionList';
import { FormDialog } from '../../../ui/FormDialog';
import { useBusy } from '../../../ui/useBusy';
import { type ApiSettings, organizationOf } from './api';
import { pixStaffMessages } from './messages';

const useCopy = () => {
    const notify = useNotify();
    const t = useMessages(pixStaffMessages);
    return async (text: string, what: 'client_id' | 'secret') => {
        try {
            await navigator.clipboard.writeText(text);
            notify(t(`pix_staff.credentials.copied.${what}`), { type: 'info' });
        } catch {
            notify(t(`pix_staff.credentials.copy_failed.${what}`), { type: 'warning' });
        }
    };
};

/** The new secret, shown this once: closing the dialog forgets it. */
const NewSecretDialog = ({ secret, onClose }: { secret: string | null; onClose: () => void }) => {
    const copy = useCopy();
    const t = useMessages(pixStaffMessages);
    return (
        <Dialog
            open={secret !== null}
            onClose={onClose}
            aria-labelledby="new-secret-title"
            fullWidth
            maxWidth="sm"
        >
            <DialogTitle id="new-secret-title">{t('pix_staff.credentials.new_secret.title')}</DialogTitle>
            <DialogContent>
                <Alert severity="warning" sx={{ mb: 2 }}>
                    {t('pix_staff.credentials.new_secret.warning')}
                </Alert>
                <TextField
                    label={t('pix_staff.credentials.new_secret.label')}
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
                <Button startIcon={<ContentCopyIcon />} onClick={() => secret && copy(secret, 'secret')}>
                    {t('pix_staff.credentials.new_secret.copy')}
                </Button>
                <Button variant="contained" onClick={onClose}>
                    {t('pix_staff.credentials.new_secret.done')}
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
    const t = useMessages(pixStaffMessages);
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
                setError(t('pix_staff.credentials.rotate_failed'));
            }
        });

    return (
        <Card variant="outlined" component="section" aria-labelledby="credentials-title">
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                <Typography id="credentials-title" variant="h6" component="h3" sx={{ mb: 1 }}>
                    {t('pix_staff.credentials.title')}
                </Typography>
                <DescriptionList
                    label={t('pix_staff.credentials.label')}
                    pairs={[
                        [t('pix_staff.credentials.client_id'), settings.client_id],
                        [t('pix_staff.credentials.client_secret'), settings.secret_masked],
                        [t('pix_staff.credentials.rotated_at'), formatDateTime(settings.secret_rotated_at)],
                    ]}
                />
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1, mb: 2 }}>
                    <Button
                        size="small"
                        startIcon={<ContentCopyIcon />}
                        onClick={() => copy(settings.client_id, 'client_id')}
                    >
                        {t('pix_staff.credentials.copy_client_id')}
                    </Button>
                    {canEdit && (
                        <Button size="small" variant="outlined" onClick={() => setConfirming(true)}>
                            {t('pix_staff.credentials.rotate')}
                        </Button>
                    )}
                </Box>
                <Typography variant="subtitle2" component="h4">
                    {t('pix_staff.credentials.certificate.title')}
                </Typography>
                {certificate.state !== 'valid' && (
                    <Alert severity={certificate.state === 'expired' ? 'error' : 'warning'} sx={{ my: 1 }}>
                        {certificate.state === 'expired'
                            ? t('pix_staff.credentials.certificate.expired')
                            : t('pix_staff.credentials.certificate.expiring', {
                                  smart_count: certificate.days_left,
                              })}
                    </Alert>
                )}
                <DescriptionList
                    label={t('pix_staff.credentials.certificate.title')}
                    pairs={[
                        [t('pix_staff.credentials.certificate.subject'), certificate.subject],
                        [t('pix_staff.credentials.certificate.issuer'), certificate.issuer],
                        [t('pix_staff.credentials.certificate.serial'), certificate.serial],
                        [
                            t('pix_staff.credentials.certificate.not_before'),
                            formatDate(certificate.not_before),
                        ],
                        [t('pix_staff.credentials.certificate.not_after'), formatDate(certificate.not_after)],
                    ]}
                />
            </CardContent>
            <FormDialog
                id="rotate-secret"
                open={confirming}
                title={t('pix_staff.credentials.rotate_confirm')}
                submitLabel={t('pix_staff.credentials.rotate')}
                busy={busy}
                error={error}
                onClose={() => {
                    setConfirming(false);
                    setError(undefined);
                }}
                onSubmit={rotate}
            >
                <DialogContentText>
                    {t('pix_staff.credentials.rotate_text', {
                        organization: settings.organization.trade_name,
                        client_id: settings.client_id,
                    })}
                </DialogContentText>
            </FormDialog>
            <NewSecretDialog secret={secret} onClose={() => setSecret(null)} />
        </Card>
    );
};
