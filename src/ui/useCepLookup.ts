import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { BankDataProvider } from '../dataProvider';
import type { CepAddress } from '../domain/drawee';

/**
 * The address of a CEP through the data provider (`cep` → `lookup`); rejects when the bank does not know it
 * (quiet: the form says so by the field). Every address form fills itself with it.
 */
export const useCepLookup = () => {
    const dataProvider = useDataProvider<BankDataProvider>();
    return useCallback(
        async (cep: string, signal?: AbortSignal) =>
            (await dataProvider.verb<CepAddress>('cep', 'lookup', { data: { cep }, signal, quiet: true }))
                .data,
        [dataProvider],
    );
};
