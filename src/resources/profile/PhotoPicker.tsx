import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { serverFieldErrors } from '../../authProvider/login/fieldErrors';
import { useVerb } from '../../dataProvider/hooks';
import { checkPhoto } from '../../domain/profile';
import { useMessages } from '../../i18n';
import { profileMessages } from './messages';
import { downscalePhoto, previewUrl } from './photo';

interface Props {
    name: string;
    photo: string | null;
    onSaved: (photo: string) => void;
}

const initials = (name: string) =>
    name
        .split(/\s+/)
        .filter(Boolean)
        .filter((_, i, all) => i === 0 || i === all.length - 1)
        .map((part) => part[0]?.toUpperCase())
        .join('');

/** The avatar and its replacement: JPEG or PNG up to 2 MB, checked and downscaled here, previewed, then sent. */
export const PhotoPicker = ({ name, photo, onSaved }: Props) => {
    const t = useMessages(profileMessages);
    const input = useRef<HTMLInputElement>(null);
    const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
    const [error, setError] = useState<string | null>(null);
    const [busy, setBusy] = useState(false);
    const notify = useNotify();
    const upload = useVerb<{ photo: string }>('perfil', 'photo');
    const helpId = useId();

    const choose = async (event: ChangeEvent<HTMLInputElement>) => {
        const file = event.target.files?.[0];
        // The same file can be chosen again after a cancel.
        event.target.value = '';
        if (!file) return;
        const problem = checkPhoto(file);
        setChosen(null);
        setError(problem);
        if (problem) return;
        setBusy(true);
        try {
            const small = await downscalePhoto(file);
            setChosen({ file: small, url: await previewUrl(small) });
        } catch {
            setError(t('profile.photo.errors.unreadable'));
        } finally {
            setBusy(false);
        }
    };

    const save = async () => {
        if (!chosen) return;
        setBusy(true);
        try {
            const form = new FormData();
            form.append('photo', chosen.file);
            const saved = await upload.mutateAsync({ data: form });
            setChosen(null);
            onSaved(saved.photo);
            notify(t('profile.photo.notices.saved'), { type: 'success' });
        } catch (failure) {
            setError(serverFieldErrors(failure).photo ?? null);
        } finally {
            setBusy(false);
        }
    };

    return (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Avatar
                src={chosen?.url ?? photo ?? undefined}
                alt={chosen ? t('profile.photo.preview_alt') : t('profile.photo.photo_of', { name })}
                sx={{
                    width: 88,
                    height: 88,
                    fontSize: 32,
                    flexShrink: 0,
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                }}
            >
                {initials(name)}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
                <input
                    ref={input}
                    type="file"
                    accept="image/jpeg,image/png"
                    aria-label={t('profile.photo.input')}
                    aria-describedby={helpId}
                    tabIndex={-1}
                    hidden
                    onChange={choose}
                />
                {chosen ? (
                    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                        <Button
                            variant="contained"
                            size="small"
                            onClick={save}
                            disabled={busy}
                            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
                        >
                            {t('profile.photo.save')}
                        </Button>
                        <Button size="small" onClick={() => setChosen(null)} disabled={busy}>
                            {t('profile.photo.cancel')}
                        </Button>
                    </Stack>
                ) : (
                    <Button
                        variant="outlined"
                        size="small"
                        startIcon={<PhotoCameraIcon />}
                        onClick={() => input.current?.click()}
                        disabled={busy}
                    >
                        {t(photo ? 'profile.photo.change' : 'profile.photo.send')}
                    </Button>
                )}
                <Typography
                    id={helpId}
                    variant="caption"
                    component="p"
                    color={error ? 'error' : 'text.secondary'}
                    role={error ? 'alert' : undefined}
                    sx={{ mt: 0.5 }}
                >
                    {error ?? t(chosen ? 'profile.photo.preview_help' : 'profile.photo.help')}
                </Typography>
            </Box>
        </Stack>
    );
};
