import { PREVIEW_MAX_CHARS, PREVIEW_MAX_SIDE } from '../../domain/documents';

/**
 * A JPEG thumbnail (at most 320 px a side, under 60 KB as a data URL) of an image file, drawn on a canvas in
 * the browser; null for a PDF, an image the browser cannot decode, or where there is no image decoding or
 * canvas (the file is sent anyway, without a thumbnail).
 */
export async function makeThumbnail(file: File): Promise<string | null> {
    if (!file.type.startsWith('image/') || typeof createImageBitmap !== 'function') return null;
    try {
        const image = await createImageBitmap(file);
        const scale = Math.min(1, PREVIEW_MAX_SIDE / Math.max(image.width, image.height));
        const canvas = document.createElement('canvas');
        canvas.width = Math.max(1, Math.round(image.width * scale));
        canvas.height = Math.max(1, Math.round(image.height * scale));
        const context = canvas.getContext('2d');
        if (!context) return null;
        context.fillStyle = '#fff'; // a transparent PNG would turn black in a JPEG
        context.fillRect(0, 0, canvas.width, canvas.height);
        context.drawImage(image, 0, 0, canvas.width, canvas.height);
        image.close();
        for (const quality of [0.8, 0.6, 0.4]) {
            const url = canvas.toDataURL('image/jpeg', quality);
            if (url.startsWith('data:image/jpeg') && url.length <= PREVIEW_MAX_CHARS) return url;
        }
        return null;
    } catch {
        return null;
    }
}
