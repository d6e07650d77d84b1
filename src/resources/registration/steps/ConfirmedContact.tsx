import CheckCircle from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useState } from 'react';
import { typeDigits, typeMobile } from '../../../domain/typingMasks';
import { useMessages } from '../../../i18n';
import { type Channel, fieldErrorsOf } from '../api';
import { type RegistrationCalls, useRegistrationCalls } from '../calls';
import { registrationMessages } from '../messages';
import { useWizard } from '../wizard/context';
import { EmailItem, TextItem } from '../wizard/fields';
import { getPath } from '../wizard/paths';
import { contactTarget, type Verified } from './contact';

interface Props {
    channel: Channel;
    /** Path of the e-mail or mobile in the draft. */
    name: string;
    /** Path of its proof (`{ target, token }`) in the draft. */
    tokenName: string;
    label: string;
    /** Rules and server checks of the typed value before a code is sent: the field's error, or null. */
    precheck: (calls: RegistrationCalls, typed: string) => Promise<string | null>;
}

/**
 * An e-mail or mobile. For the public it is confirmed by a 6-digit code (access/signup/send → confirm); the
 * code lives only here, never in the draft. Staff type it without a code.
 */
export const ConfirmedContact = ({ channel, name, tokenName, label, precheck }: Props) => {
    const t = useMessages(registrationMessages);
    const { draft, errors, mode, set, addErrors } = useWizard();
    const [code, setCode] = useState('');
    const [sent, setSent] = useState<{ target: string; hint?: string; sandbox?: string }>();
    const [codeError, setCodeError] = useState<string>();
    const [busy, setBusy] = useState(false);
    const calls = useRegistrationCalls();
    const mask = channel === 'cellphone' ? typeMobile : undefined;
    const inputType = channel === 'email' ? 'email' : 'tel';
    const field =
        channel === 'email' ? (
            <EmailItem name={name} label={label} autoComplete="email" />
        ) : (
            <TextItem
                name={name}
                label={label}
                mask={mask}
                type={inputType}
                inputMode={inputType}
                autoComplete="tel-national"
            />
        );
    if (mode === 'staff') return field;

    const typed = String(getPath(draft, name) ?? '');
    const target = contactTarget(channel, typed);
    const proof = getPath(draft, tokenName) as Verified | null;
    const confirmed = !!proof && proof.target === target;
    const pending = sent && sent.target === target && !confirmed;

    const send = async () => {
        setBusy(true);
        setCodeError(undefined);
        try {
            const problem = await precheck(calls, typed);
            if (problem) return addErrors({ [name]: problem });
            const answer = await calls.sendCode(channel, target);
            setSent({ target, hint: answer.target_hint, sandbox: answer.sandbox_code });
            setCode('');
        } catch (failure) {
            addErrors({
                [name]:
                    fieldErrorsOf(failure)?.target ??
                    t('registration.contact.send_failed', {
                        noun: t(`registration.contact.nouns.${channel}`),
                    }),
            });
        } finally {
            setBusy(false);
        }
    };

    const confirm = async () => {
        if (code.length !== 6) return setCodeError(t('registration.contact.code_length'));
        setBusy(true);
        try {
            const token = await calls.confirmCode(channel, target, code);
            set(tokenName, { target, token } satisfies Verified);
            setSent(undefined);
            setCode('');
        } catch (failure) {
            setCodeError(fieldErrorsOf(failure)?.code ?? t('registration.contact.confirm_failed'));
        } finally {
            setBusy(false);
        }
    };

    const onCodeKey = (event: KeyboardEvent) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        void confirm();
    };

    return (
        <Box sx={{ mb: 1 }}>
            {field}
            {confirmed ? (
                <Typography
                    color="success.main"
                    variant="body2"
                    sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}
                >
                    <CheckCircle fontSize="small" aria-hidden />{' '}
                    {t('registration.contact.confirmed', { label })}
                </Typography>
            ) : (
                <Button variant="outlined" size="small" onClick={send} disabled={busy || !typed.trim()}>
                    {pending
                        ? t(`registration.contact.resend.${channel}`)
                        : t(`registration.contact.send.${channel}`)}
                </Button>
            )}
            {errors[tokenName] && !confirmed && (
                <Typography color="error" variant="body2" role="alert" sx={{ mt: 0.5 }}>
                    {errors[tokenName]}
                </Typography>
            )}
            {pending && (
                <Box sx={{ mt: 1 }}>
                    <Typography variant="body2" color="text.secondary">
                        {t('registration.contact.sent_to', {
                            target: sent.hint ?? t('registration.contact.informed_address'),
                        })}
                    </Typography>
                    {sent.sandbox && (
                        <Alert severity="info" sx={{ my: 1 }}>
                            {t('registration.contact.sandbox', { code: sent.sandbox })}
                        </Alert>
                    )}
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
                        <TextField
                            label={t('registration.contact.code', {
                                noun: t(`registration.contact.nouns.${channel}`),
                            })}
                            value={code}
                            onChange={(e) => {
                                setCode(typeDigits(e.target.value, 6));
                                setCodeError(undefined);
                            }}
                            onKeyDown={onCodeKey}
                            error={!!codeError}
                            helperText={codeError ?? ' '}
                            autoComplete="one-time-code"
                            margin="dense"
                            sx={{ flex: '1 1 12rem' }}
                            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                        />
                        <Button
                            variant="contained"
                            onClick={confirm}
                            disabled={busy}
                            sx={{ mt: 2 }}
                            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
                        >
                            {t('registration.contact.confirm')}
                        </Button>
                    </Box>
                </Box>
            )}
        </Box>
    );
};
