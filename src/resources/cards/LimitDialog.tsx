import DialogContentText from '@mui/material/DialogContentText';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { serverFieldErrors } from '../../authProvider/login/fieldErrors';
import { useVerb } from '../../dataProvider/hooks';
import { checkMonthlyLimit, MAX_MONTHLY_LIMIT } from '../../domain/cards';
import { formatBRL } from '../../domain/money';
import { isLostResponse } from '../../http/client';
import { FormDialog } from '../../ui/FormDialog';
import { Balance } from '../../ui/Money';
import { MoneyField } from '../../ui/MoneyField';
import { NOT_CONFIRMED, useConfirmation } from '../../ui/useConfirmation';
import { type CardView, settingsOf } from './api';

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
                notify(`Limite mensal do cartão final ${card.last4} alterado.`, { type: 'success' });
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
            title={`Limite mensal do cartão final ${card.last4}`}
            submitLabel="Salvar limite"
            busy={busy}
            error={unconfirmed}
            onClose={close}
            onSubmit={save}
        >
            <DialogContentText sx={{ mb: 1 }}>
                Compras acima do limite do mês são recusadas. Ele vale até {formatBRL(MAX_MONTHLY_LIMIT)} e
                não pode ficar abaixo do que o cartão já gastou neste mês.
            </DialogContentText>
            <MoneyField
                label="Novo limite mensal"
                value={limit}
                onChange={(cents) => {
                    setLimit(cents);
                    setError(undefined);
                }}
                error={error}
                help={
                    <>
                        Atual: <Balance cents={card.monthly_limit} /> · Gasto no mês:{' '}
                        <Balance cents={card.spent_this_month} />
                    </>
                }
                autoFocus
            />
        </FormDialog>
    );
};
