import type { HttpError } from './HttpError';

export interface Notice {
    id: number;
    severity: 'warning' | 'error' | 'info' | 'success';
    title?: string;
    text: string;
    /** AAA000-N code shown small in the corner; absent for notices that are not call failures. */
    code?: string;
    durationMs: number;
}

/** What the error catalogue asks the interface to do; the UI and the session layer subscribe. */
export type HttpEvent =
    | { type: 'notice'; notice: Notice }
    | { type: 'session-displaced'; error: HttpError }
    | { type: 'session-conflict'; error: HttpError }
    | { type: 'unauthorized'; error: HttpError };

type Listener = (event: HttpEvent) => void;
const listeners = new Set<Listener>();

export const subscribeHttpEvents = (listener: Listener) => {
    listeners.add(listener);
    return () => {
        listeners.delete(listener);
    };
};

export const publishHttpEvent = (event: HttpEvent) => {
    for (const listener of listeners) listener(event);
};

let nextNoticeId = 1;
export const publishNotice = (notice: Omit<Notice, 'id'>) =>
    publishHttpEvent({ type: 'notice', notice: { ...notice, id: nextNoticeId++ } });
