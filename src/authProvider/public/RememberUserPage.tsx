import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { normalizeMobile } from '../../domain/phone';
import { typeMobile } from '../../domain/typingMasks';
import { request } from '../../http/client';
import { textOf } from '../../i18n';
import { publicPagesMessages } from '../../i18n/publicPages';
import { serverFieldErrors } from '../login/fieldErrors';
import { SubmitButton } from '../login/SubmitButton';
import { BackToLogin } from './BackToLogin';
import { DoneStep } from './DoneStep';
import { PublicCard } from './PublicCard';

const t = textOf(publicPagesMessages);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Channel = 'email' | 'phone';

/** Answer of POST access/user/remember; the sandbox adds the masked username (never the whole CPF). */
interface RememberAnswer {
    message?: string;
    sandbox_username?: string;
}

/** /user-remember, open without a session: the registered e-mail or mobile; the bank sends the username. */
export const RememberUserPage = () => {
    const [channel, setChannel] = useState<Channel>('email');
    const [values, setValues] = useState<Record<Channel, string>>({ email: '', phone: '' });
    const [error, setError] = useState<string>();
    const [loading, setLoading] = useState(false);
    const [answer, setAnswer] = useState<RememberAnswer>();

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        const email = values.email.trim();
        const phone = normalizeMobile(values.phone);
        if (channel === 'email' ? !EMAIL.test(email) : !phone) {
            setError(
                channel === 'email'
                    ? t('app.public.remember_user.invalid_email')
                    : t('app.public.remember_user.invalid_phone'),
            );
            return;
        }
        setError(undefined);
        setLoading(true);
        try {
            const response = await request<RememberAnswer>('access/user/remember', {
                method: 'POST',
                body: channel === 'email' ? { email } : { phone },
            });
            setAnswer(response.body);
        } catch (failure) {
            setError(serverFieldErrors(failure)[channel]);
            setLoading(false);
        }
    };

    if (answer) {
        return (
            <PublicCard heading={t('app.public.remember_user.title')}>
                <DoneStep title={t('app.public.remember_user.done_title')}>
                    <Alert severity="success" sx={{ mb: 1 }}>
                        {answer.message}
                    </Alert>
                    {answer.sandbox_username && (
                        <Alert severity="info">
                            {t('app.public.remember_user.sandbox_username', {
                                username: answer.sandbox_username,
                            })}
                        </Alert>
                    )}
                </DoneStep>
            </PublicCard>
        );
    }

    const isEmail = channel === 'email';
    return (
        <PublicCard heading={t('app.public.remember_user.title')}>
            <form onSubmit={submit} noValidate>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {t('app.public.remember_user.help')}
                </Typography>
                <FormControl>
                    <FormLabel id="remember-channel">{t('app.public.remember_user.channel')}</FormLabel>
                    <RadioGroup
                        row
                        aria-labelledby="remember-channel"
                        value={channel}
                        onChange={(e) => {
                            setChannel(e.target.value as Channel);
                            setError(undefined);
                        }}
                    >
                        <FormControlLabel
                            value="email"
                            control={<Radio />}
                            label={t('app.public.remember_user.email_option')}
                        />
                        <FormControlLabel
                            value="phone"
                            control={<Radio />}
                            label={t('app.public.remember_user.phone_option')}
                        />
                    </RadioGroup>
                </FormControl>
                <TextField
                    key={channel}
                    label={
                        isEmail ? t('app.public.remember_user.email') : t('app.public.remember_user.phone')
                    }
                    type={isEmail ? 'email' : 'tel'}
                    value={values[channel]}
                    onChange={(e) =>
                        setValues((v) => ({
                            ...v,
                            [channel]: isEmail ? e.target.value : typeMobile(e.target.value),
                        }))
                    }
                    error={!!error}
                    helperText={error ?? ' '}
                    autoComplete={isEmail ? 'email' : 'tel-national'}
                    autoFocus
                    fullWidth
                    margin="dense"
                    slotProps={{ htmlInput: { inputMode: isEmail ? 'email' : 'tel' } }}
                />
                <SubmitButton loading={loading}>{t('app.public.remember_user.submit')}</SubmitButton>
            </form>
            <BackToLogin />
        </PublicCard>
    );
};
