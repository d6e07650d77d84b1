/// <reference lib="webworker" />
import type { Brand } from '../../brands';
import type { StatementPdfSpec } from './api';
import { renderStatementPdf } from './statementPdf';

/** Draws a long statement's PDF off the page's thread, so the page keeps answering meanwhile. */
self.onmessage = async ({ data }: MessageEvent<{ spec: StatementPdfSpec; brand: Brand }>) => {
    try {
        self.postMessage({ blob: await renderStatementPdf(data.spec, data.brand) });
    } catch (error) {
        self.postMessage({ error: String(error) });
    }
};
