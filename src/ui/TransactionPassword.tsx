import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { serverFieldErrors } from '../authProvider/login/fieldErrors';
import type { TransactionPasswordStatus } from '../contract/transactionPassword';
import type { BankDataProvider } from '../dataProvider';
import { useRead } from '../dataProvider/hooks';
import {
    checkTransactionPassword,
    lockedMessage,
    TRANSACTION_PASSWORD_LENGTH,
    TRANSACTION_PASSWORD_MESSAGES,
    typePin,
} from '../domain/transactionPassword';
import { useMessages } from '../i18n';
import { uiMessages } from './messages';

/** The profile's "Senha de transação" card opened on its recovery (a forgotten or locked PIN). */
export const TRANSACTION_PASSWORD_RECOVERY = '/perfil#recuperar-senha-transacao';

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
        /** An attempt starts: false, with a message on the field, while the PIN is empty or not 6 digits. */
        start: (requiredMessage: string) => {
            if (!value || value.length !== TRANSACTION_PASSWORD_LENGTH) {
                setError(value ? TRANSACTION_PASSWORD_MESSAGES.format : requiredMessage);
                return false;
            }
            setFailure(undefined);
            return true;
        },
    };
};

export type TransactionPassword = ReturnType<typeof useTransactionPassword>;

interface PinFieldProps {
    label: string;
    value: string;
    onChange: (value: string) => void;
    error?: string;
    help?: string;
    autoFocus?: boolean;
    /** `current-password` for the PIN in use, `new-password` for a new one, `off` for another person's. */
    autoComplete?: 'current-password' | 'new-password' | 'off';
}

/** A 6-digit PIN: numeric keyboard on phones, digits only, hidden unless shown with its toggle. */
export const PinField = ({ label, value, onChange, error, help, autoFocus, autoComplete }: PinFieldProps) => {
    const t = useMessages(uiMessages);
    const [visible, setVisible] = useState(false);
    return (
        <TextField
            label={label}
            type={visible ? 'text' : 'password'}
            value={value}
            onChange={(e) => onChange(typePin(e.target.value))}
            error={!!error}
            helperText={error ?? help ?? ' '}
            autoComplete={autoComplete ?? 'new-password'}
            autoFocus={autoFocus}
            fullWidth
            margin="dense"
            slotProps={{
                htmlInput: {
                    inputMode: 'numeric',
                    pattern: '[0-9]*',
                    maxLength: TRANSACTION_PASSWORD_LENGTH,
                },
                input: {
                    endAdornment: (
                        <InputAdornment position="end">
                            <IconButton
                                aria-label={t(
                                    visible ? 'ui.transaction_password.hide' : 'ui.transaction_password.show',
                                )}
                                aria-pressed={visible}
                                onClick={() => setVisible((v) => !v)}
                                edge="end"
                            >
                                {visible ? <VisibilityOff /> : <Visibility />}
                            </IconButton>
                        </InputAdornment>
                    ),
                },
            }}
        />
    );
};

/** The link to the profile's card, where a forgotten or locked PIN is recovered. */
const CardLink = ({ text }: { text: string }) => (
    <Link component={RouterLink} to={TRANSACTION_PASSWORD_RECOVERY} variant="body2">
        {text}
    </Link>
);

/**
 * "Crie sua senha de transação" inside a confirmation: new PIN and its confirmation, created at once
 * (`PUT access/account_password`); then `onCreated` with it, so the confirmation goes on with it typed.
 */
const CreateInline = ({ onCreated, pending }: { onCreated: (pin: string) => void; pending?: string }) => {
    const t = useMessages(uiMessages);
    const dataProvider = useDataProvider<BankDataProvider>();
    const [pin, setPin] = useState('');
    const [again, setAgain] = useState('');
    const [errors, setErrors] = useState<Record<string, string>>({});
    const [saving, setSaving] = useState(false);
    const create = async () => {
        const problem = checkTransactionPassword(pin, { cpf: '' });
        const found: Record<string, string> = {};
        if (problem) found.password = problem;
        if (again !== pin) found.password_confirmation = TRANSACTION_PASSWORD_MESSAGES.mismatch;
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        setSaving(true);
        try {
            // Called directly, not through a mutation hook: react-query would keep the PIN in its cache.
            await dataProvider.verb('senha-transacao', 'create', {
                data: { password: pin, password_confirmation: again },
                quiet: true,
            });
            onCreated(pin);
        } catch (failure) {
            setErrors(serverFieldErrors(failure));
        } finally {
            setSaving(false);
        }
    };
    return (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
            <Typography component="legend" variant="subtitle1">
                {t('ui.transaction_password.create.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
                {t('ui.transaction_password.create.explain')}
            </Typography>
            <PinField
                label={t('ui.transaction_password.create.new')}
                value={pin}
                onChange={setPin}
                error={errors.password ?? pending}
                help={t('ui.transaction_password.rules')}
                autoFocus
            />
            <PinField
                label={t('ui.transaction_password.create.confirmation')}
                value={again}
                onChange={setAgain}
                error={errors.password_confirmation}
            />
            <Button variant="outlined" onClick={create} disabled={saving}>
                {t('ui.transaction_password.create.submit')}
            </Button>
        </Box>
    );
};

/** The bank's refusal of the last attempt, above the field. */
const Failure = ({ state }: { state: TransactionPassword }) =>
    state.failure ? (
        <Alert severity="error" sx={{ my: 1 }}>
            {state.failure}
        </Alert>
    ) : null;

/**
 * The transaction password of a confirmation. `holder`: another person's, typed by them at the counter (a cash
 * withdrawal): only the field, since the signed-in cashier's own PIN, its creation and its lock are not theirs.
 */
export const TransactionPasswordField = ({
    state,
    holder,
}: {
    state: TransactionPassword;
    holder?: boolean;
}) => (holder ? <HolderPinField state={state} /> : <OwnPinField state={state} />);

const HolderPinField = ({ state }: { state: TransactionPassword }) => {
    const t = useMessages(uiMessages);
    return (
        <>
            <Failure state={state} />
            <PinField
                label={t('ui.transaction_password.holder_label')}
                value={state.value}
                onChange={state.change}
                error={state.error}
                help={t('ui.transaction_password.holder_help')}
                autoComplete="off"
                autoFocus
            />
        </>
    );
};

/**
 * The signed-in user's transaction password, as the bank says it stands: the field (and the link to recover
 * it), its creation when the user has none yet, or the lock and the way to recover it.
 */
const OwnPinField = ({ state }: { state: TransactionPassword }) => {
    const t = useMessages(uiMessages);
    const status = useRead<TransactionPasswordStatus>('senha-transacao', 'status', {}, { staleTime: 0 });
    const [created, setCreated] = useState(false);
    const { refetch } = status;
    // A refused attempt may have used the last try: the status is read again.
    useEffect(() => {
        if (state.error) void refetch();
    }, [state.error, refetch]);
    const known = status.data;
    const lockedUntil = known?.locked_until;
    return (
        <>
            <Failure state={state} />
            {created && (
                <Alert severity="success" sx={{ my: 1 }}>
                    {t('ui.transaction_password.create.done')}
                </Alert>
            )}
            {known && !known.defined ? (
                <CreateInline
                    pending={state.error}
                    onCreated={(pin) => {
                        state.change(pin);
                        setCreated(true);
                        void refetch();
                    }}
                />
            ) : lockedUntil ? (
                <Alert severity="error" sx={{ my: 1 }}>
                    {lockedMessage(lockedUntil)} <CardLink text={t('ui.transaction_password.recover')} />
                </Alert>
            ) : (
                <>
                    <PinField
                        label={t('ui.transaction_password.label')}
                        value={state.value}
                        onChange={state.change}
                        error={state.error}
                        help={t('ui.transaction_password.help')}
                        autoComplete="current-password"
                        autoFocus
                    />
                    <CardLink text={t('ui.transaction_password.forgot')} />
                </>
            )}
        </>
    );
};
