/**
 * "The unread count changed": the notifications page announces it after marking something read, and the app
 * bar's bell, which polls only once a minute, asks the bank again at once.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export const onNotificationsChanged = (listener: Listener) => {
    listeners.add(listener);
    return () => {
        listeners.delete(listener);
    };
};

export const announceNotificationsChanged = () => {
    for (const listener of listeners) listener();
};
