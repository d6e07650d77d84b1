import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Title, useGetIdentity } from 'react-admin';
import { authApi } from '../../authProvider/api';
import { getUser, type SessionUser, setUser } from '../../authProvider/session';
import { asLoad, useRead } from '../../dataProvider/hooks';
import { useMessages } from '../../i18n';
import type { OwnUser } from './api';
import { profileMessages } from './messages';
import { PasswordCard } from './PasswordCard';
import { PersonalDataCard } from './PersonalDataCard';
import { TransactionPasswordCard } from './TransactionPasswordCard';
import { TwoFactorCard } from './TwoFactorCard';

/** The profile again from the bank, kept in the session; null when the call failed (it showed its notice). */
const reloadProfile = async (): Promise<SessionUser | null> => {
    try {
        const profile = await authApi.profile();
        setUser(profile);
        return profile;
    } catch {
        return null;
    }
};

/** `/perfil`: the signed-in user's personal data and photo, password, transaction password, and SMS confirmation at login. */
export const ProfilePage = () => {
    const t = useMessages(profileMessages);
    const [profile, setProfile] = useState(getUser);
    const { refetch: refetchIdentity } = useGetIdentity();
    const uuid = profile?.uuid;
    // A failure already showed its notice.
    const load = asLoad(useRead<OwnUser>('perfil', 'get', uuid ? { id: uuid } : null));
    // What a save answered, shown instead of the record read when the page opened.
    const [savedRecord, setSavedRecord] = useState<OwnUser | null>(null);
    const record = savedRecord ?? load.data;

    /** The session's profile again, so the app bar shows the new name and photo. */
    const refreshSession = async () => {
        const fresh = await reloadProfile();
        if (fresh) setProfile(fresh);
        await refetchIdentity();
    };

    const saved = async (record: OwnUser) => {
        setSavedRecord(record);
        setProfile((current) => current && { ...current, '2fa': record.two_factor });
        await refreshSession();
    };

    return (
        <>
            <Title title={t('profile.page.title')} />
            <Box sx={{ mt: 2, mb: 4 }}>
                {load.status === 'loading' && <CircularProgress aria-label={t('profile.page.loading')} />}
                {load.status === 'error' && (
                    <Alert
                        severity="error"
                        action={
                            <Button color="inherit" size="small" onClick={load.retry}>
                                {t('profile.page.retry')}
                            </Button>
                        }
                    >
                        {t('profile.page.load_failed')}
                    </Alert>
                )}
                {load.status === 'ready' && record && profile && (
                    <Grid container spacing={2} sx={{ maxWidth: 1100 }}>
                        <Grid size={{ xs: 12, md: 7 }}>
                            <PersonalDataCard record={record} onSaved={saved} />
                        </Grid>
                        <Grid size={{ xs: 12, md: 5 }}>
                            <Stack spacing={2}>
                                <PasswordCard cpf={record.username} />
                                <TransactionPasswordCard cpf={record.username} />
                                <TwoFactorCard
                                    uuid={record.uuid}
                                    enabled={profile['2fa']}
                                    onChanged={saved}
                                />
                            </Stack>
                        </Grid>
                    </Grid>
                )}
            </Box>
        </>
    );
};
