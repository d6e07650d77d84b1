import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useNotify } from 'react-admin';
import { serverFieldErrors } from '../../authProvider/login/fieldErrors';
import { SubmitButton } from '../../authProvider/login/SubmitButton';
import { PasswordField } from '../../authProvider/public/PasswordField';
import { useVerb } from '../../dataProvider/hooks';
import { checkNewPassword, PASSWORD_MESSAGES } from '../../domain/password';
import { PROFILE_MESSAGES } from '../../domain/profile';
import { useMessages } from '../../i18n';
import type { NewPassword } from './api';
import { profileMessages } from './messages';

type Errors = Partial<Record<keyof NewPassword, string>>;

const EMPTY: NewPassword = { current_password: '', password: '', password_confirmation: '' };

/** The rules of a new password, each broken one on its own field (the bank answers the same way). */
const check = (values: NewPassword, cpf: string): Errors => {
    const errors: Errors = {};
    if (!values.current_password) errors.current_password = PROFILE_MESSAGES.currentPasswordRequired;
    const problem = checkNewPassword(values.password, cpf);
    if (problem) errors.password = problem;
    else if (values.password === values.current_password) errors.password = PROFILE_MESSAGES.samePassword;
    if (values.password_confirmation !== values.password)
        errors.password_confirmation = PASSWORD_MESSAGES.mismatch;
    return errors;
};

/** Current password, new password and its confirmation; this session stays open, the others end. */
export const PasswordCard = ({ cpf }: { cpf: string }) => {
    const t = useMessages(profileMessages);
    const [values, setValues] = useState<NewPassword>(EMPTY);
    const [errors, setErrors] = useState<Errors>({});
    const [saving, setSaving] = useState(false);
    const notify = useNotify();
    const changePassword = useVerb('perfil', 'password');
    const field = (name: keyof NewPassword) => ({
        value: values[name],
        onChange: (value: string) => setValues((v) => ({ ...v, [name]: value })),
        error: errors[name],
    });

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        const found = check(values, cpf);
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        setSaving(true);
        try {
            await changePassword.mutateAsync({ data: values });
            setValues(EMPTY);
            notify(t('profile.password.notices.changed'), { type: 'success' });
        } catch (failure) {
            setErrors(serverFieldErrors(failure));
        } finally {
            setSaving(false);
        }
    };

    return (
        <Card component="section" aria-labelledby="perfil-senha">
            <CardContent>
                <Typography id="perfil-senha" variant="h6" component="h2" gutterBottom>
                    {t('profile.password.title')}
                </Typography>
                <form onSubmit={submit} noValidate>
                    <PasswordField
                        label={t('profile.password.current')}
                        {...field('current_password')}
                        autoComplete="current-password"
                        showLabel={t('profile.password.show_current')}
                        hideLabel={t('profile.password.hide_current')}
                    />
                    <PasswordField
                        label={t('profile.password.new')}
                        {...field('password')}
                        help={t('profile.password.new_help')}
                        showLabel={t('profile.password.show_new')}
                        hideLabel={t('profile.password.hide_new')}
                    />
                    <PasswordField
                        label={t('profile.password.confirmation')}
                        {...field('password_confirmation')}
                        showLabel={t('profile.password.show_confirmation')}
                        hideLabel={t('profile.password.hide_confirmation')}
                    />
                    <SubmitButton loading={saving}>{t('profile.password.submit')}</SubmitButton>
                </form>
            </CardContent>
        </Card>
    );
};
