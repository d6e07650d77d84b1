/// <reference lib="webworker" />
import { parseInvoiceCsv } from '../../../domain/invoiceCsv';
import type { ParseRequest } from './parseInvoiceFile';

/** Reads a boleto CSV off the main thread: receives the file's bytes and the checks' context, answers the parse. */
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<ParseRequest>) => {
    const { bytes, today, knownDocuments } = event.data;
    scope.postMessage(
        parseInvoiceCsv(new Uint8Array(bytes), {
            today,
            knownDocuments: knownDocuments ? new Set(knownDocuments) : undefined,
        }),
    );
};
