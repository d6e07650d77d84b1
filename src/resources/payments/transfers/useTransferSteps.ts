import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { serverFieldErrors } from '../../../authProvider/login/fieldErrors';
import type { TransferRequest } from '../../../contract/transfers';
import { useVerb } from '../../../dataProvider/hooks';
import { isHttpError } from '../../../http/HttpError';
import { textOf } from '../../../i18n';
import { useBusy } from '../../../ui/useBusy';
import { type DraftErrors, type PendingOrder, splitServerErrors, TRANSFERS, type TransferView } from './api';
import { transferMessages } from './messages';

const t = textOf(transferMessages);

export type Step =
    | { name: 'form' }
    | { name: 'review'; order: PendingOrder }
    | { name: 'done'; transfer: TransferView };

/**
 * The three steps of a transfer form: the form (its draft lives in the screen, so it survives every step),
 * the simulation under review, and the result. `simulate` asks the bank and moves on, or lands the bank's
 * errors on the form's fields.
 */
export const useTransferSteps = () => {
    const [step, setStep] = useState<Step>({ name: 'form' });
    const [errors, setErrors] = useState<DraftErrors>({});
    const [failure, setFailure] = useState<string>();
    const { busy, run } = useBusy();
    const simulateCall = useVerb<PendingOrder['simulation']>(TRANSFERS, 'simulate');
    const queryClient = useQueryClient();

    const simulate = (request: Omit<TransferRequest, 'password'>) =>
        run(async () => {
            setFailure(undefined);
            try {
                const simulation = await simulateCall.mutateAsync({ data: request });
                setStep({ name: 'review', order: { request, simulation } });
            } catch (error) {
                const { form, other } = splitServerErrors(serverFieldErrors(error));
                setErrors(form);
                if (other.length > 0) setFailure(other[0]);
                else if (Object.keys(form).length === 0 && !(isHttpError(error) && error.status === 422))
                    setFailure(t('transfers.form.simulate_failed'));
            }
        });

    return {
        step,
        errors,
        setErrors,
        failure,
        busy,
        simulate,
        back: (found?: DraftErrors) => {
            setErrors(found ?? {});
            setStep({ name: 'form' });
        },
        done: (transfer: TransferView) => {
            setStep({ name: 'done', transfer });
            // The balances shown (accounts, statements) are read again.
            void queryClient.invalidateQueries({ queryKey: ['contas-titular'] });
        },
        restart: () => {
            setErrors({});
            setStep({ name: 'form' });
        },
    };
};
