/**
 * A small ASN.1 reader for what PKCS#12 and X.509 need: DER, plus the BER forms some exporters still write
 * (indefinite lengths, constructed OCTET STRINGs). Single-byte tags only. Offsets point into one buffer, so
 * a node's raw bytes can be compared (issuer against subject) without copying.
 */

export class DerError extends Error {}

export const TAG = {
    boolean: 0x01,
    integer: 0x02,
    bitString: 0x03,
    octetString: 0x04,
    null: 0x05,
    oid: 0x06,
    utf8String: 0x0c,
    printableString: 0x13,
    t61String: 0x14,
    ia5String: 0x16,
    utcTime: 0x17,
    generalizedTime: 0x18,
    bmpString: 0x1e,
    sequence: 0x30,
    set: 0x31,
} as const;

/** Context-specific tag `[n]`, constructed (EXPLICIT, or IMPLICIT over a constructed type) or primitive. */
export const contextTag = (n: number, constructed = true) => 0x80 | (constructed ? 0x20 : 0) | n;

export interface DerNode {
    buffer: Uint8Array;
    tag: number;
    /** Where the node starts (its tag), its content starts and ends, and where the next node starts. */
    start: number;
    contentStart: number;
    contentEnd: number;
    end: number;
}

const isConstructed = (tag: number) => (tag & 0x20) !== 0;

/** Reads the node at `offset`, which must end before `limit`. */
export function readNode(buffer: Uint8Array, offset = 0, limit = buffer.length): DerNode {
    if (offset + 2 > limit) throw new DerError('truncated');
    const tag = buffer[offset];
    if ((tag & 0x1f) === 0x1f) throw new DerError('multi-byte tag');
    const first = buffer[offset + 1];
    let position = offset + 2;
    if (first === 0x80) {
        if (!isConstructed(tag)) throw new DerError('indefinite primitive');
        for (;;) {
            if (position + 2 > limit) throw new DerError('missing end-of-contents');
            if (buffer[position] === 0 && buffer[position + 1] === 0) {
                return {
                    buffer,
                    tag,
                    start: offset,
                    contentStart: offset + 2,
                    contentEnd: position,
                    end: position + 2,
                };
            }
            position = readNode(buffer, position, limit).end;
        }
    }
    let length = first;
    if (first > 0x80) {
        const count = first & 0x7f;
        if (count > 4 || position + count > limit) throw new DerError('bad length');
        length = 0;
        for (let i = 0; i < count; i++) length = length * 256 + buffer[position + i];
        position += count;
    }
    if (position + length > limit) throw new DerError('truncated');
    return {
        buffer,
        tag,
        start: offset,
        contentStart: position,
        contentEnd: position + length,
        end: position + length,
    };
}

/** Parses a whole buffer as one node (nothing may follow it but zero padding). */
export const parseDer = (buffer: Uint8Array): DerNode => readNode(buffer, 0, buffer.length);

export const content = (node: DerNode) => node.buffer.subarray(node.contentStart, node.contentEnd);

export const raw = (node: DerNode) => node.buffer.subarray(node.start, node.end);

export function children(node: DerNode): DerNode[] {
    if (!isConstructed(node.tag)) throw new DerError('not constructed');
    const list: DerNode[] = [];
    for (let position = node.contentStart; position < node.contentEnd; ) {
        const child = readNode(node.buffer, position, node.contentEnd);
        list.push(child);
        position = child.end;
    }
    return list;
}

export function expectTag(node: DerNode | undefined, tag: number): DerNode {
    if (!node || node.tag !== tag) throw new DerError(`expected tag ${tag.toString(16)}`);
    return node;
}

/** The children of a node that must have `tag` (a SEQUENCE by default). */
export const items = (node: DerNode | undefined, tag: number = TAG.sequence) =>
    children(expectTag(node, tag));

/** The one node inside an EXPLICIT `[n]` wrapper. */
export const explicit = (node: DerNode | undefined, n: number) => {
    const [inner] = items(node, contextTag(n));
    if (!inner) throw new DerError('empty explicit');
    return inner;
};

/** The bytes of an OCTET STRING (or of an IMPLICIT one with another tag), joining a constructed one's parts. */
export function octets(node: DerNode): Uint8Array {
    if (!isConstructed(node.tag)) return content(node);
    const parts = children(node).map(octets);
    const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
    let position = 0;
    for (const part of parts) {
        joined.set(part, position);
        position += part.length;
    }
    return joined;
}

export function oid(node: DerNode | undefined): string {
    const bytes = content(expectTag(node, TAG.oid));
    if (bytes.length === 0) throw new DerError('empty oid');
    const arcs: number[] = [];
    let value = 0;
    for (const byte of bytes) {
        value = value * 128 + (byte & 0x7f);
        if ((byte & 0x80) === 0) {
            arcs.push(value);
            value = 0;
        }
    }
    const first = arcs[0] < 80 ? Math.floor(arcs[0] / 40) : 2;
    return [first, arcs[0] - first * 40, ...arcs.slice(1)].join('.');
}

/** A small non-negative INTEGER (versions, iteration counts, key lengths). */
export function smallInteger(node: DerNode | undefined): number {
    const bytes = content(expectTag(node, TAG.integer));
    if (bytes.length === 0 || bytes.length > 6 || bytes[0] & 0x80) throw new DerError('bad integer');
    return bytes.reduce((value, byte) => value * 256 + byte, 0);
}

/** An INTEGER as upper-case hex without leading zero bytes (certificate serial numbers). */
export function integerHex(node: DerNode | undefined): string {
    let bytes = content(expectTag(node, TAG.integer));
    while (bytes.length > 1 && bytes[0] === 0) bytes = bytes.subarray(1);
    return [...bytes]
        .map((byte) => byte.toString(16).padStart(2, '0'))
        .join('')
        .toUpperCase();
}

const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);

/** The text of any ASN.1 string type, or of an OCTET STRING holding text (as ICP-Brasil fields often are). */
export function text(node: DerNode): string {
    const bytes = octets(node);
    switch (node.tag) {
        case TAG.bmpString: {
            let out = '';
            for (let i = 0; i + 1 < bytes.length; i += 2)
                out += String.fromCharCode(bytes[i] * 256 + bytes[i + 1]);
            return out;
        }
        case TAG.t61String:
            return latin1(bytes);
        default: {
            try {
                return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
            } catch {
                return latin1(bytes);
            }
        }
    }
}

/** UTCTime or GeneralizedTime as an ISO 8601 instant (UTC). */
export function time(node: DerNode): string {
    const value = latin1(content(node));
    const match =
        node.tag === TAG.utcTime
            ? /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?Z$/.exec(value)
            : node.tag === TAG.generalizedTime
              ? /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?(?:\.\d+)?Z$/.exec(value)
              : null;
    if (!match) throw new DerError('bad time');
    let year = Number(match[1]);
    // RFC 5280: a two-digit year of 50 or more is 19xx, below 50 is 20xx.
    if (node.tag === TAG.utcTime) year += year >= 50 ? 1900 : 2000;
    const [month, day, hour, minute, second = '0'] = match.slice(2);
    const ms = Date.UTC(year, Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
    return new Date(ms).toISOString();
}

export const sameBytes = (a: Uint8Array, b: Uint8Array) =>
    a.length === b.length && a.every((byte, i) => byte === b[i]);
