import SmsIcon from '@mui/icons-material/Sms';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { serverFieldErrors } from '../../authProvider/login/fieldErrors';
import { PasswordField } from '../../authProvider/public/PasswordField';
import { useVerb } from '../../dataProvider/hooks';
import { PROFILE_MESSAGES } from '../../domain/profile';
import { useMessages } from '../../i18n';
import { FormDialog } from '../../ui/FormDialog';
import type { OwnUser } from './api';
import { profileMessages } from './messages';

interface Props {
    uuid: string;
    /** The profile's `2fa` flag. */
    enabled: boolean;
    /** After the bank accepted the change: the record as it is now. */
    onChanged: (record: OwnUser) => Promise<void> | void;
}

/** SMS confirmation at login: its state, and turning it on or off after confirming the password. */
export const TwoFactorCard = ({ uuid, enabled, onChanged }: Props) => {
    const t = useMessages(profileMessages);
    const [open, setOpen] = useState(false);
    /** The state being confirmed in the dialog; kept while the dialog fades out. */
    const [target, setTarget] = useState(!enabled);
    const [password, setPassword] = useState('');
    const [error, setError] = useState<string>();
    const [saving, setSaving] = useState(false);
    const notify = useNotify();
    const setTwoFactor = useVerb<OwnUser>('perfil', 'twoFactor');
    const side = (on: boolean) => (on ? 'on' : 'off');

    const close = () => {
        if (saving) return;
        setOpen(false);
        setPassword('');
        setError(undefined);
    };

    const confirm = async () => {
        if (!password) {
            setError(PROFILE_MESSAGES.passwordRequired);
            return;
        }
        setSaving(true);
        let record: OwnUser;
        try {
            record = await setTwoFactor.mutateAsync({ id: uuid, data: { enabled: target, password } });
        } catch (failure) {
            setSaving(false);
            const found = serverFieldErrors(failure);
            setError(found.password ?? found.enabled);
            return;
        }
        await onChanged(record);
        setSaving(false);
        setOpen(false);
        setPassword('');
        setError(undefined);
        notify(t(`profile.two_factor.${side(target)}.notice`), { type: 'success' });
    };

    return (
        <Card component="section" aria-labelledby="perfil-2fa">
            <CardContent>
                <Typography id="perfil-2fa" variant="h6" component="h2" gutterBottom>
                    {t('profile.two_factor.title')}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                    <SmsIcon color={enabled ? 'success' : 'disabled'} />
                    <Chip
                        size="small"
                        variant="outlined"
                        color={enabled ? 'success' : 'default'}
                        label={t(`profile.two_factor.${side(enabled)}.state`)}
                    />
                </Stack>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                    {t(`profile.two_factor.${side(enabled)}.explain`)}
                </Typography>
                <Button
                    variant="outlined"
                    onClick={() => {
                        setTarget(!enabled);
                        setOpen(true);
                    }}
                >
                    {t(`profile.two_factor.${side(!enabled)}.action`)}
                </Button>
            </CardContent>
            <FormDialog
                id="perfil-2fa-dialogo"
                open={open}
                title={t(`profile.two_factor.${side(target)}.action`)}
                submitLabel={t(`profile.two_factor.${side(target)}.verb`)}
                busy={saving}
                onClose={close}
                onSubmit={confirm}
            >
                <DialogContentText sx={{ mb: 1 }}>{t('profile.two_factor.confirm')}</DialogContentText>
                <PasswordField
                    label={t('profile.two_factor.password')}
                    value={password}
                    onChange={setPassword}
                    error={error}
                    autoComplete="current-password"
                    showLabel={t('profile.two_factor.show_password')}
                    hideLabel={t('profile.two_factor.hide_password')}
                    autoFocus
                />
            </FormDialog>
        </Card>
    );
};
