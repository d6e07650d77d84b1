import Typography from '@mui/material/Typography';
import { PasswordField } from '../../../authProvider/public/PasswordField';
import { PASSWORD_MIN_LENGTH } from '../../../domain/password';
import { useMessages } from '../../../i18n';
import { registrationMessages } from '../messages';
import { useWizard } from '../wizard/context';

interface Props {
    /** Path of the password in the draft; its confirmation is `<name>_confirmation` when `confirm`. */
    name: string;
    label: string;
    confirm: boolean;
    help?: string;
}

/** A password (never stored with the progress), with its confirmation for a new one. */
export const PasswordFields = ({ name, label, confirm, help }: Props) => {
    const t = useMessages(registrationMessages);
    const { draft, errors, set } = useWizard<Record<string, string>>();
    return (
        <>
            {help && (
                <Typography variant="body2" color="text.secondary">
                    {help}
                </Typography>
            )}
            <PasswordField
                label={label}
                value={draft[name] ?? ''}
                onChange={(value) => set(name, value)}
                error={errors[name]}
                help={confirm ? t('registration.password.rule', { min: PASSWORD_MIN_LENGTH }) : undefined}
                showLabel={t('registration.password.show')}
                hideLabel={t('registration.password.hide')}
                autoComplete={confirm ? 'new-password' : 'current-password'}
            />
            {confirm && (
                <PasswordField
                    label={t('registration.password.confirm')}
                    value={draft[`${name}_confirmation`] ?? ''}
                    onChange={(value) => set(`${name}_confirmation`, value)}
                    error={errors[`${name}_confirmation`]}
                    showLabel={t('registration.password.show_confirmation')}
                    hideLabel={t('registration.password.hide_confirmation')}
                />
            )}
        </>
    );
};
