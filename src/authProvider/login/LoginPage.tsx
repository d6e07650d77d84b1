import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { USES_SANDBOX } from '../../config';
import { subscribeHttpEvents } from '../../http/events';
import { useAppTranslate } from '../../i18n';
import { browserNavigation } from '../../ui/browserNavigation';
import { authApi, type Credentials, type LoginAnswer } from '../api';
import { completeLogin } from '../index';
import { PublicCard } from '../public/PublicCard';
import { clearSession } from '../session';
import { CodeStep } from './CodeStep';
import { CredentialsStep } from './CredentialsStep';
import { serverFieldErrors } from './fieldErrors';
import { PhoneStep } from './PhoneStep';
import { SandboxBrandSelect } from './SandboxBrandSelect';
import { TakeoverDialog } from './TakeoverDialog';

export type Step =
    | { name: 'credentials' }
    | { name: 'phone'; hint: string }
    | { name: 'code'; sandboxCode?: string };

/**
 * /login, outside the layout: CPF and password; for users with SMS confirmation, the phone and the
 * one-time code; on success the token is stored, the profile loaded and the page reloads.
 */
export const LoginPage = () => {
    const translate = useAppTranslate();
    const [step, setStep] = useState<Step>({ name: 'credentials' });
    // A just-finished self-registration (/registro-*) hands over who signs in.
    const handedOver = (useLocation().state as { username?: unknown } | null)?.username;
    const [credentials, setCredentials] = useState<Credentials>({
        username: typeof handedOver === 'string' ? handedOver : '',
        password: '',
    });
    const [conflict, setConflict] = useState(false);

    useEffect(
        () => subscribeHttpEvents((event) => event.type === 'session-conflict' && setConflict(true)),
        [],
    );

    /** Sends the login; returns the fields' server errors when it fails. */
    const submit = async (next: Credentials): Promise<Record<string, string>> => {
        setCredentials(next);
        try {
            const answer: LoginAnswer = await authApi.login(next);
            if (answer.two_factor && !next.code) {
                setStep({ name: 'phone', hint: answer.phone_hint ?? '' });
                return {};
            }
            if (!answer.access_token) throw new Error('Resposta de login sem token');
            await completeLogin(answer.access_token);
            browserNavigation.assign('/');
            return {};
        } catch (error) {
            clearSession();
            return serverFieldErrors(error);
        }
    };

    const takeOver = async () => {
        try {
            const answer = await authApi.takeOver(credentials);
            if (!answer.access_token) throw new Error('Resposta de login sem token');
            await completeLogin(answer.access_token);
            browserNavigation.assign('/');
        } catch {
            clearSession();
            setConflict(false);
        }
    };

    return (
        <>
            <PublicCard heading={translate('app.login.heading')}>
                {step.name === 'credentials' && <CredentialsStep initial={credentials} onSubmit={submit} />}
                {step.name === 'phone' && (
                    <PhoneStep
                        hint={step.hint}
                        cpf={credentials.username}
                        onSent={(sandboxCode) => setStep({ name: 'code', sandboxCode })}
                        onBack={() => setStep({ name: 'credentials' })}
                    />
                )}
                {step.name === 'code' && (
                    <CodeStep
                        sandboxCode={step.sandboxCode}
                        onSubmit={(code) => submit({ ...credentials, code })}
                        onBack={() => setStep({ name: 'credentials' })}
                    />
                )}
                {USES_SANDBOX && step.name === 'credentials' && <SandboxBrandSelect />}
            </PublicCard>
            <TakeoverDialog open={conflict} onUseHere={takeOver} onClose={() => setConflict(false)} />
        </>
    );
};
