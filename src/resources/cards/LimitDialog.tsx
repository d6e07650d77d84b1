import DialogContentText from '@mui/material/DialogContentText';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { serverFieldErrors } from '../../authProvider/login/fieldErrors';
import { useVerb } from '../../dataProvider/hooks';
import { checkMonthlyLimit, MAX_MONTHLY_LIMIT } from '../../domain/cards';
import { formatBRL } from '../../domain/money';
import { isLostResponse } from '../../http/client';
import { useMessages } from '../../i18n';
import { FormDialog } from '../../ui/FormDialog';
import { Balance } from '../../ui/Money';
import { MoneyField } from '../../ui/MoneyField';
import { NOT_CONFIRMED, useConfirmation } from '../../ui/useConfirmation';
import { type CardView, settingsOf } from './api';
import { cardMessages } from './messages';

interface Props {
    card: CardView;
    open: boolean;
    busy: boolean;
    run: (task: () => Promise<void>) => Promise<void>;
    onClose: () => void;
    onChanged: (card: CardView) => void;
    onStale: () => void;
}

/**
 * The card's monthly limit. The field starts empty (the current limit stays hidden along with the balances
 * when the user hides them) and fills from the right.
 */
export const LimitDialog = ({ card, open, busy, run, onClose, onChanged, onStale }: Props) => {
    const t = useMessages(cardMessages);
    const [limit, setLimit] = useState<number | null>(null);
    const [error, setError] = useState<string>();
    const notify = useNotify();
    const confirmation = useConfirmation();
    const saveSettings = useVerb<CardView>('cartoes', 'settings');
    const [unconfirmed, setUnconfirmed] = useState<string>();

    const close = () => {
        setLimit(null);
        setError(undefined);
        setUnconfirmed(undefined);
        confirmation.renew();
        onClose();
    };

    const save = () => {
        const problem = checkMonthlyLimit(limit, card.spent_this_month);
        if (problem || limit === null) {
            setError(problem ?? undefined);
            return;
        }
        void run(async () => {
            try {
                setUnconfirmed(undefined);
                onChanged(
                    await confirmation.send((key) =>
                        saveSettings.mutateAsync({
                            id: card.id,
                            data: { ...settingsOf(card), monthly_limit: limit },
                            idempotencyKey: key,
                        }),
                    ),
                );
                close();
                notify(t('cards.limit.notices.saved', { last4: card.last4 }), { type: 'success' });
            } catch (failure) {
                if (isLostResponse(failure)) {
                    setUnconfirmed(NOT_CONFIRMED);
                    return;
                }
                const found = serverFieldErrors(failure);
                if (found.monthly_limit) {
                    setError(found.monthly_limit);
                } else if (found.status) {
                    close();
                    onStale();
                }
            }
        });
    };

    return (
        <FormDialog
            id={`card-${card.id}-limit`}
            open={open}
            title={t('cards.limit.title', { last4: card.last4 })}
            submitLabel={t('cards.limit.submit')}
            busy={busy}
            error={unconfirmed}
            onClose={close}
            onSubmit={save}
        >
            <DialogContentText sx={{ mb: 1 }}>
                {t('cards.limit.explain', { max: formatBRL(MAX_MONTHLY_LIMIT) })}
            </DialogContentText>
            <MoneyField
                label={t('cards.limit.field')}
                value={limit}
                onChange={(cents) => {
                    setLimit(cents);
                    setError(undefined);
                }}
                error={error}
                help={
                    <>
                        {t('cards.limit.current')} <Balance cents={card.monthly_limit} /> ·{' '}
                        {t('cards.limit.spent')} <Balance cents={card.spent_this_month} />
                    </>
                }
                autoFocus
            />
        </FormDialog>
    );
};
