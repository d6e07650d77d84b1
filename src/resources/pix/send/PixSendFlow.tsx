import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { asLoad, type Load, useRead } from '../../../dataProvider/hooks';
import type { AccountView } from '../../accounts';
import type { PixLimits } from '../api';
import type { PixTransfer } from './api';
import { PixConfirm } from './PixConfirm';
import { PixReceipt } from './PixReceipt';
import type { PixOrder } from './recipient';

/** What a screen's form step receives from the flow. */
export interface FormStep {
    account: AccountView;
    limits: Load<PixLimits>;
    /** The server's field errors of the last attempt, for the fields of this step. */
    serverErrors?: Record<string, string>;
    onContinue: (order: PixOrder) => void;
}

type Step =
    | { name: 'form'; errors?: Record<string, string> }
    | { name: 'confirm'; order: PixOrder }
    | { name: 'receipt'; order: PixOrder; transfer: PixTransfer };

interface Props {
    account: AccountView;
    onAnother: () => void;
    children: (step: FormStep) => ReactNode;
}

export const PixSendFlow = ({ account, onAnother, children }: Props) => {
    const limits = asLoad(useRead<PixLimits>('pix-envio', 'limits', { query: { account_id: account.id } }));
    const [step, setStep] = useState<Step>({ name: 'form' });
    const queryClient = useQueryClient();
    const sent = (order: PixOrder, transfer: PixTransfer) => {
        setStep({ name: 'receipt', order, transfer });
        // The balance, the day's limits and the statement moved: other screens read them afresh.
        for (const resource of ['contas-titular', 'pix-envio', 'pix-transacoes'])
            void queryClient.invalidateQueries({ queryKey: [resource], refetchType: 'none' });
    };

    if (step.name === 'receipt') {
        return (
            <PixReceipt transfer={step.transfer} order={step.order} account={account} onAnother={onAnother} />
        );
    }
    return (
        <>
            {/* Hidden, not unmounted, while confirming: "Voltar" finds everything as it was typed. */}
            <Box hidden={step.name !== 'form'}>
                {children({
                    account,
                    limits,
                    serverErrors: step.name === 'form' ? step.errors : undefined,
                    onContinue: (order) => setStep({ name: 'confirm', order }),
                })}
            </Box>
            {step.name === 'confirm' && (
                <PixConfirm
                    order={step.order}
                    account={account}
                    onBack={(errors) => setStep({ name: 'form', errors })}
                    onSent={(transfer) => sent(step.order, transfer)}
                />
            )}
        </>
    );
};
