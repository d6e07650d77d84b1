import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { checkNewPassword, validateNewPassword } from '../../domain/password';
import { request } from '../../http/client';
import { textOf } from '../../i18n';
import { publicPagesMessages } from '../../i18n/publicPages';
import { serverFieldErrors } from '../login/fieldErrors';
import { SubmitButton } from '../login/SubmitButton';
import { PasswordField } from './PasswordField';

const t = textOf(publicPagesMessages);

interface Props {
    cpf: string;
    resetToken: string;
    onChanged: () => void;
    onRestart: () => void;
}

type Errors = { password?: string; password_confirmation?: string; reset_token?: string };

/** Step 3 of /alterarsenha: the new password twice, checked here and again by the bank. */
export const NewPasswordStep = ({ cpf, resetToken, onChanged, onRestart }: Props) => {
    const [password, setPassword] = useState('');
    const [confirmation, setConfirmation] = useState('');
    const [errors, setErrors] = useState<Errors>({});
    const [loading, setLoading] = useState(false);

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        const problem = validateNewPassword(password, confirmation, cpf);
        if (problem) {
            const onPassword = checkNewPassword(password, cpf) !== null;
            setErrors(onPassword ? { password: problem } : { password_confirmation: problem });
            return;
        }
        setErrors({});
        setLoading(true);
        try {
            await request('access/user_password/change', {
                method: 'PUT',
                body: { cpf, reset_token: resetToken, password, password_confirmation: confirmation },
            });
            onChanged();
        } catch (failure) {
            const found = serverFieldErrors(failure);
            setErrors({
                password: found.password,
                password_confirmation: found.password_confirmation,
                reset_token: found.reset_token ?? found.cpf,
            });
            setLoading(false);
        }
    };

    return (
        <form onSubmit={submit} noValidate>
            <Typography variant="subtitle1" component="h2" gutterBottom>
                {t('app.public.change_password.password_step')}
            </Typography>
            {errors.reset_token && (
                <Alert
                    severity="warning"
                    sx={{ mb: 1 }}
                    action={
                        <Button color="inherit" size="small" onClick={onRestart}>
                            {t('app.public.change_password.restart')}
                        </Button>
                    }
                >
                    {errors.reset_token}
                </Alert>
            )}
            <PasswordField
                label={t('app.public.change_password.password')}
                value={password}
                onChange={setPassword}
                error={errors.password}
                help={t('app.public.change_password.rules')}
                showLabel={t('app.public.change_password.show_password')}
                hideLabel={t('app.public.change_password.hide_password')}
                autoFocus
            />
            <PasswordField
                label={t('app.public.change_password.confirmation')}
                value={confirmation}
                onChange={setConfirmation}
                error={errors.password_confirmation}
                showLabel={t('app.public.change_password.show_confirmation')}
                hideLabel={t('app.public.change_password.hide_confirmation')}
            />
            <SubmitButton loading={loading}>{t('app.public.change_password.submit')}</SubmitButton>
        </form>
    );
};
