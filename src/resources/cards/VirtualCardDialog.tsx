import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { serverFieldErrors } from '../../authProvider/login/fieldErrors';
import { PasswordField } from '../../authProvider/public/PasswordField';
import { useVerb } from '../../dataProvider/hooks';
import { CARD_MESSAGES, MAX_VIRTUAL_CARDS, VIRTUAL_CARD_LIMIT } from '../../domain/cards';
import { formatBRL } from '../../domain/money';
import { isLostResponse } from '../../http/client';
import { useMessages } from '../../i18n';
import { FormDialog } from '../../ui/FormDialog';
import { useBusy } from '../../ui/useBusy';
import { NOT_CONFIRMED, useConfirmation } from '../../ui/useConfirmation';
import { type AccountView, accountLabel } from '../accounts';
import type { CardView } from './api';
import { cardMessages } from './messages';

interface Props {
    open: boolean;
    /** The user's accounts that take cards. */
    accounts: readonly AccountView[];
    cards: readonly CardView[];
    onClose: () => void;
    onCreated: (card: CardView) => void;
}

type Errors = { account_id?: string; password?: string };

/** A new virtual card on one of the user's accounts, confirmed with the password. */
export const VirtualCardDialog = ({ open, accounts, cards, onClose, onCreated }: Props) => {
    const t = useMessages(cardMessages);
    const virtualOf = (accountId: number) =>
        cards.filter((c) => c.account_id === accountId && c.kind === 'virtual' && c.status !== 'canceled')
            .length;
    const [chosen, setChosen] = useState<number | null>(null);
    const [password, setPassword] = useState('');
    const [errors, setErrors] = useState<Errors>({});
    const { busy, run } = useBusy();
    const notify = useNotify();
    const confirmation = useConfirmation();
    const createVirtual = useVerb<CardView>('cartoes', 'createVirtual');
    const [unconfirmed, setUnconfirmed] = useState<string>();
    /** Until the user picks one: the first account with room for another virtual card. */
    const accountId =
        chosen ?? (accounts.find((a) => virtualOf(a.id) < MAX_VIRTUAL_CARDS) ?? accounts[0])?.id ?? null;

    const close = () => {
        setChosen(null);
        setPassword('');
        setErrors({});
        setUnconfirmed(undefined);
        confirmation.renew();
        onClose();
    };

    const create = () => {
        const found: Errors = {};
        if (accountId === null) found.account_id = CARD_MESSAGES.accountRequired;
        if (!password) found.password = CARD_MESSAGES.passwordRequired;
        setErrors(found);
        if (accountId === null || found.password) return;
        void run(async () => {
            try {
                setUnconfirmed(undefined);
                const card = await confirmation.send((key) =>
                    createVirtual.mutateAsync({
                        data: { account_id: accountId, password },
                        idempotencyKey: key,
                    }),
                );
                onCreated(card);
                close();
                notify(t('cards.virtual.notices.created', { last4: card.last4 }), { type: 'success' });
            } catch (failure) {
                if (isLostResponse(failure)) {
                    setUnconfirmed(NOT_CONFIRMED);
                    return;
                }
                const server = serverFieldErrors(failure);
                setErrors({ account_id: server.account_id, password: server.password });
            }
        });
    };

    return (
        <FormDialog
            id="virtual-card"
            open={open}
            error={unconfirmed}
            title={t('cards.actions.create_virtual')}
            submitLabel={t('cards.virtual.submit')}
            busy={busy}
            onClose={close}
            onSubmit={create}
        >
            <DialogContentText sx={{ mb: 1 }}>
                {t('cards.virtual.explain', { limit: formatBRL(VIRTUAL_CARD_LIMIT), max: MAX_VIRTUAL_CARDS })}
            </DialogContentText>
            <TextField
                select
                label={t('cards.virtual.account')}
                value={accountId ?? ''}
                onChange={(event) => {
                    setChosen(Number(event.target.value));
                    setErrors((e) => ({ ...e, account_id: undefined }));
                }}
                error={!!errors.account_id}
                helperText={
                    errors.account_id ??
                    (accountId === null
                        ? ' '
                        : t('cards.virtual.account_count', {
                              count: virtualOf(accountId),
                              max: MAX_VIRTUAL_CARDS,
                          }))
                }
                fullWidth
                margin="dense"
                slotProps={{ select: { native: true } }}
            >
                {accounts.map((account) => (
                    <option key={account.id} value={account.id}>
                        {t('cards.virtual.account_option', { account: accountLabel(account) })}
                    </option>
                ))}
            </TextField>
            <PasswordField
                label={t('cards.password.label')}
                value={password}
                onChange={(value) => {
                    setPassword(value);
                    setErrors((e) => ({ ...e, password: undefined }));
                }}
                error={errors.password}
                autoComplete="current-password"
                showLabel={t('cards.password.show')}
                hideLabel={t('cards.password.hide')}
                autoFocus
            />
        </FormDialog>
    );
};
