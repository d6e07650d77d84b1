import { type InvoiceCsvParse, parseInvoiceCsv } from '../../domain/invoiceCsv';

/** What the worker receives: the file's bytes (transferred), today in Brasília and the holder's payers. */
export interface ParseRequest {
    bytes: ArrayBuffer;
    today: string;
    knownDocuments?: string[];
}

const onMainThread = async (file: File, today: string, knownDocuments?: string[]) =>
    parseInvoiceCsv(new Uint8Array(await file.arrayBuffer()), {
        today,
        knownDocuments: knownDocuments ? new Set(knownDocuments) : undefined,
    });

/**
 * Parses a boleto CSV in a Web Worker, so a 5,000-line file never holds the page up; where there is no
 * Worker (jsdom) or it fails to start, on the main thread.
 */
export async function parseInvoiceFile(
    file: File,
    today: string,
    knownDocuments?: string[],
): Promise<InvoiceCsvParse> {
    if (typeof Worker === 'undefined') return onMainThread(file, today, knownDocuments);
    const bytes = await file.arrayBuffer();
    return new Promise((resolve) => {
        const worker = new Worker(new URL('./csvWorker.ts', import.meta.url), { type: 'module' });
        const finish = (result: Promise<InvoiceCsvParse> | InvoiceCsvParse) => {
            worker.terminate();
            resolve(result);
        };
        worker.onmessage = (event: MessageEvent<InvoiceCsvParse>) => finish(event.data);
        worker.onerror = (event) => {
            event.preventDefault();
            finish(onMainThread(file, today, knownDocuments));
        };
        const message: ParseRequest = { bytes, today, knownDocuments };
        worker.postMessage(message, [bytes]);
    });
}
