import { onTestFinished } from 'vitest';
import { captureDownloads } from './downloads';
import { pdfSource, shownTexts } from './pdfSource';

/**
 * Catches every file a page offers, in order: downloadBlob's (see captureDownloads) and a report's `save`,
 * whose jsPDF (FileSaver) dispatches a click event on a detached link instead of calling its click(). The
 * link goes nowhere: jsdom cannot navigate. Undone when the test ends.
 */
export const captureFiles = () => {
    const files = captureDownloads();
    const proto = HTMLAnchorElement.prototype;
    const own = Object.getOwnPropertyDescriptor(proto, 'dispatchEvent');
    const dispatch = proto.dispatchEvent;
    Object.defineProperty(proto, 'dispatchEvent', {
        configurable: true,
        writable: true,
        value(this: HTMLAnchorElement, event: Event) {
            if (event.type !== 'click' || !this.download) return dispatch.call(this, event);
            files.names.push(this.download);
            return true;
        },
    });
    onTestFinished(() => {
        if (own) Object.defineProperty(proto, 'dispatchEvent', own);
        else delete (proto as Partial<HTMLAnchorElement>).dispatchEvent;
    });
    return files;
};

/** The strings a PDF shows, in drawing order. */
export const pdfTexts = async (blob: Blob) => shownTexts(await pdfSource(blob));

/** The text drawn right after a label: its value in a label/value table. */
export const valueAfter = (texts: readonly string[], label: string) => {
    const at = texts.indexOf(label);
    return at < 0 ? undefined : texts[at + 1];
};
