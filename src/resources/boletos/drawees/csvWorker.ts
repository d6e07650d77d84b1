/// <reference lib="webworker" />
import { parseDraweeCsv } from '../../../domain/draweeCsv';

/** Reads a payer CSV off the main thread: receives the file's bytes, answers the parse. */
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<ArrayBuffer>) => {
    scope.postMessage(parseDraweeCsv(new Uint8Array(event.data)));
};
