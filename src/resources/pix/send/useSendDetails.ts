import { useEffect, useState } from 'react';
import type { Load } from '../../../dataProvider/hooks';
import type { PixLimits } from '../api';
import type { PixOrder, RecipientView } from './recipient';
import {
    type ApplicableLimit,
    amountToSend,
    applicableLimit,
    type DetailErrors,
    type DetailField,
    detailErrorsFrom,
    EMPTY_DETAILS,
    hasErrors,
    type SendDetails,
    validateDetails,
} from './sendDetails';

export interface DetailsState {
    details: SendDetails;
    errors: DetailErrors;
    /** The limit that binds this transfer, once the limits are loaded. */
    limit: ApplicableLimit | null;
    change: (patch: Partial<SendDetails>, field?: DetailField) => void;
}

interface Options {
    balance: number;
    limits: Load<PixLimits>;
    serverErrors?: Record<string, string>;
}

/** The amount, message and date part of a form step: state, validation and the order it makes. */
export function useSendDetails({ balance, limits, serverErrors }: Options) {
    const [details, setDetails] = useState<SendDetails>(EMPTY_DETAILS);
    const [errors, setErrors] = useState<DetailErrors>({});
    useEffect(() => {
        if (serverErrors) setErrors(detailErrorsFrom(serverErrors));
    }, [serverErrors]);
    const limit =
        limits.status === 'ready'
            ? applicableLimit(limits.data, details.schedule ? details.date : null)
            : null;

    const change = (patch: Partial<SendDetails>, field?: DetailField) => {
        setDetails((current) => ({ ...current, ...patch }));
        if (field) setErrors((current) => ({ ...current, [field]: undefined }));
    };

    /** Checks the part; true when it may go on. `fixedAmount`: a charge's own amount. */
    const validate = (fixedAmount?: number | null) => {
        const found = validateDetails(details, { balance, limit, fixedAmount });
        setErrors(found);
        return !hasErrors(found);
    };

    const orderFor = (
        recipient: RecipientView,
        target: PixOrder['target'],
        fixedAmount?: number | null,
    ): PixOrder => ({
        recipient,
        target,
        amount: amountToSend(details, fixedAmount) ?? 0,
        message: details.message.trim(),
        scheduledFor: details.schedule ? details.date : null,
        saveFavorite: details.saveFavorite,
        fixedAmount: fixedAmount != null,
    });

    const state: DetailsState = { details, errors, limit, change };
    return { state, validate, orderFor };
}
