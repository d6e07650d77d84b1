import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { request } from '../../http/client';
import { fillText, publicPagesMessages } from '../../i18n/publicPages';
import { serverFieldErrors } from '../login/fieldErrors';
import { SubmitButton } from '../login/SubmitButton';
import { type SendTokenAnswer, sendToken } from './CpfStep';
import { OneTimeCodeField } from './OneTimeCodeField';

const T = publicPagesMessages.app.public.change_password;

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
            setError(T.invalid_token);
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
            ? fillText(T.sent_to, { email: sent.email_hint, phone: sent.phone_hint })
            : T.neutral;

    return (
        <form onSubmit={submit} noValidate>
            <Typography variant="subtitle1" component="h2" gutterBottom>
                {T.token_step}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
                {resent ? `${T.resent} ` : ''}
                {where} {T.expires}
            </Typography>
            {sent.sandbox_token && (
                <Alert severity="info" sx={{ mb: 1 }}>
                    {fillText(T.sandbox_token, { token: sent.sandbox_token })}
                </Alert>
            )}
            <OneTimeCodeField label={T.token} value={token} onChange={setToken} error={error} />
            <SubmitButton loading={loading}>{T.confirm}</SubmitButton>
            <Button fullWidth onClick={resend} disabled={loading} sx={{ mt: 1 }}>
                {T.resend}
            </Button>
            <Button fullWidth onClick={onBack} sx={{ mt: 1 }}>
                {publicPagesMessages.app.public.back}
            </Button>
        </form>
    );
};
