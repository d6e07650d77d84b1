import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { PasswordField } from '../authProvider/public/PasswordField';
import { useMessages } from '../i18n';
import { uiMessages } from './messages';

/** A confirmation step's password, its error, and the bank's refusal of the last attempt. */
export const useTransactionPassword = () => {
    const [value, setValue] = useState('');
    const [error, setError] = useState<string>();
    const [failure, setFailure] = useState<string>();
    return {
        value,
        error,
        setError,
        failure,
        setFailure,
        /** Typing clears the error the last attempt left on the field. */
        change: (typed: string) => {
            setValue(typed);
            setError(undefined);
        },
        /** An attempt starts: false, with `requiredMessage` on the field, while the password is empty. */
        start: (requiredMessage: string) => {
            if (!value) {
                setError(requiredMessage);
                return false;
            }
            setFailure(undefined);
            return true;
        },
    };
};

export type TransactionPassword = ReturnType<typeof useTransactionPassword>;

/** The bank's refusal of the last attempt, if any, and the transaction password field (focused first). */
export const TransactionPasswordField = ({ state }: { state: TransactionPassword }) => {
    const t = useMessages(uiMessages);
    return (
        <>
            {state.failure && (
                <Alert severity="error" sx={{ my: 1 }}>
                    {state.failure}
                </Alert>
            )}
            <PasswordField
                label={t('ui.transaction_password.label')}
                value={state.value}
                onChange={state.change}
                error={state.error}
                help={t('ui.transaction_password.help')}
                autoComplete="current-password"
                showLabel={t('ui.transaction_password.show')}
                hideLabel={t('ui.transaction_password.hide')}
                autoFocus
            />
        </>
    );
};
