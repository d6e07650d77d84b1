import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { normalizeMobile } from '../../domain/phone';
import { typeMobile } from '../../domain/typingMasks';
import { useAppTranslate } from '../../i18n';
import { authApi } from '../api';
import { serverFieldErrors } from './fieldErrors';
import { SubmitButton } from './SubmitButton';

interface Props {
    hint: string;
    cpf: string;
    onSent: (sandboxCode?: string) => void;
    onBack: () => void;
}

/** SMS step, part one: confirm the registered mobile; POST /sms/request sends the code. */
export const PhoneStep = ({ hint, cpf, onSent, onBack }: Props) => {
    const translate = useAppTranslate();
    const [phone, setPhone] = useState('');
    const [error, setError] = useState<string>();
    const [loading, setLoading] = useState(false);

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        const mobile = normalizeMobile(phone);
        if (!mobile) {
            setError(translate('app.login.invalid_phone'));
            return;
        }
        setError(undefined);
        setLoading(true);
        try {
            const answer = await authApi.requestSms(cpf, mobile);
            onSent(answer.sandbox_code);
        } catch (failure) {
            const errors = serverFieldErrors(failure);
            setError(errors.phone ?? errors.cpf);
            setLoading(false);
        }
    };

    return (
        <form onSubmit={submit} noValidate>
            <Typography variant="subtitle1" component="h2" gutterBottom>
                {translate('app.login.phone_step')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translate('app.login.phone_help', { hint })}
            </Typography>
            <TextField
                label={translate('app.login.phone')}
                value={phone}
                onChange={(e) => setPhone(typeMobile(e.target.value))}
                error={!!error}
                helperText={error ?? ' '}
                autoComplete="tel-national"
                autoFocus
                fullWidth
                margin="dense"
                slotProps={{ htmlInput: { inputMode: 'tel' } }}
            />
            <SubmitButton loading={loading}>{translate('app.login.send_sms')}</SubmitButton>
            <Button fullWidth onClick={onBack} sx={{ mt: 1 }}>
                {translate('app.login.back')}
            </Button>
        </form>
    );
};
