import { type BankDataProvider, dataProvider as defaultProvider } from '../../../dataProvider';
import type { CepAddress } from '../../../domain/drawee';

/**
 * The address of a CEP through the data provider (`sacados` → `cep`); rejects when the bank does not know it
 * (quiet: the form says so by the field). Components pass the provider of `useDataProvider`.
 */
export const lookupCep = async (
    cep: string,
    signal?: AbortSignal,
    dataProvider: BankDataProvider = defaultProvider,
): Promise<CepAddress> =>
    (await dataProvider.verb<CepAddress>('sacados', 'cep', { data: { cep }, signal, quiet: true })).data;
