/// <reference lib="webworker" />
import { parseEmployeeCsv } from '../../domain/employeeCsv';
import { PORTAL_ISPB } from '../../domain/pix';

/** Reads an employee CSV off the main thread: receives the file's bytes, answers the parse. */
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<ArrayBuffer>) => {
    scope.postMessage(parseEmployeeCsv(new Uint8Array(event.data), PORTAL_ISPB));
};
