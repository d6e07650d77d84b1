import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { isValidCpf, normalizeCpf } from '../../domain/cpf';
import { typeCpf } from '../../domain/typingMasks';
import { useAppTranslate } from '../../i18n';
import type { Credentials } from '../api';
import { PasswordField } from '../public/PasswordField';
import { SubmitButton } from './SubmitButton';

interface Props {
    initial: Credentials;
    onSubmit: (credentials: Credentials) => Promise<Record<string, string>>;
}

export const CredentialsStep = ({ initial, onSubmit }: Props) => {
    const translate = useAppTranslate();
    const [cpf, setCpf] = useState(typeCpf(initial.username));
    const [password, setPassword] = useState('');
    const [errors, setErrors] = useState<Record<string, string>>({});
    const [loading, setLoading] = useState(false);

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        const found: Record<string, string> = {};
        if (!isValidCpf(cpf)) found.username = translate('app.login.invalid_cpf');
        if (!password) found.password = translate('app.login.required');
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        setLoading(true);
        const serverErrors = await onSubmit({ username: normalizeCpf(cpf) ?? cpf, password });
        setErrors(serverErrors);
        setLoading(false);
    };

    return (
        <form onSubmit={submit} noValidate>
            <TextField
                label={translate('app.login.username')}
                value={cpf}
                onChange={(e) => setCpf(typeCpf(e.target.value))}
                error={!!errors.username}
                helperText={errors.username ?? ' '}
                autoComplete="username"
                autoFocus
                fullWidth
                margin="dense"
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <PasswordField
                label={translate('app.login.password')}
                value={password}
                onChange={setPassword}
                error={errors.password}
                showLabel={translate('app.login.show_password')}
                hideLabel={translate('app.login.hide_password')}
                autoComplete="current-password"
            />
            <SubmitButton loading={loading}>{translate('app.login.submit')}</SubmitButton>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mt: 2 }}>
                <Link component={RouterLink} to="/alterarsenha" variant="body2">
                    {translate('app.login.forgot_password')}
                </Link>
                <Link component={RouterLink} to="/user-remember" variant="body2">
                    {translate('app.login.forgot_username')}
                </Link>
            </Box>
            <Link
                component={RouterLink}
                to="/registro"
                variant="body2"
                sx={{ display: 'block', mt: 2, textAlign: 'center', fontWeight: 500 }}
            >
                {translate('app.login.open_account')}
            </Link>
        </form>
    );
};
