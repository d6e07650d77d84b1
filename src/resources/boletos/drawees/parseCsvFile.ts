import { type DraweeCsvParse, parseDraweeCsv } from '../../../domain/draweeCsv';
import { parseInWorker } from '../../../ui/csvBatch/parseInWorker';

/** Parses a payer CSV off the main thread (csvWorker.ts), or on it where there is no Worker. */
export const parseCsvFile = (file: File): Promise<DraweeCsvParse> =>
    parseInWorker(file, {
        start: () => new Worker(new URL('./csvWorker.ts', import.meta.url), { type: 'module' }),
        message: (bytes) => bytes,
        fallback: async () => parseDraweeCsv(new Uint8Array(await file.arrayBuffer())),
    });
