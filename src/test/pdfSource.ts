import { inflateSync } from 'node:zlib';

/** A PDF's bytes as Latin-1 text, every compressed stream inflated: its drawing operators can be searched. */
export async function pdfSource(blob: Blob): Promise<string> {
    const raw = Buffer.from(await blob.arrayBuffer()).toString('latin1');
    return raw.replace(/stream\r?\n([\s\S]*?)\r?\nendstream/g, (whole, data: string) => {
        try {
            return inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
        } catch {
            return whole;
        }
    });
}

/** The strings shown with Tj, in order, unescaped. */
export const shownTexts = (source: string) =>
    [...source.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((match) => match[1].replace(/\\(.)/g, '$1'));

/** The rectangles filled (not stroked) with `re` … `f`, in points: [x, y, width, height]. */
export const filledRects = (source: string) =>
    [...source.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re\s+f\b/g)].map((match) =>
        match.slice(1, 5).map(Number),
    );
