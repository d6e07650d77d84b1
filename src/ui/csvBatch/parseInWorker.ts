interface Job<Answer> {
    /** `new Worker(new URL('./csvWorker.ts', import.meta.url), { type: 'module' })`, written where the worker is. */
    start: () => Worker;
    /** What the worker receives; `bytes` is transferred, not copied. */
    message: (bytes: ArrayBuffer) => unknown;
    /** The same parse on the main thread. */
    fallback: () => Promise<Answer>;
}

/**
 * Parses a CSV in a Web Worker, so a 5,000-line file never holds the page up; where there is no Worker
 * (jsdom) or it fails to start, on the main thread.
 */
export async function parseInWorker<Answer>(file: File, job: Job<Answer>): Promise<Answer> {
    if (typeof Worker === 'undefined') return job.fallback();
    const bytes = await file.arrayBuffer();
    return new Promise((resolve) => {
        const worker = job.start();
        const finish = (result: Promise<Answer> | Answer) => {
            worker.terminate();
            resolve(result);
        };
        worker.onmessage = (event: MessageEvent<Answer>) => finish(event.data);
        worker.onerror = (event) => {
            event.preventDefault();
            finish(job.fallback());
        };
        worker.postMessage(job.message(bytes), [bytes]);
    });
}
