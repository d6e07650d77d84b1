import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { isValidCpf, normalizeCpf } from '../../domain/cpf';
import { typeCpf } from '../../domain/typingMasks';
import { request } from '../../http/client';
import { textOf } from '../../i18n';
import { publicPagesMessages } from '../../i18n/publicPages';
import { serverFieldErrors } from '../login/fieldErrors';
import { SubmitButton } from '../login/SubmitButton';

const t = textOf(publicPagesMessages);

/** Answer of POST access/user_password/send_token; hints and token only when the CPF is a customer's. */
export interface SendTokenAnswer {
    message?: string;
    email_hint?: string;
    phone_hint?: string;
    /** The sandbox has no e-mail or SMS gateway: it hands the token back and the page shows it. */
    sandbox_token?: string;
}

export const sendToken = (cpf: string) =>
    request<SendTokenAnswer>('access/user_password/send_token', { method: 'POST', body: { cpf } }).then(
        (r) => r.body,
    );

interface Props {
    initial: string;
    onSent: (cpf: string, answer: SendTokenAnswer) => void;
}

/** Step 1 of /alterarsenha: the CPF; the bank sends a 6-digit code by e-mail and SMS. */
export const CpfStep = ({ initial, onSent }: Props) => {
    const [cpf, setCpf] = useState(typeCpf(initial));
    const [error, setError] = useState<string>();
    const [loading, setLoading] = useState(false);

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        const digits = normalizeCpf(cpf);
        if (!digits || !isValidCpf(digits)) {
            setError(t('app.public.invalid_cpf'));
            return;
        }
        setError(undefined);
        setLoading(true);
        try {
            onSent(digits, await sendToken(digits));
        } catch (failure) {
            setError(serverFieldErrors(failure).cpf);
            setLoading(false);
        }
    };

    return (
        <form onSubmit={submit} noValidate>
            <Typography variant="subtitle1" component="h2" gutterBottom>
                {t('app.public.change_password.cpf_step')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('app.public.change_password.cpf_help')}
            </Typography>
            <TextField
                label={t('app.public.cpf')}
                value={cpf}
                onChange={(e) => setCpf(typeCpf(e.target.value))}
                error={!!error}
                helperText={error ?? ' '}
                autoComplete="username"
                autoFocus
                fullWidth
                margin="dense"
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <SubmitButton loading={loading}>{t('app.public.change_password.send')}</SubmitButton>
        </form>
    );
};
