/**
 * Opens a PKCS#12 file (.pfx/.p12, RFC 7292) with its password using only WebCrypto, and reads its end
 * certificate. The MAC is checked first (PKCS#12 key derivation, appendix B, then HMAC), so a wrong password
 * is told apart from a damaged file. Certificate bags encrypted with PBES2 (PBKDF2 + AES-CBC, what OpenSSL 3
 * writes by default) are decrypted; the legacy RC2/3DES schemes have no WebCrypto algorithm and are
 * reported as such. The private key bag is never decrypted: only the certificate is read.
 */
import {
    contextTag,
    DerError,
    type DerNode,
    expectTag,
    explicit,
    items,
    octets,
    oid,
    parseDer,
    sameBytes,
    smallInteger,
    TAG,
} from './der';
import { type CertificateFields, readCertificate } from './x509';

export type Pkcs12Problem = 'not_pkcs12' | 'wrong_password' | 'legacy' | 'unsupported' | 'no_certificate';

export const PKCS12_MESSAGES: Readonly<Record<Pkcs12Problem, string>> = {
    not_pkcs12: 'O arquivo não é um certificado A1 (.pfx ou .p12) válido.',
    wrong_password: 'Senha do certificado incorreta.',
    legacy: 'Este arquivo usa uma criptografia antiga (RC2/3DES) que o navegador não abre. Exporte o certificado de novo escolhendo a criptografia AES-256 (no Windows: "AES256-SHA256"; no OpenSSL 3, o padrão).',
    unsupported:
        'O arquivo usa uma proteção que não conseguimos abrir. Exporte o certificado de novo com AES-256.',
    no_certificate: 'O arquivo não contém um certificado.',
};

export class Pkcs12Error extends Error {
    constructor(readonly problem: Pkcs12Problem) {
        super(PKCS12_MESSAGES[problem]);
    }
}

const OID = {
    data: '1.2.840.113549.1.7.1',
    encryptedData: '1.2.840.113549.1.7.6',
    certBag: '1.2.840.113549.1.12.10.1.3',
    keyBag: '1.2.840.113549.1.12.10.1.1',
    shroudedKeyBag: '1.2.840.113549.1.12.10.1.2',
    x509Certificate: '1.2.840.113549.1.9.22.1',
    localKeyId: '1.2.840.113549.1.9.21',
    pbes2: '1.2.840.113549.1.5.13',
    pbkdf2: '1.2.840.113549.1.5.12',
    pbmac1: '1.2.840.113549.1.5.14',
    /** pbeWithSHAAnd128BitRC4 … pbeWithSHAAnd40BitRC2-CBC share this prefix. */
    legacyPbePrefix: '1.2.840.113549.1.12.1.',
} as const;

interface Hash {
    name: 'SHA-1' | 'SHA-256' | 'SHA-384' | 'SHA-512';
    /** Output and block sizes in bytes (u and v of RFC 7292 B.2). */
    u: number;
    v: number;
}

const DIGESTS: Record<string, Hash> = {
    '1.3.14.3.2.26': { name: 'SHA-1', u: 20, v: 64 },
    '2.16.840.1.101.3.4.2.1': { name: 'SHA-256', u: 32, v: 64 },
    '2.16.840.1.101.3.4.2.2': { name: 'SHA-384', u: 48, v: 128 },
    '2.16.840.1.101.3.4.2.3': { name: 'SHA-512', u: 64, v: 128 },
};

/** PBKDF2's PRF; hmacWithSHA1 is the default when the parameters omit it. */
const PRFS: Record<string, Hash['name']> = {
    '1.2.840.113549.2.7': 'SHA-1',
    '1.2.840.113549.2.9': 'SHA-256',
    '1.2.840.113549.2.10': 'SHA-384',
    '1.2.840.113549.2.11': 'SHA-512',
};

const AES_CBC: Record<string, number> = {
    '2.16.840.1.101.3.4.1.2': 16,
    '2.16.840.1.101.3.4.1.22': 24,
    '2.16.840.1.101.3.4.1.42': 32,
};

const subtle = () => globalThis.crypto.subtle;

/**
 * A copy on its own ArrayBuffer, as WebCrypto's types want. A view, not its `.buffer`: Node checks an
 * ArrayBuffer against its own realm, which a test DOM's ArrayBuffer is not.
 */
const buffer = (bytes: Uint8Array): Uint8Array<ArrayBuffer> => bytes.slice();

const concat = (...parts: Uint8Array[]) => {
    const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
    let position = 0;
    for (const part of parts) {
        out.set(part, position);
        position += part.length;
    }
    return out;
};

/** The password as PKCS#12 wants it for its own KDF: BMPString (UTF-16 big-endian) with a 2-byte terminator. */
export function bmpPassword(password: string): Uint8Array {
    const out = new Uint8Array(password.length * 2 + 2);
    for (let i = 0; i < password.length; i++) {
        const unit = password.charCodeAt(i);
        out[i * 2] = unit >> 8;
        out[i * 2 + 1] = unit & 0xff;
    }
    return out;
}

/** RFC 7292 appendix B.2: `id` 1 derives a key, 2 an IV, 3 a MAC key. */
export async function pkcs12Kdf(
    hash: Hash,
    password: Uint8Array,
    salt: Uint8Array,
    iterations: number,
    id: 1 | 2 | 3,
    length: number,
): Promise<Uint8Array> {
    const { u, v } = hash;
    const stretch = (source: Uint8Array, size: number) => {
        const out = new Uint8Array(size);
        for (let i = 0; i < size; i++) out[i] = source[i % source.length];
        return out;
    };
    const blocksOf = (source: Uint8Array) =>
        source.length ? stretch(source, v * Math.ceil(source.length / v)) : new Uint8Array(0);
    const diversifier = new Uint8Array(v).fill(id);
    const input = concat(blocksOf(salt), blocksOf(password));
    const rounds = Math.ceil(length / u);
    const out = new Uint8Array(rounds * u);
    for (let round = 0; round < rounds; round++) {
        let a = new Uint8Array(await subtle().digest(hash.name, buffer(concat(diversifier, input))));
        for (let i = 1; i < iterations; i++) a = new Uint8Array(await subtle().digest(hash.name, buffer(a)));
        out.set(a, round * u);
        if (round === rounds - 1) break;
        // I_j = (I_j + B + 1) mod 2^(8v) for every v-byte block of I.
        const b = stretch(a, v);
        for (let j = 0; j < input.length; j += v) {
            let carry = 1;
            for (let k = v - 1; k >= 0; k--) {
                const sum = input[j + k] + b[k] + carry;
                input[j + k] = sum & 0xff;
                carry = sum >> 8;
            }
        }
    }
    return out.subarray(0, length);
}

/** Checks the MacData over the authenticated safe's bytes; throws wrong_password when it does not match. */
async function verifyMac(macData: DerNode, signed: Uint8Array, password: string) {
    const [digestInfo, saltNode, iterationsNode] = items(macData);
    const [algorithm, digestNode] = items(digestInfo);
    const algorithmId = oid(items(algorithm)[0]);
    if (algorithmId === OID.pbmac1) throw new Pkcs12Error('unsupported');
    const hash = DIGESTS[algorithmId];
    if (!hash) throw new Pkcs12Error('unsupported');
    const expected = octets(expectTag(digestNode, TAG.octetString));
    const salt = octets(expectTag(saltNode, TAG.octetString));
    const iterations = iterationsNode ? smallInteger(iterationsNode) : 1;
    const key = await pkcs12Kdf(hash, bmpPassword(password), salt, iterations, 3, hash.u);
    const hmacKey = await subtle().importKey('raw', buffer(key), { name: 'HMAC', hash: hash.name }, false, [
        'verify',
    ]);
    const ok = await subtle().verify('HMAC', hmacKey, buffer(expected), buffer(signed));
    if (!ok) throw new Pkcs12Error('wrong_password');
}

/** PBES2 (RFC 8018) with PBKDF2 and AES-CBC; the password goes in as UTF-8, as OpenSSL does. */
async function decryptPbes2(parameters: DerNode, data: Uint8Array, password: string): Promise<Uint8Array> {
    const [kdf, scheme] = items(parameters);
    const [kdfId, kdfParams] = items(kdf);
    if (oid(kdfId) !== OID.pbkdf2) throw new Pkcs12Error('unsupported');
    const [saltNode, iterationsNode, ...optional] = items(kdfParams);
    const keyLengthNode = optional.find((node) => node.tag === TAG.integer);
    const prfNode = optional.find((node) => node.tag === TAG.sequence);
    const prf = prfNode ? PRFS[oid(items(prfNode)[0])] : 'SHA-1';
    const [schemeId, ivNode] = items(scheme);
    const keyLength = AES_CBC[oid(schemeId)];
    if (!prf || !keyLength) throw new Pkcs12Error('unsupported');
    const length = keyLengthNode ? smallInteger(keyLengthNode) : keyLength;
    const base = await subtle().importKey(
        'raw',
        buffer(new TextEncoder().encode(password)),
        'PBKDF2',
        false,
        ['deriveBits'],
    );
    const bits = await subtle().deriveBits(
        {
            name: 'PBKDF2',
            salt: buffer(octets(expectTag(saltNode, TAG.octetString))),
            iterations: smallInteger(iterationsNode),
            hash: prf,
        },
        base,
        length * 8,
    );
    let key: CryptoKey;
    try {
        key = await subtle().importKey('raw', bits, 'AES-CBC', false, ['decrypt']);
    } catch {
        // AES-192 is missing from some browsers' WebCrypto.
        throw new Pkcs12Error('unsupported');
    }
    const iv = octets(expectTag(ivNode, TAG.octetString));
    try {
        return new Uint8Array(await subtle().decrypt({ name: 'AES-CBC', iv: buffer(iv) }, key, buffer(data)));
    } catch {
        // A bad padding: the content was encrypted with another password than the MAC's.
        throw new Pkcs12Error('wrong_password');
    }
}

/** The SafeContents bytes of one ContentInfo of the authenticated safe. */
async function safeContents(info: DerNode, password: string): Promise<Uint8Array> {
    const [typeNode, wrapped] = items(info);
    const type = oid(typeNode);
    if (type === OID.data) return octets(expectTag(explicit(wrapped, 0), TAG.octetString));
    if (type !== OID.encryptedData) throw new Pkcs12Error('unsupported');
    const [, encryptedContentInfo] = items(explicit(wrapped, 0));
    const [, algorithm, encrypted] = items(encryptedContentInfo);
    const [algorithmId, parameters] = items(algorithm);
    const scheme = oid(algorithmId);
    if (scheme.startsWith(OID.legacyPbePrefix)) throw new Pkcs12Error('legacy');
    if (scheme !== OID.pbes2 || !parameters) throw new Pkcs12Error('unsupported');
    if (!encrypted || (encrypted.tag !== contextTag(0, false) && encrypted.tag !== contextTag(0)))
        throw new DerError('no encrypted content');
    return decryptPbes2(parameters, octets(encrypted), password);
}

interface Bags {
    certificates: { der: Uint8Array; keyId: string | null }[];
    keyIds: Set<string>;
}

const hex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');

function localKeyId(attributes: DerNode | undefined): string | null {
    if (!attributes) return null;
    for (const attribute of items(attributes, TAG.set)) {
        const [type, values] = items(attribute);
        if (oid(type) !== OID.localKeyId) continue;
        const [value] = items(values, TAG.set);
        return value ? hex(octets(value)) : null;
    }
    return null;
}

function collectBags(contents: Uint8Array, bags: Bags) {
    for (const bag of items(parseDer(contents))) {
        const [idNode, value, attributes] = items(bag);
        const id = oid(idNode);
        const keyId = localKeyId(attributes);
        if ((id === OID.keyBag || id === OID.shroudedKeyBag) && keyId) bags.keyIds.add(keyId);
        if (id !== OID.certBag) continue;
        const [certType, certValue] = items(explicit(value, 0));
        if (oid(certType) !== OID.x509Certificate) continue;
        bags.certificates.push({ der: octets(expectTag(explicit(certValue, 0), TAG.octetString)), keyId });
    }
}

/**
 * The holder's certificate among those of the file: the one paired with the private key (same localKeyId),
 * else the one that is no authority and issued no other, else the first.
 */
function endCertificate(bags: Bags): CertificateFields {
    const read = bags.certificates.map((bag) => ({ ...bag, fields: readCertificate(bag.der) }));
    const paired = read.find((cert) => cert.keyId && bags.keyIds.has(cert.keyId));
    if (paired) return paired.fields;
    const issuesOther = (cert: (typeof read)[number]) =>
        read.some((other) => other !== cert && sameBytes(other.fields.issuerDer, cert.fields.subjectDer));
    const leaf = read.find((cert) => !cert.fields.isAuthority && !issuesOther(cert)) ?? read[0];
    if (!leaf) throw new Pkcs12Error('no_certificate');
    return leaf.fields;
}

/** Opens the file with the password: the end certificate's fields, or a Pkcs12Error. */
export async function openPkcs12(file: Uint8Array, password: string): Promise<CertificateFields> {
    try {
        const [versionNode, authSafe, macData] = items(parseDer(file));
        if (smallInteger(versionNode) !== 3) throw new Pkcs12Error('not_pkcs12');
        const [typeNode, wrapped] = items(authSafe);
        // Public-key integrity (signedData) is for exchanges between systems, not for exported A1 files.
        if (oid(typeNode) !== OID.data) throw new Pkcs12Error('unsupported');
        const signed = octets(expectTag(explicit(wrapped, 0), TAG.octetString));
        if (macData) await verifyMac(macData, signed, password);
        const bags: Bags = { certificates: [], keyIds: new Set() };
        let legacy = false;
        for (const info of items(parseDer(signed))) {
            try {
                collectBags(await safeContents(info, password), bags);
            } catch (error) {
                if (!(error instanceof Pkcs12Error && error.problem === 'legacy')) throw error;
                legacy = true;
            }
        }
        if (bags.certificates.length === 0) throw new Pkcs12Error(legacy ? 'legacy' : 'no_certificate');
        return endCertificate(bags);
    } catch (error) {
        if (error instanceof Pkcs12Error) throw error;
        // Anything the reader could not follow: not the structure of a PKCS#12 file.
        throw new Pkcs12Error('not_pkcs12');
    }
}
