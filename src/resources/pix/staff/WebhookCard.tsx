import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useNotify } from 'react-admin';
import { serverFieldErrors } from '../../../authProvider/login/fieldErrors';
import { useVerb } from '../../../dataProvider/hooks';
import { formatDateTime } from '../../../domain/dates';
import { webhookUrlProblem } from '../../../domain/pixApiSettings';
import { useMessages } from '../../../i18n';
import { useBusy } from '../../../ui/useBusy';
import { type ApiSettings, organizationOf } from './api';
import { pixStaffMessages } from './messages';

/** The URL that receives the paid-charge notifications (cob/cobv), and a test delivery. */
export const WebhookCard = ({
    settings,
    canEdit,
    onChanged,
}: {
    settings: ApiSettings;
    canEdit: boolean;
    onChanged: (settings: ApiSettings) => void;
}) => {
    const saved = settings.webhook_url ?? '';
    const [url, setUrl] = useState(saved);
    const [error, setError] = useState<string>();
    const { busy, run } = useBusy();
    const saveSettings = useVerb<ApiSettings>('pix-api-config', 'save');
    const testWebhook = useVerb<ApiSettings>('pix-api-config', 'testWebhook');
    const notify = useNotify();
    const t = useMessages(pixStaffMessages);
    const dirty = url.trim() !== saved;
    const lastTest = settings.webhook_last_test;

    const save = (event: FormEvent) => {
        event.preventDefault();
        const text = url.trim();
        const problem = text ? webhookUrlProblem(text) : null;
        if (problem) {
            setError(problem);
            return;
        }
        void run(async () => {
            try {
                const answer = await saveSettings.mutateAsync({
                    // 422 field errors are shown on the form itself: no notice.
                    data: { ...organizationOf(settings.organization.id), webhook_url: text || null },
                    quiet: true,
                });
                setUrl(answer.webhook_url ?? '');
                onChanged(answer);
                notify(text ? t('pix_staff.webhook.saved') : t('pix_staff.webhook.disabled'), {
                    type: 'success',
                });
            } catch (failure) {
                setError(serverFieldErrors(failure).webhook_url ?? (failure as Error).message);
            }
        });
    };

    const test = () =>
        run(async () => {
            try {
                onChanged(await testWebhook.mutateAsync({ data: organizationOf(settings.organization.id) }));
            } catch {
                // The http layer showed the notice with its code.
            }
        });

    return (
        <Card variant="outlined" component="section" aria-labelledby="webhook-title">
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                <Typography id="webhook-title" variant="h6" component="h3" sx={{ mb: 1 }}>
                    {t('pix_staff.webhook.title')}
                </Typography>
                <Box component="form" onSubmit={save} noValidate>
                    <TextField
                        label={t('pix_staff.webhook.url')}
                        value={url}
                        onChange={(event) => {
                            setUrl(event.target.value);
                            setError(undefined);
                        }}
                        error={!!error}
                        helperText={error ?? t('pix_staff.webhook.help')}
                        fullWidth
                        type="url"
                        inputMode="url"
                        slotProps={{ htmlInput: { readOnly: !canEdit, spellCheck: false } }}
                    />
                    {canEdit && (
                        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
                            <Button type="submit" variant="contained" disabled={busy || !dirty}>
                                {t('pix_staff.webhook.save')}
                            </Button>
                            <Button onClick={test} disabled={busy || dirty || !settings.webhook_url}>
                                {t('pix_staff.webhook.test')}
                            </Button>
                        </Box>
                    )}
                </Box>
                {canEdit && dirty && settings.webhook_url && (
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                        {t('pix_staff.webhook.save_first')}
                    </Typography>
                )}
                {lastTest && (
                    <Alert severity={lastTest.ok ? 'success' : 'error'} sx={{ mt: 2 }} role="status">
                        {t('pix_staff.webhook.last_test', {
                            date: formatDateTime(lastTest.at),
                            message: lastTest.message,
                        })}
                    </Alert>
                )}
            </CardContent>
        </Card>
    );
};
