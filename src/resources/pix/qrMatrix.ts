import { encode } from 'uqr';

/**
 * The QR symbol of a BR Code: error correction M (the BCB manual's recommendation, not boosted), a quiet
 * zone of 4 modules on each side (ISO/IEC 18004). `true` is a dark module.
 */
export const qrMatrix = (payload: string): boolean[][] =>
    encode(payload, { ecc: 'M', boostEcc: false, border: 4 }).data;

/** The dark modules as one SVG path, a 1×1 square per module. */
export const qrPath = (modules: readonly (readonly boolean[])[]): string => {
    const parts: string[] = [];
    modules.forEach((row, y) => {
        row.forEach((dark, x) => {
            if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
        });
    });
    return parts.join('');
};

/** Pixels per module of the PNG download: a 33-module symbol plus the quiet zone gives about 330 px. */
export const PNG_SCALE = 8;

/** The symbol drawn black on white on a canvas, as a PNG; null where the browser cannot draw. */
export const qrPng = (modules: readonly (readonly boolean[])[]): Promise<Blob | null> => {
    const size = modules.length * PNG_SCALE;
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    let context: CanvasRenderingContext2D | null = null;
    try {
        context = canvas.getContext('2d');
    } catch {
        // jsdom and locked-down browsers have no 2D canvas.
    }
    if (!context) return Promise.resolve(null);
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size, size);
    context.fillStyle = '#000000';
    modules.forEach((row, y) => {
        row.forEach((dark, x) => {
            if (dark) context.fillRect(x * PNG_SCALE, y * PNG_SCALE, PNG_SCALE, PNG_SCALE);
        });
    });
    return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
};
