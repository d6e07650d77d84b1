import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useMessages } from '../../../i18n';
import { transferMessages } from './messages';
import { TransferReceipt } from './TransferReceipt';
import { TransferReview } from './TransferReview';
import type { useTransferSteps } from './useTransferSteps';

interface Props {
    steps: ReturnType<typeof useTransferSteps>;
    form: ReactNode;
    fromLabel: string;
    onAnother: () => void;
}

/** Whichever step a transfer form is on: the form, the review, or the receipt. */
export const TransferSteps = ({ steps, form, fromLabel, onAnother }: Props) => {
    const t = useMessages(transferMessages);
    const { step } = steps;
    if (step.name === 'review')
        return (
            <TransferReview
                order={step.order}
                fromLabel={fromLabel}
                onBack={steps.back}
                onDone={steps.done}
            />
        );
    if (step.name === 'done')
        return (
            <TransferReceipt transfer={step.transfer} fresh>
                <Button onClick={onAnother}>{t('transfers.result.another')}</Button>
            </TransferReceipt>
        );
    return form;
};
