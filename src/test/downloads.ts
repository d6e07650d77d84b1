import { onTestFinished, vi } from 'vitest';

/**
 * Catches the files a page offers (components/downloadBlob) instead of saving them: their blobs and names,
 * in order. Undone when the test ends.
 */
export const captureDownloads = () => {
    const blobs: Blob[] = [];
    const names: string[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = vi.fn((blob: Blob) => {
        blobs.push(blob);
        return `blob:${blobs.length}`;
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
    ) {
        names.push(this.download);
    });
    onTestFinished(() => {
        URL.createObjectURL = createObjectURL;
        URL.revokeObjectURL = revokeObjectURL;
        click.mockRestore();
    });
    return { blobs, names };
};
