/** The Shape Detection API's BarcodeDetector (Chromium, Safari 17+); not in the DOM typings yet. */
export interface QrDetector {
    detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}

interface DetectorClass {
    new (options: { formats: string[] }): QrDetector;
    getSupportedFormats?: () => Promise<string[]>;
}

interface CameraWindow {
    BarcodeDetector?: DetectorClass;
    navigator?: { mediaDevices?: { getUserMedia?: unknown } };
    isSecureContext?: boolean;
}

/**
 * Whether this browser can read a QR code from the camera: a BarcodeDetector that knows `qr_code`, a camera API
 * and a secure context. Reading is optional: pasting the code always works.
 */
export async function canReadQrWithCamera(win: CameraWindow = window as unknown as CameraWindow) {
    const Detector = win.BarcodeDetector;
    if (!Detector || typeof win.navigator?.mediaDevices?.getUserMedia !== 'function') return false;
    if (win.isSecureContext === false) return false;
    try {
        const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
        return formats.includes('qr_code');
    } catch {
        return false;
    }
}

export const createQrDetector = (win: CameraWindow = window as unknown as CameraWindow): QrDetector | null =>
    win.BarcodeDetector ? new win.BarcodeDetector({ formats: ['qr_code'] }) : null;

/** The first non-empty value a detector found, trimmed; null when nothing was read. */
export const firstValue = (found: readonly { rawValue: string }[]) =>
    found.map((code) => code.rawValue.trim()).find((value) => value !== '') ?? null;
