import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useNotify } from 'react-admin';
import { serverFieldErrors } from '../../authProvider/login/fieldErrors';
import { SubmitButton } from '../../authProvider/login/SubmitButton';
import { useVerb } from '../../dataProvider/hooks';
import { maskCpf } from '../../domain/cpf';
import { ABOUT_MAX_LENGTH, checkAbout, checkEmail, textLength } from '../../domain/profile';
import { useMessages } from '../../i18n';
import type { OwnUser } from './api';
import { profileMessages } from './messages';
import { PhotoPicker } from './PhotoPicker';

interface Props {
    record: OwnUser;
    /** After a change the bank accepted: the record as it is now. */
    onSaved: (record: OwnUser) => Promise<void> | void;
}

type Errors = { about?: string; email?: string };

/** Photo, name, CPF and role (from the registration, read-only), then "Sobre" and e-mail, which the user edits. */
export const PersonalDataCard = ({ record, onSaved }: Props) => {
    const t = useMessages(profileMessages);
    const [about, setAbout] = useState(record.about ?? '');
    const [email, setEmail] = useState(record.email);
    const [errors, setErrors] = useState<Errors>({});
    const [saving, setSaving] = useState(false);
    const notify = useNotify();
    const update = useVerb<OwnUser>('perfil', 'update');
    const aboutLength = textLength(about.trim());

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        const found: Errors = {
            about: checkAbout(about) ?? undefined,
            email: checkEmail(email) ?? undefined,
        };
        setErrors(found);
        if (found.about || found.email) return;
        setSaving(true);
        try {
            const saved = await update.mutateAsync({
                id: record.uuid,
                data: { about: about.trim(), email: email.trim() },
            });
            setAbout(saved.about ?? '');
            setEmail(saved.email);
            await onSaved(saved);
            notify(t('profile.personal.notices.saved'), { type: 'success' });
        } catch (failure) {
            const server = serverFieldErrors(failure);
            setErrors({ about: server.about, email: server.email });
        } finally {
            setSaving(false);
        }
    };

    return (
        <Card component="section" aria-labelledby="perfil-dados">
            <CardContent>
                <Typography id="perfil-dados" variant="h6" component="h2" gutterBottom>
                    {t('profile.personal.title')}
                </Typography>
                <PhotoPicker
                    name={record.name}
                    photo={record.photo}
                    onSaved={(photo) => onSaved({ ...record, photo })}
                />
                <Box component="dl" sx={{ my: 2, display: 'grid', gap: 1, '& dd': { m: 0 } }}>
                    <ReadOnly label={t('profile.personal.name')} value={record.name} />
                    <ReadOnly label="CPF" value={maskCpf(record.username)} />
                    <ReadOnly label={t('profile.personal.role')} value={record.userRole} />
                </Box>
                <Typography variant="body2" color="text.secondary">
                    {t('profile.personal.registration')}
                </Typography>
                <Divider sx={{ my: 2 }} />
                <Stack component="form" onSubmit={submit} noValidate>
                    <TextField
                        label={t('profile.personal.about')}
                        value={about}
                        onChange={(e) => setAbout(e.target.value)}
                        error={!!errors.about || aboutLength > ABOUT_MAX_LENGTH}
                        helperText={
                            errors.about ??
                            t('profile.personal.about_length', { length: aboutLength, max: ABOUT_MAX_LENGTH })
                        }
                        multiline
                        minRows={3}
                        fullWidth
                        margin="dense"
                    />
                    <TextField
                        label="E-mail"
                        type="email"
                        value={email}
                        onChange={(e) => setEmail(e.target.value)}
                        error={!!errors.email}
                        helperText={errors.email ?? ' '}
                        autoComplete="email"
                        fullWidth
                        margin="dense"
                        slotProps={{ htmlInput: { inputMode: 'email' } }}
                    />
                    <SubmitButton loading={saving}>{t('profile.personal.save')}</SubmitButton>
                </Stack>
            </CardContent>
        </Card>
    );
};

const ReadOnly = ({ label, value }: { label: string; value: string }) => (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
        <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: 56 }}>
            {label}
        </Typography>
        <Typography component="dd" variant="body1" sx={{ overflowWrap: 'anywhere' }}>
            {value}
        </Typography>
    </Box>
);
