import DialogContentText from '@mui/material/DialogContentText';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { serverFieldErrors } from '../../authProvider/login/fieldErrors';
import { PasswordField } from '../../authProvider/public/PasswordField';
import { useVerb } from '../../dataProvider/hooks';
import { CARD_MESSAGES } from '../../domain/cards';
import { isLostResponse } from '../../http/client';
import { useMessages } from '../../i18n';
import { FormDialog } from '../../ui/FormDialog';
import { NOT_CONFIRMED, useConfirmation } from '../../ui/useConfirmation';
import type { CardView } from './api';
import { cardMessages } from './messages';

interface Props {
    card: CardView;
    /** Fixed while the dialog is open (the card's status changes when the call succeeds). */
    action: 'block' | 'unblock';
    open: boolean;
    busy: boolean;
    run: (task: () => Promise<void>) => Promise<void>;
    onClose: () => void;
    /** The card as the bank answered. */
    onChanged: (card: CardView) => void;
    /** The card changed elsewhere (another tab, another device): the list must be read again. */
    onStale: () => void;
}

/** Blocking or unblocking a card, confirmed with the user's password. */
export const BlockDialog = ({ card, action, open, busy, run, onClose, onChanged, onStale }: Props) => {
    const t = useMessages(cardMessages);
    const [password, setPassword] = useState('');
    const [error, setError] = useState<string>();
    const notify = useNotify();
    const confirmation = useConfirmation();
    const verb = useVerb<CardView>('cartoes', action);
    const [unconfirmed, setUnconfirmed] = useState<string>();

    const close = () => {
        setPassword('');
        setError(undefined);
        setUnconfirmed(undefined);
        confirmation.renew();
        onClose();
    };

    const confirm = () => {
        if (!password) {
            setError(CARD_MESSAGES.passwordRequired);
            return;
        }
        void run(async () => {
            try {
                setUnconfirmed(undefined);
                const saved = await confirmation.send((key) =>
                    verb.mutateAsync({ id: card.id, data: { password }, idempotencyKey: key }),
                );
                onChanged(saved);
                close();
                notify(t(`cards.${action}.notices.done`, { last4: card.last4 }), { type: 'success' });
            } catch (failure) {
                if (isLostResponse(failure)) {
                    setUnconfirmed(NOT_CONFIRMED);
                    return;
                }
                // The http layer showed the notice with its code; a password error also goes on its field.
                const found = serverFieldErrors(failure);
                if (found.password) {
                    setError(found.password);
                } else if (found.status) {
                    close();
                    onStale();
                }
            }
        });
    };

    return (
        <FormDialog
            id={`card-${card.id}-block`}
            open={open}
            title={t(`cards.${action}.title`, { last4: card.last4 })}
            submitLabel={t(`cards.actions.${action}`)}
            busy={busy}
            error={unconfirmed}
            onClose={close}
            onSubmit={confirm}
        >
            <DialogContentText sx={{ mb: 1 }}>
                {t(`cards.${action}.text`)} {t('cards.password.confirm')}
            </DialogContentText>
            <PasswordField
                label={t('cards.password.label')}
                value={password}
                onChange={(value) => {
                    setPassword(value);
                    setError(undefined);
                }}
                error={error}
                autoComplete="current-password"
                showLabel={t('cards.password.show')}
                hideLabel={t('cards.password.hide')}
                autoFocus
            />
        </FormDialog>
    );
};
