import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { serverFieldErrors } from '../../authProvider/login/fieldErrors';
import { SubmitButton } from '../../authProvider/login/SubmitButton';
import { OneTimeCodeField } from '../../authProvider/public/OneTimeCodeField';
import type {
    RecoveryChannel,
    RecoveryCodeSent,
    TransactionPasswordStatus,
} from '../../contract/transactionPassword';
import type { BankDataProvider } from '../../dataProvider';
import { useRead } from '../../dataProvider/hooks';
import { formatTime } from '../../domain/dates';
import {
    checkTransactionPassword,
    TRANSACTION_PASSWORD_MESSAGES as M,
} from '../../domain/transactionPassword';
import { useMessages } from '../../i18n';
import { PinField, TRANSACTION_PASSWORD_RECOVERY } from '../../ui/TransactionPassword';
import { profileMessages } from './messages';

type Mode = 'create' | 'change' | 'recover';
type Values = { current_password: string; password: string; password_confirmation: string; token: string };
type Errors = Partial<Record<keyof Values | 'channel', string>>;

const EMPTY: Values = { current_password: '', password: '', password_confirmation: '', token: '' };
const ANCHOR = 'senha-transacao';

/** The new PIN's rules and, in a change, the current one: each broken one on its field. */
const check = (mode: Mode, values: Values, cpf: string): Errors => {
    const errors: Errors = {};
    if (mode === 'change' && !values.current_password) errors.current_password = M.required;
    if (mode === 'recover' && !values.token) errors.token = M.codeRequired;
    const problem = checkTransactionPassword(values.password, { cpf });
    if (problem) errors.password = problem;
    else if (mode === 'change' && values.password === values.current_password) errors.password = M.same;
    if (values.password_confirmation !== values.password) errors.password_confirmation = M.mismatch;
    return errors;
};

const VERB: Record<Mode, string> = { create: 'create', change: 'change', recover: 'confirmToken' };

/**
 * `/perfil`'s "Senha de transação": create it (the first time), change it with the current one, or recover it
 * with a code sent by SMS or e-mail (also what ends a lock). The PINs live only in this form's state while it
 * is filled: they are sent straight through the data provider, never kept by a cache or in storage.
 */
export const TransactionPasswordCard = ({ cpf }: { cpf: string }) => {
    const t = useMessages(profileMessages);
    const notify = useNotify();
    const dataProvider = useDataProvider<BankDataProvider>();
    const status = useRead<TransactionPasswordStatus>('senha-transacao', 'status', {}, { staleTime: 0 });
    const { hash } = useLocation();
    // "Esqueci minha senha de transação" and a lock's link open the card on its recovery.
    const [recovering, setRecovering] = useState(() => `/perfil${hash}` === TRANSACTION_PASSWORD_RECOVERY);
    const [values, setValues] = useState<Values>(EMPTY);
    const [errors, setErrors] = useState<Errors>({});
    const [channel, setChannel] = useState<RecoveryChannel>('sms');
    const [sent, setSent] = useState<RecoveryCodeSent | null>(null);
    const [busy, setBusy] = useState(false);
    const heading = useRef<HTMLHeadingElement>(null);
    const known = status.data;

    useEffect(() => {
        if ((hash === `#${ANCHOR}` || `/perfil${hash}` === TRANSACTION_PASSWORD_RECOVERY) && known) {
            heading.current?.scrollIntoView({ block: 'start' });
            heading.current?.focus();
        }
    }, [hash, known]);

    const mode: Mode = !known?.defined ? 'create' : recovering || known.locked_until ? 'recover' : 'change';
    const field = (name: keyof Values) => ({
        value: values[name],
        onChange: (value: string) => setValues((v) => ({ ...v, [name]: value })),
        error: errors[name],
    });
    const reset = (next: boolean) => {
        setValues(EMPTY);
        setErrors({});
        setSent(null);
        setRecovering(next);
    };

    const sendCode = async () => {
        setBusy(true);
        try {
            const { data } = await dataProvider.verb<RecoveryCodeSent>('senha-transacao', 'sendToken', {
                data: { channel },
                quiet: true,
            });
            setSent(data);
            setErrors({});
        } catch (failure) {
            setErrors(serverFieldErrors(failure));
        } finally {
            setBusy(false);
        }
    };

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        const found = check(mode, values, cpf);
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        const { password, password_confirmation, current_password, token } = values;
        const data =
            mode === 'change'
                ? { current_password, password, password_confirmation }
                : mode === 'recover'
                  ? { token, password, password_confirmation }
                  : { password, password_confirmation };
        setBusy(true);
        try {
            // Straight through the data provider: a mutation hook's cache would keep the PINs.
            await dataProvider.verb('senha-transacao', VERB[mode], { data, quiet: true });
            notify(t(`profile.transaction_password.notices.${mode}`), { type: 'success' });
            reset(false);
        } catch (failure) {
            setErrors(serverFieldErrors(failure));
        } finally {
            setBusy(false);
            void status.refetch();
        }
    };

    const pin = (name: 'current_password' | 'password' | 'password_confirmation', help?: string) => (
        <PinField
            label={t(`profile.transaction_password.${name}`)}
            {...field(name)}
            help={help}
            autoComplete={name === 'current_password' ? 'current-password' : 'new-password'}
        />
    );

    return (
        <Card component="section" aria-labelledby={`${ANCHOR}-titulo`} id={ANCHOR}>
            <CardContent>
                <Typography
                    id={`${ANCHOR}-titulo`}
                    ref={heading}
                    tabIndex={-1}
                    variant="h6"
                    component="h2"
                    gutterBottom
                >
                    {t('profile.transaction_password.title')}
                </Typography>
                {!known ? (
                    <CircularProgress size={24} aria-label={t('profile.transaction_password.loading')} />
                ) : (
                    <form onSubmit={submit} noValidate aria-label={t(`profile.transaction_password.${mode}`)}>
                        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                            {t(`profile.transaction_password.explain.${mode}`)}
                        </Typography>
                        {known.locked_until && (
                            <Alert severity="error" sx={{ mb: 1 }}>
                                {t('profile.transaction_password.locked', {
                                    time: formatTime(known.locked_until),
                                })}
                            </Alert>
                        )}
                        {mode === 'recover' && (
                            <>
                                <RadioGroup
                                    row
                                    aria-label={t('profile.transaction_password.channel')}
                                    value={channel}
                                    onChange={(e) => setChannel(e.target.value as RecoveryChannel)}
                                >
                                    <FormControlLabel
                                        value="sms"
                                        control={<Radio />}
                                        label={t('profile.transaction_password.sms')}
                                    />
                                    <FormControlLabel
                                        value="email"
                                        control={<Radio />}
                                        label={t('profile.transaction_password.email')}
                                    />
                                </RadioGroup>
                                <Button variant="outlined" onClick={sendCode} disabled={busy}>
                                    {t(
                                        sent
                                            ? 'profile.transaction_password.send_again'
                                            : 'profile.transaction_password.send',
                                    )}
                                </Button>
                                {errors.channel && (
                                    <Alert severity="error" sx={{ mt: 1 }}>
                                        {errors.channel}
                                    </Alert>
                                )}
                                {sent && (
                                    <Alert severity="info" sx={{ mt: 1 }}>
                                        {sent.message}
                                        {sent.sandbox_code &&
                                            ` ${t('profile.transaction_password.sandbox_code', { code: sent.sandbox_code })}`}
                                    </Alert>
                                )}
                                {sent && (
                                    <OneTimeCodeField
                                        label={t('profile.transaction_password.token')}
                                        {...field('token')}
                                    />
                                )}
                            </>
                        )}
                        {mode === 'change' && pin('current_password')}
                        {(mode !== 'recover' || sent) && (
                            <>
                                {pin('password', t('profile.transaction_password.rules'))}
                                {pin('password_confirmation')}
                                <SubmitButton loading={busy}>
                                    {t(`profile.transaction_password.submit.${mode}`)}
                                </SubmitButton>
                            </>
                        )}
                        {known.defined && !known.locked_until && (
                            <Button fullWidth sx={{ mt: 1 }} onClick={() => reset(!recovering)}>
                                {t(
                                    recovering
                                        ? 'profile.transaction_password.back'
                                        : 'profile.transaction_password.forgot',
                                )}
                            </Button>
                        )}
                    </form>
                )}
            </CardContent>
        </Card>
    );
};
