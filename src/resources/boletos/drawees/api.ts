import type { CepAddress, DraweeBatchAnswer, DraweeFields } from '../../../domain/drawee';
import { request } from '../../../http/client';

/** The address of a CEP; rejects when the bank does not know it (quiet: the form says so by the field). */
export const lookupCep = async (cep: string, signal?: AbortSignal): Promise<CepAddress> =>
    (
        await request<{ data: CepAddress }>('access/search/cep', {
            method: 'POST',
            body: { cep },
            signal,
            quiet: true,
        })
    ).body.data;

/** Registers the payers of a batch; each row carries its line in the file, which the answer echoes. */
export const importDrawees = async (rows: (DraweeFields & { line: number })[]): Promise<DraweeBatchAnswer> =>
    (await request<{ data: DraweeBatchAnswer }>('payment/drawee/batch', { method: 'POST', body: { rows } }))
        .body.data;
