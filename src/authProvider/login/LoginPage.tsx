import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { USES_SANDBOX } from '../../config';
import { subscribeHttpEvents } from '../../http/events';
import { useAppTranslate } from '../../i18n';
import { browserNavigation } from '../../ui/browserNavigation';
import { authApi, type Credentials, type LoginAnswer } from '../api';
import { completeLogin } from '../index';
import { PublicCard } from '../public/PublicCard';
import { clearSession, type SessionUser } from '../session';
import { acceptTerms, declineTerms } from '../terms';
import { CodeStep } from './CodeStep';
import { CredentialsStep } from './CredentialsStep';
import { serverFieldErrors } from './fieldErrors';
import { PhoneStep } from './PhoneStep';
import { SandboxBrandSelect } from './SandboxBrandSelect';
import { TakeoverDialog } from './TakeoverDialog';
import { TermsDialog } from './TermsDialog';

export type Step =
    | { name: 'credentials' }
    | { name: 'phone'; hint: string }
    | { name: 'code'; sandboxCode?: string };

/** Where the user was going: a path of this app handed over as `state.from`, else home. */
const destinationOf = (state: unknown): string => {
    const from = (state as { from?: unknown } | null)?.from;
    // Only a path of this origin: '//host' and '/\host' would leave it.
    return typeof from === 'string' && /^\/(?![/\\])/.test(from) ? from : '/';
};

/**
 * /login, outside the layout: CPF and password; for users with SMS confirmation, the phone and the
 * one-time code; on success the token is stored, the profile loaded and the page reloads. A user the
 * backend asks to accept new terms of use reads and accepts them first.
 */
export const LoginPage = () => {
    const translate = useAppTranslate();
    const [step, setStep] = useState<Step>({ name: 'credentials' });
    const location = useLocation();
    // A just-finished self-registration (/registro-*) hands over who signs in.
    const handedOver = (location.state as { username?: unknown } | null)?.username;
    const destination = destinationOf(location.state);
    const [credentials, setCredentials] = useState<Credentials>({
        username: typeof handedOver === 'string' ? handedOver : '',
        password: '',
    });
    const [conflict, setConflict] = useState(false);
    const [awaitingTerms, setAwaitingTerms] = useState<SessionUser | null>(null);

    useEffect(
        () => subscribeHttpEvents((event) => event.type === 'session-conflict' && setConflict(true)),
        [],
    );

    /** The profile is loaded: on to where the user was going, or first the new terms of use. */
    const enter = async (token: string) => {
        const { user, termsPending } = await completeLogin(token);
        if (termsPending) setAwaitingTerms(user);
        else browserNavigation.assign(destination);
    };

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
            await enter(answer.access_token);
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
            await enter(answer.access_token);
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
            {awaitingTerms && (
                <TermsDialog
                    onAccept={async (version) => {
                        await acceptTerms(awaitingTerms, version);
                        browserNavigation.assign(destination);
                    }}
                    onLeave={async () => {
                        await declineTerms();
                        setAwaitingTerms(null);
                        setStep({ name: 'credentials' });
                    }}
                />
            )}
        </>
    );
};
