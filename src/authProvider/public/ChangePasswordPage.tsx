import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { textOf } from '../../i18n';
import { publicPagesMessages } from '../../i18n/publicPages';
import { BackToLogin } from './BackToLogin';
import { CpfStep, type SendTokenAnswer } from './CpfStep';
import { DoneStep } from './DoneStep';
import { NewPasswordStep } from './NewPasswordStep';
import { PublicCard } from './PublicCard';
import { TokenStep } from './TokenStep';

const t = textOf(publicPagesMessages);

type Step =
    | { name: 'cpf' }
    | { name: 'token'; sent: SendTokenAnswer }
    | { name: 'password'; resetToken: string }
    | { name: 'done' };

/**
 * /alterarsenha, open without a session: the CPF, the 6-digit code sent by e-mail and SMS, then the new
 * password; the bank signs out the sessions opened with the old one.
 */
export const ChangePasswordPage = () => {
    const [step, setStep] = useState<Step>({ name: 'cpf' });
    const [cpf, setCpf] = useState('');
    const restart = () => setStep({ name: 'cpf' });

    return (
        <PublicCard heading={t('app.public.change_password.title')}>
            {step.name === 'cpf' && (
                <CpfStep
                    initial={cpf}
                    onSent={(digits, sent) => {
                        setCpf(digits);
                        setStep({ name: 'token', sent });
                    }}
                />
            )}
            {step.name === 'token' && (
                <TokenStep
                    cpf={cpf}
                    sent={step.sent}
                    onConfirmed={(resetToken) => setStep({ name: 'password', resetToken })}
                    onBack={restart}
                />
            )}
            {step.name === 'password' && (
                <NewPasswordStep
                    cpf={cpf}
                    resetToken={step.resetToken}
                    onChanged={() => setStep({ name: 'done' })}
                    onRestart={restart}
                />
            )}
            {step.name === 'done' ? (
                <DoneStep title={t('app.public.change_password.done_title')}>
                    <Typography variant="body2" color="text.secondary">
                        {t('app.public.change_password.done_text')}
                    </Typography>
                </DoneStep>
            ) : (
                <BackToLogin />
            )}
        </PublicCard>
    );
};
