import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { BankDataProvider, CallParams } from '../../dataProvider';
import { asLoad, type Load } from '../../dataProvider/hooks';
import { BILL_PAYMENTS } from './api';

/**
 * A check the confirmation step makes with the bank each time it opens (the register's data, earlier payments
 * of the boleto): nothing is kept once the step closes, so a later confirmation never shows an earlier answer
 * while it asks again. `null` params: nothing to check yet.
 */
export const useBankCheck = <T>(
    name: 'info' | 'earlier',
    params: Omit<CallParams, 'signal'> | null,
): Load<T> => {
    const dataProvider = useDataProvider<BankDataProvider>();
    return asLoad(
        useQuery<T>({
            queryKey: [BILL_PAYMENTS, 'check', name, params],
            queryFn: ({ signal }) =>
                dataProvider.verb<T>(BILL_PAYMENTS, name, { ...params, signal }).then(({ data }) => data),
            enabled: params !== null,
            gcTime: 0,
        }),
    );
};
