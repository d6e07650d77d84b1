import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { request } from '../../http/client';
import { textOf } from '../../i18n';
import { publicPagesMessages } from '../../i18n/publicPages';
import { serverFieldErrors } from '../login/fieldErrors';
import { SubmitButton } from '../login/SubmitButton';
import { type SendTokenAnswer, sendToken } from './CpfStep';
import { OneTimeCodeField } from './OneTimeCodeField';

const t = textOf(publicPagesMessages);

interface Props {
    cpf: string;
    sent: SendTokenAnswer;
    onConfirmed: (resetToken: string) => void;
    onBack: () => void;
}

/** Step 2 of /alterarsenha: the code sent by e-mail and SMS, exchanged for a one-time reset token. */
export const TokenStep = ({ cpf, sent: firstSent, onConfirmed, onBack }: Props) => {
    const [sent, setSent] = useState(firstSent);
    const [resent, setResent] = useState(false);
    const [token, setToken] = useState('');
    const [error, setError] = useState<string>();
    const [loading, setLoading] = useState(false);

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        if (token.length !== 6) {
            setError(t('app.public.change_password.invalid_token'));
            return;
        }
        setError(undefined);
        setLoading(true);
        try {
            const answer = await request<{ reset_token: string }>('access/user_password/confirm_token', {
                method: 'POST',
                body: { cpf, token },
            });
            onConfirmed(answer.body.reset_token);
        } catch (failure) {
            const errors = serverFieldErrors(failure);
            setError(errors.token ?? errors.cpf);
            setLoading(false);
        }
    };

    const resend = async () => {
        setLoading(true);
        try {
            setSent(await sendToken(cpf));
            setToken('');
            setError(undefined);
            setResent(true);
        } catch {
            // The error catalogue already told the user.
        }
        setLoading(false);
    };

    const where =
        sent.email_hint && sent.phone_hint
            ? t('app.public.change_password.sent_to', { email: sent.email_hint, phone: sent.phone_hint })
            : t('app.public.change_password.neutral');

    return (
        <form onSubmit={submit} noValidate>
            <Typography variant="subtitle1" component="h2" gutterBottom>
                {t('app.public.change_password.token_step')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
                {resent ? `${t('app.public.change_password.resent')} ` : ''}
                {where} {t('app.public.change_password.expires')}
            </Typography>
            {sent.sandbox_token && (
                <Alert severity="info" sx={{ mb: 1 }}>
                    {t('app.public.change_password.sandbox_token', { token: sent.sandbox_token })}
                </Alert>
            )}
            <OneTimeCodeField
                label={t('app.public.change_password.token')}
                value={token}
                onChange={setToken}
                error={error}
            />
            <SubmitButton loading={loading}>{t('app.public.change_password.confirm')}</SubmitButton>
            <Button fullWidth onClick={resend} disabled={loading} sx={{ mt: 1 }}>
                {t('app.public.change_password.resend')}
            </Button>
            <Button fullWidth onClick={onBack} sx={{ mt: 1 }}>
                {t('app.public.back')}
            </Button>
        </form>
    );
};
