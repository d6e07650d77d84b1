import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useCallback, useEffect, useState } from 'react';
import { Title, useGetIdentity } from 'react-admin';
import { getUser } from '../../authProvider/session';
import { type OwnUser, profileApi, reloadProfile } from './api';
import { PasswordCard } from './PasswordCard';
import { PersonalDataCard } from './PersonalDataCard';
import { TwoFactorCard } from './TwoFactorCard';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; record: OwnUser };

/** `/perfil`: the signed-in user's personal data and photo, password, and SMS confirmation at login. */
export const ProfilePage = () => {
    const [profile, setProfile] = useState(getUser);
    const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
    const { refetch: refetchIdentity } = useGetIdentity();
    const uuid = profile?.uuid;

    const load = useCallback(async () => {
        if (!uuid) return;
        setLoaded({ state: 'loading' });
        try {
            setLoaded({ state: 'ready', record: await profileApi.get(uuid) });
        } catch {
            // The failure already showed its notice.
            setLoaded({ state: 'failed' });
        }
    }, [uuid]);

    useEffect(() => {
        void load();
    }, [load]);

    /** The session's profile again, so the app bar shows the new name and photo. */
    const refreshSession = async () => {
        const fresh = await reloadProfile();
        if (fresh) setProfile(fresh);
        await refetchIdentity();
    };

    const saved = async (record: OwnUser) => {
        setLoaded({ state: 'ready', record });
        setProfile((current) => current && { ...current, '2fa': record.two_factor });
        await refreshSession();
    };

    return (
        <>
            <Title title="Meu perfil" />
            <Box sx={{ mt: 2, mb: 4 }}>
                {loaded.state === 'loading' && <CircularProgress aria-label="Carregando o perfil" />}
                {loaded.state === 'failed' && (
                    <Alert
                        severity="error"
                        action={
                            <Button color="inherit" size="small" onClick={load}>
                                Tentar de novo
                            </Button>
                        }
                    >
                        Não foi possível carregar o seu perfil.
                    </Alert>
                )}
                {loaded.state === 'ready' && profile && (
                    <Grid container spacing={2} sx={{ maxWidth: 1100 }}>
                        <Grid size={{ xs: 12, md: 7 }}>
                            <PersonalDataCard record={loaded.record} onSaved={saved} />
                        </Grid>
                        <Grid size={{ xs: 12, md: 5 }}>
                            <Stack spacing={2}>
                                <PasswordCard cpf={loaded.record.username} />
                                <TwoFactorCard
                                    uuid={loaded.record.uuid}
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
