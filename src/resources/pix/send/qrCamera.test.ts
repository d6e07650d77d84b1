import { describe, expect, it } from 'vitest';
import { canReadQrWithCamera, firstValue } from './qrCamera';

const detector = (formats: string[]) =>
    Object.assign(
        class {
            async detect() {
                return [];
            }
        },
        { getSupportedFormats: async () => formats },
    );
const camera = { mediaDevices: { getUserMedia: () => undefined } };

describe('canReadQrWithCamera', () => {
    it('needs a BarcodeDetector that reads QR codes, a camera and a secure context', async () => {
        expect(await canReadQrWithCamera({ BarcodeDetector: detector(['qr_code']), navigator: camera })).toBe(
            true,
        );
        expect(await canReadQrWithCamera({ BarcodeDetector: detector(['ean_13']), navigator: camera })).toBe(
            false,
        );
        expect(await canReadQrWithCamera({ navigator: camera })).toBe(false);
        expect(await canReadQrWithCamera({ BarcodeDetector: detector(['qr_code']), navigator: {} })).toBe(
            false,
        );
        expect(
            await canReadQrWithCamera({
                BarcodeDetector: detector(['qr_code']),
                navigator: camera,
                isSecureContext: false,
            }),
        ).toBe(false);
    });

    it('is off in this test browser (jsdom has neither)', async () => {
        expect(await canReadQrWithCamera()).toBe(false);
    });
});

describe('firstValue', () => {
    it('takes the first non-empty code read', () => {
        expect(firstValue([{ rawValue: '  ' }, { rawValue: ' 000201abc ' }])).toBe('000201abc');
        expect(firstValue([])).toBeNull();
    });
});
