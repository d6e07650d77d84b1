import { type InvoiceCsvParse, parseInvoiceCsv } from '../../../domain/invoiceCsv';
import { parseInWorker } from '../../../ui/csvBatch/parseInWorker';

/** What the worker receives: the file's bytes (transferred), today in Brasília and the holder's payers. */
export interface ParseRequest {
    bytes: ArrayBuffer;
    today: string;
    knownDocuments?: string[];
}

/** Parses a boleto CSV off the main thread (csvWorker.ts), or on it where there is no Worker. */
export const parseInvoiceFile = (
    file: File,
    today: string,
    knownDocuments?: string[],
): Promise<InvoiceCsvParse> =>
    parseInWorker(file, {
        start: () => new Worker(new URL('./csvWorker.ts', import.meta.url), { type: 'module' }),
        message: (bytes): ParseRequest => ({ bytes, today, knownDocuments }),
        fallback: async () =>
            parseInvoiceCsv(new Uint8Array(await file.arrayBuffer()), {
                today,
                knownDocuments: knownDocuments ? new Set(knownDocuments) : undefined,
            }),
    });
