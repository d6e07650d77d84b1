import { type DraweeCsvParse, parseDraweeCsv } from '../../domain/draweeCsv';

const onMainThread = async (file: File) => parseDraweeCsv(new Uint8Array(await file.arrayBuffer()));

/**
 * Parses a payer CSV in a Web Worker, so a 5,000-line file never holds the page up; where there is no
 * Worker (jsdom) or it fails to start, on the main thread.
 */
export async function parseCsvFile(file: File): Promise<DraweeCsvParse> {
    if (typeof Worker === 'undefined') return onMainThread(file);
    const bytes = await file.arrayBuffer();
    return new Promise((resolve) => {
        const worker = new Worker(new URL('./csvWorker.ts', import.meta.url), { type: 'module' });
        const finish = (result: Promise<DraweeCsvParse> | DraweeCsvParse) => {
            worker.terminate();
            resolve(result);
        };
        worker.onmessage = (event: MessageEvent<DraweeCsvParse>) => finish(event.data);
        worker.onerror = (event) => {
            event.preventDefault();
            finish(onMainThread(file));
        };
        worker.postMessage(bytes, [bytes]);
    });
}
