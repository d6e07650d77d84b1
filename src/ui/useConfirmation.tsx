import Alert from '@mui/material/Alert';
import { useCallback, useRef, useState } from 'react';
import { isLostResponse, LOST_RESPONSE } from '../http/client';
import { textOf } from '../i18n';
import { Loading } from './LoadStates';
import { uiMessages } from './messages';

/** `checking`: the answer was lost and the bank is being asked again; `unknown`: that answer was lost too. */
export type ConfirmationState = 'ready' | 'checking' | 'unknown';

const t = textOf(uiMessages);

export const NOT_CONFIRMED = t('ui.confirmation.not_confirmed');
export const RETRY_LABEL = t('ui.retry');

/**
 * One confirmation step = one Idempotency-Key, created when the step opens. `send` carries the key to the
 * money-moving call; when the answer is lost it asks the bank again with the same key (the bank answers its
 * first result, or does it now if the first attempt never arrived). `renew` starts a new confirmation in a
 * step that stays open (a dialog reused for another item).
 */
export const useConfirmation = () => {
    const [key, setKey] = useState(() => crypto.randomUUID());
    const current = useRef(key);
    const [state, setState] = useState<ConfirmationState>('ready');
    const sentWith = useRef<string | null>(null);

    const renew = useCallback(() => {
        current.current = crypto.randomUUID();
        sentWith.current = null;
        setKey(current.current);
        setState('ready');
    }, []);

    /**
     * `content`, for a form that is its own confirmation step (no separate review): when what is sent changed
     * since the last attempt, it is another confirmation, with a new key.
     */
    const send = useCallback(async <T,>(call: (key: string) => Promise<T>, content?: unknown): Promise<T> => {
        const fingerprint = content === undefined ? null : JSON.stringify(content);
        if (fingerprint !== null && sentWith.current !== null && fingerprint !== sentWith.current) {
            current.current = crypto.randomUUID();
            setKey(current.current);
        }
        sentWith.current = fingerprint;
        const sent = current.current;
        // Retrying an unconfirmed attempt is itself asking the bank what became of it.
        setState((was) => (was === 'unknown' ? 'checking' : was));
        try {
            const answer = await call(sent);
            setState('ready');
            return answer;
        } catch (error) {
            if (!isLostResponse(error)) {
                setState('ready');
                throw error;
            }
        }
        setState('checking');
        try {
            const answer = await call(sent);
            setState('ready');
            return answer;
        } catch (error) {
            setState(isLostResponse(error) ? 'unknown' : 'ready');
            throw error;
        }
    }, []);

    return { key, renew, state, send };
};

export type Confirmation = ReturnType<typeof useConfirmation>;

/** What a confirmation step shows while the bank is asked about a lost answer, or when it could not say. */
export const ConfirmationStatus = ({ confirmation }: { confirmation: Confirmation }) => {
    if (confirmation.state === 'checking') return <Loading label={LOST_RESPONSE} shape="inline" />;
    if (confirmation.state === 'unknown')
        return (
            <Alert severity="warning" sx={{ my: 1 }}>
                {NOT_CONFIRMED}
            </Alert>
        );
    return null;
};

/** The submit's label: after an unconfirmed attempt it retries the same confirmation. */
export const submitLabel = (confirmation: Confirmation, label: string) =>
    confirmation.state === 'unknown' ? RETRY_LABEL : label;
