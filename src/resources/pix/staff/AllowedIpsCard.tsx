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
import { ALLOWED_IPS_MAX, allowedIpsProblems, splitIpList } from '../../../domain/pixApiSettings';
import { useMessages } from '../../../i18n';
import { useBusy } from '../../../ui/useBusy';
import { type ApiSettings, organizationOf } from './api';
import { pixStaffMessages } from './messages';

/** Problems of the server's answer, `allowed_ips` and `allowed_ips.N`, in the list's order. */
const serverProblems = (failure: unknown): string[] =>
    Object.entries(serverFieldErrors(failure))
        .filter(([field]) => field === 'allowed_ips' || field.startsWith('allowed_ips.'))
        .map(([, message]) => message);

/** The public IPs (or CIDR ranges) allowed to call the API Pix for the organisation. */
export const AllowedIpsCard = ({
    settings,
    canEdit,
    onChanged,
}: {
    settings: ApiSettings;
    canEdit: boolean;
    onChanged: (settings: ApiSettings) => void;
}) => {
    const saved = settings.allowed_ips.join('\n');
    const [text, setText] = useState(saved);
    const [problems, setProblems] = useState<string[]>([]);
    const { busy, run } = useBusy();
    const saveSettings = useVerb<ApiSettings>('pix-api-config', 'save');
    const notify = useNotify();
    const t = useMessages(pixStaffMessages);
    const entries = splitIpList(text);
    const dirty = entries.join('\n') !== saved;

    const save = (event: FormEvent) => {
        event.preventDefault();
        const found = [...allowedIpsProblems(entries).values()];
        if (found.length > 0) {
            setProblems(found);
            return;
        }
        void run(async () => {
            try {
                const answer = await saveSettings.mutateAsync({
                    // 422 field errors are shown on the form itself: no notice.
                    data: { ...organizationOf(settings.organization.id), allowed_ips: entries },
                    quiet: true,
                });
                setText(answer.allowed_ips.join('\n'));
                onChanged(answer);
                notify(t('pix_staff.allowed_ips.saved'), { type: 'success' });
            } catch (failure) {
                const fromServer = serverProblems(failure);
                setProblems(fromServer.length > 0 ? fromServer : [(failure as Error).message]);
            }
        });
    };

    return (
        <Card variant="outlined" component="section" aria-labelledby="ips-title">
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                <Typography id="ips-title" variant="h6" component="h3" sx={{ mb: 1 }}>
                    {t('pix_staff.allowed_ips.title')}
                </Typography>
                <Box component="form" onSubmit={save} noValidate>
                    <TextField
                        label={t('pix_staff.allowed_ips.label')}
                        value={text}
                        onChange={(event) => {
                            setText(event.target.value);
                            setProblems([]);
                        }}
                        error={problems.length > 0}
                        helperText={t('pix_staff.allowed_ips.help', { max: ALLOWED_IPS_MAX })}
                        multiline
                        minRows={3}
                        fullWidth
                        slotProps={{ htmlInput: { readOnly: !canEdit, spellCheck: false } }}
                    />
                    {problems.length > 0 && (
                        <Alert severity="error" sx={{ mt: 1 }}>
                            <Box component="ul" sx={{ m: 0, pl: 2 }}>
                                {problems.map((problem) => (
                                    <li key={problem}>{problem}</li>
                                ))}
                            </Box>
                        </Alert>
                    )}
                    {canEdit && (
                        <Button type="submit" variant="contained" disabled={busy || !dirty} sx={{ mt: 1 }}>
                            {t('pix_staff.allowed_ips.save')}
                        </Button>
                    )}
                </Box>
            </CardContent>
        </Card>
    );
};
