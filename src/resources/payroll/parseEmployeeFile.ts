import { type EmployeeCsvParse, parseEmployeeCsv } from '../../domain/employeeCsv';
import { PORTAL_ISPB } from '../../domain/pix';
import { parseInWorker } from '../../ui/csvBatch/parseInWorker';

/** Parses an employee CSV off the main thread (employeeCsvWorker.ts), or on it where there is no Worker. */
export const parseEmployeeFile = (file: File): Promise<EmployeeCsvParse> =>
    parseInWorker(file, {
        start: () => new Worker(new URL('./employeeCsvWorker.ts', import.meta.url), { type: 'module' }),
        message: (bytes) => bytes,
        fallback: async () => parseEmployeeCsv(new Uint8Array(await file.arrayBuffer()), PORTAL_ISPB),
    });
