import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useMessages } from '../../../i18n';
import { Loading } from '../../../ui/LoadStates';
import type { AccountView } from '../../accounts';
import { PixAccountGate } from '../PixAccountGate';
import { useSelectedPixAccountId } from '../selectedAccount';
import { pixSendMessages } from './messages';
import { type FormStep, PixSendFlow } from './PixSendFlow';

/** `?conta=<id>` (a link from another screen) becomes the selected Pix account before the gate reads it. */
const useAccountParam = () => {
    const [params] = useSearchParams();
    const fromUrl = Number(params.get('conta'));
    const wanted = Number.isSafeInteger(fromUrl) && fromUrl > 0 ? fromUrl : null;
    const [chosen, setChosen] = useSelectedPixAccountId();
    useEffect(() => {
        if (wanted !== null && wanted !== chosen) setChosen(wanted);
    }, [wanted, chosen, setChosen]);
    return wanted === null || wanted === chosen;
};

interface Props {
    title: string;
    intro: string;
    /** The screen's own form step: the recipient and the amount. */
    children: (step: FormStep) => ReactNode;
}

/**
 * The frame of the three ways of sending a Pix: the selected account, then form → confirmation → receipt.
 * "Fazer outro Pix" starts a new round, which reloads the account (its balance moved).
 */
export const PixSendScreen = ({ title, intro, children }: Props) => {
    const t = useMessages(pixSendMessages);
    const ready = useAccountParam();
    const [round, setRound] = useState(0);
    const queryClient = useQueryClient();
    // A new round loads the account (its balance moved) and its limits again, from the loading state on.
    const another = () => {
        queryClient.removeQueries({ queryKey: ['contas-titular'] });
        queryClient.removeQueries({ queryKey: ['pix-envio', 'read', 'limits'] });
        setRound((n) => n + 1);
    };
    return (
        <Box sx={{ py: 2, maxWidth: 720 }}>
            <Title title={title} />
            <Typography variant="h5" component="h2" sx={{ mb: 0.5 }}>
                {title}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
                {intro}
            </Typography>
            {ready ? (
                <PixAccountGate key={round}>
                    {(account: AccountView) => (
                        <PixSendFlow account={account} onAnother={another}>
                            {children}
                        </PixSendFlow>
                    )}
                </PixAccountGate>
            ) : (
                <Loading label={t('pix_send.loading_account')} />
            )}
        </Box>
    );
};
