import { PHOTO_MAX_SIDE } from '../../domain/profile';

const loadImage = (file: File) =>
    new Promise<HTMLImageElement>((resolve, reject) => {
        const url = URL.createObjectURL(file);
        const image = new Image();
        image.onload = () => {
            URL.revokeObjectURL(url);
            resolve(image);
        };
        image.onerror = () => {
            URL.revokeObjectURL(url);
            reject(new Error('Imagem ilegível'));
        };
        image.src = url;
    });

/**
 * The photo reduced to fit a PHOTO_MAX_SIDE square, same type; the file as it is when it is already small,
 * when it cannot be decoded, or when the browser has no 2D canvas (jsdom): the bank checks it anyway.
 */
export const downscalePhoto = async (file: File, maxSide = PHOTO_MAX_SIDE): Promise<File> => {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d');
    if (!context || typeof URL.createObjectURL !== 'function') return file;
    let image: HTMLImageElement;
    try {
        image = await loadImage(file);
    } catch {
        return file;
    }
    const { naturalWidth: width, naturalHeight: height } = image;
    const scale = Math.min(1, maxSide / Math.max(width, height));
    if (scale === 1 || !width || !height) return file;
    canvas.width = Math.max(1, Math.round(width * scale));
    canvas.height = Math.max(1, Math.round(height * scale));
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, file.type, 0.9));
    return blob ? new File([blob], file.name, { type: blob.type || file.type }) : file;
};

/** A data URL of the file, for the preview before saving. */
export const previewUrl = (file: Blob) =>
    new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error);
        reader.readAsDataURL(file);
    });
