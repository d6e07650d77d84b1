import type { StoredDocument } from '../../contract/documents';
import type { Person } from '../../contract/people';
import { formatDocument } from '../../domain/document';
import { DOCUMENT_LABELS, type DocumentType, requiredDocuments } from '../../domain/documents';
import type { StoredFile } from '../fileStore';
import type { User } from '../types';
import { createRng, type Rng } from './random';
import { DEMO_USERS } from './users';

const DAY_MS = 86_400_000;
const DOCUMENTS_SEED = 20_260_707;

/** Photographed documents are images (PNG here); statements and registrations come as PDF. */
const PHOTOS: readonly DocumentType[] = [
    'rg',
    'cnh',
    'front',
    'back',
    'selfie',
    'admidentity',
    'attorneyidentity',
];

const FILE_NAMES: Partial<Record<DocumentType, string>> = {
    rg: 'rg',
    cnh: 'cnh-digital',
    selfie: 'selfie-com-documento',
    address: 'conta-de-luz',
    cre: 'contrato-social',
    qsa: 'comprovante-cnpj',
    companyaddress: 'conta-de-agua-empresa',
    admidentity: 'rg-administrador',
    admaddress: 'comprovante-endereco-administrador',
    companyrevenue: 'faturamento-12-meses',
    revenue: 'holerite',
};

const REJECTION_REASONS = [
    'Imagem ilegível: envie uma foto nítida, sem reflexos.',
    'Comprovante com mais de 90 dias: envie um recente.',
    'O documento está cortado: envie a página inteira.',
];

type Planned = { type: DocumentType; status: StoredDocument['status']; daysAgo: number };

/**
 * Who sent a seeded document: the staff member who registered the holder, a minor's responsible adult, or the
 * holder's own user; null for a self-registration, whose login the seed does not create (the holder sent it).
 */
const senderOf = (person: Person, users: readonly User[]) => {
    if (person.origin === 'backoffice' && person.created_by) return person.created_by;
    const personId = person.responsible?.person_id ?? person.id;
    return users.find((u) => u.person_id === personId)?.id ?? null;
};

/**
 * The seed's documents: metadata only (`has_file: false`, no preview), so the seed stays small in
 * localStorage; their file is drawn from that metadata when it is read (`seedDocumentFile`). Every pending
 * registration gets some (complete, missing some, one rejected, in turn), and the two demo holders a short history.
 */
export function createDocuments(now: number, persons: readonly Person[], users: readonly User[]) {
    const rng = createRng(DOCUMENTS_SEED);
    const documents: StoredDocument[] = [];
    const midnight = now - (now % DAY_MS);
    // Sent after the registration and before now, and decided before now, whatever time the seed runs.
    const latest = now - 10 * 60_000;
    const add = (person: Person, planned: Planned) => {
        const planned_at = midnight - planned.daysAgo * DAY_MS + rng.int(11, 20) * 3_600_000;
        const createdAt = Math.min(latest, Math.max(Date.parse(person.created_at) + 20 * 60_000, planned_at));
        const photo = PHOTOS.includes(planned.type);
        const decided = planned.status !== 'pending';
        const backOffice = users.find((u) => u.role === 'backoffice');
        const doc: StoredDocument = {
            id: documents.length + 1,
            uuid: rng.uuid(),
            person_id: person.id,
            type: planned.type,
            owner: 'holder',
            owner_document: null,
            file_name: `${FILE_NAMES[planned.type] ?? planned.type}.${photo ? 'png' : 'pdf'}`,
            mime: photo ? 'image/png' : 'application/pdf',
            size: 0,
            preview: null,
            has_file: false,
            status: planned.status,
            reason: planned.status === 'rejected' ? rng.pick(REJECTION_REASONS) : null,
            uploaded_by: senderOf(person, users),
            created_at: new Date(createdAt).toISOString(),
            decided_at: decided
                ? new Date(
                      Math.max(createdAt, Math.min(latest, createdAt + rng.int(2, 20) * 3_600_000)),
                  ).toISOString()
                : null,
            decided_by: decided ? (backOffice?.id ?? null) : null,
        };
        doc.size = seedDocumentFile(doc, person).bytes.byteLength;
        documents.push(doc);
    };

    persons
        .filter((person) => person.status === 'pending')
        .forEach((person, index) => {
            for (const planned of pendingPlan(rng, person, index)) add(person, planned);
        });
    for (const [key, plan] of DEMO_HOLDER_PLANS) {
        const demo = DEMO_USERS.findIndex((u) => u.key === key);
        const person = persons.find((p) => p.id === demo + 1);
        if (person) for (const planned of plan) add(person, planned);
    }
    return documents
        .sort((a, b) => a.created_at.localeCompare(b.created_at))
        .map((d, i) => ({ ...d, id: i + 1 }));
}

/** A pending registration's documents: every third complete, every third missing some, every third with a rejection. */
function pendingPlan(rng: Rng, person: Person, index: number): Planned[] {
    const types = requiredDocuments(person).map((requirement) => requirement.anyOf[0]);
    const daysAgo = () => rng.int(0, 6);
    if (index % 3 === 0) return types.map((type) => ({ type, status: 'pending', daysAgo: daysAgo() }));
    if (index % 3 === 1) {
        return types
            .slice(0, Math.ceil(types.length / 2))
            .map((type) => ({ type, status: 'pending', daysAgo: daysAgo() }));
    }
    return types.map((type, i) => ({
        type,
        status: i === types.length - 1 ? 'rejected' : 'pending',
        daysAgo: daysAgo() + 1,
    }));
}

/** The demo holders are active: their documents were approved long ago, and one recent one waits for analysis. */
const DEMO_HOLDER_PLANS: readonly [string, Planned[]][] = [
    [
        'titular_pf',
        [
            { type: 'cnh', status: 'approved', daysAgo: 400 },
            { type: 'selfie', status: 'approved', daysAgo: 400 },
            { type: 'address', status: 'approved', daysAgo: 400 },
            { type: 'address', status: 'pending', daysAgo: 2 },
        ],
    ],
    [
        'titular_pj',
        [
            { type: 'cre', status: 'approved', daysAgo: 500 },
            { type: 'qsa', status: 'approved', daysAgo: 500 },
            { type: 'companyaddress', status: 'approved', daysAgo: 500 },
            { type: 'admidentity', status: 'approved', daysAgo: 500 },
            { type: 'admaddress', status: 'approved', daysAgo: 500 },
            { type: 'companyrevenue', status: 'pending', daysAgo: 1 },
        ],
    ],
];

/**
 * A seeded document's file, drawn from its metadata whenever it is read, the same bytes every time: a PNG of
 * an identity card for the photographed types, else a one-page PDF naming the document and its holder.
 */
export function seedDocumentFile(
    doc: Pick<StoredDocument, 'type' | 'mime' | 'file_name' | 'uuid'>,
    holder: Pick<Person, 'name' | 'document'> | undefined,
): StoredFile {
    if (doc.mime === 'image/png') return { type: doc.mime, bytes: cardPng(doc.uuid).buffer as ArrayBuffer };
    const lines = [
        DOCUMENT_LABELS[doc.type],
        `Titular: ${holder?.name ?? '-'}`,
        `CPF/CNPJ: ${holder ? formatDocument(holder.document) : '-'}`,
        `Arquivo: ${doc.file_name}`,
        'Documento de demonstração do banco sandbox.',
    ];
    return { type: 'application/pdf', bytes: textPdf(lines).buffer as ArrayBuffer };
}

const latin1 = (text: string) => Uint8Array.from(text, (c) => (c.charCodeAt(0) < 256 ? c.charCodeAt(0) : 63));

/** A one-page A4 PDF with the lines in Helvetica (WinAnsi, so accents show), the first one large. */
function textPdf(lines: readonly string[]): Uint8Array {
    const escaped = (line: string) => line.replace(/[\\()]/g, (c) => `\\${c}`);
    const content = lines
        .map((line, i) => `BT /F1 ${i === 0 ? 18 : 12} Tf 56 ${780 - i * 28} Td (${escaped(line)}) Tj ET`)
        .join('\n');
    const objects = [
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
        '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
        `<< /Length ${latin1(content).length} >>\nstream\n${content}\nendstream`,
    ];
    let pdf = '%PDF-1.4\n';
    const offsets = objects.map((body, i) => {
        const at = latin1(pdf).length;
        pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
        return at;
    });
    const xref = latin1(pdf).length;
    pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    pdf += offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
    pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return latin1(pdf);
}

const CARD_WIDTH = 320;
const CARD_HEIGHT = 200;

/** A 320×200 palette PNG of an identity card (header band, photo, text lines), its colour picked by the uuid. */
function cardPng(uuid: string): Uint8Array {
    const hue = Number.parseInt(uuid.slice(0, 2), 16) % 3;
    const band = [
        [0x15, 0x65, 0xc0],
        [0x2e, 0x7d, 0x32],
        [0x6a, 0x1b, 0x9a],
    ][hue];
    const palette = [[0xf4, 0xf1, 0xe8], band, [0xb0, 0xbe, 0xc5], [0x37, 0x47, 0x4f]].flat();
    const pixels = new Uint8Array(CARD_HEIGHT * (CARD_WIDTH + 1)); // each row: filter byte 0, then indexes
    for (let y = 0; y < CARD_HEIGHT; y++) {
        for (let x = 0; x < CARD_WIDTH; x++) {
            const photo = x >= 20 && x < 110 && y >= 55 && y < 175;
            const line =
                x >= 130 && x < 300 - (Math.floor(y / 22) % 3) * 30 && y >= 60 && y < 170 && y % 22 < 8;
            pixels[y * (CARD_WIDTH + 1) + 1 + x] = y < 36 ? 1 : photo ? 2 : line ? 3 : 0;
        }
    }
    const header = new Uint8Array(13);
    const view = new DataView(header.buffer);
    view.setUint32(0, CARD_WIDTH);
    view.setUint32(4, CARD_HEIGHT);
    header.set([8, 3, 0, 0, 0], 8); // 8 bits, palette, deflate, no filter, no interlace
    return concat([
        Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
        chunk('IHDR', header),
        chunk('PLTE', Uint8Array.from(palette)),
        chunk('IDAT', storedZlib(pixels)),
        chunk('IEND', new Uint8Array()),
    ]);
}

const concat = (parts: readonly Uint8Array[]) => {
    const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
    let at = 0;
    for (const part of parts) {
        out.set(part, at);
        at += part.length;
    }
    return out;
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
});

function chunk(type: string, data: Uint8Array): Uint8Array {
    const out = new Uint8Array(12 + data.length);
    const view = new DataView(out.buffer);
    view.setUint32(0, data.length);
    out.set(latin1(type), 4);
    out.set(data, 8);
    let crc = 0xffffffff;
    for (const byte of out.subarray(4, 8 + data.length)) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
    view.setUint32(8 + data.length, (crc ^ 0xffffffff) >>> 0);
    return out;
}

/** zlib without compression (stored blocks of up to 65 535 bytes) and its Adler-32. */
function storedZlib(data: Uint8Array): Uint8Array {
    const parts: Uint8Array[] = [Uint8Array.of(0x78, 0x01)];
    for (let at = 0; at < data.length || at === 0; at += 65_535) {
        const block = data.subarray(at, at + 65_535);
        const last = at + 65_535 >= data.length ? 1 : 0;
        const len = block.length;
        parts.push(Uint8Array.of(last, len & 0xff, len >> 8, ~len & 0xff, (~len >> 8) & 0xff), block);
        if (last) break;
    }
    let a = 1;
    let b = 0;
    for (const byte of data) {
        a = (a + byte) % 65_521;
        b = (b + a) % 65_521;
    }
    const adler = new Uint8Array(4);
    new DataView(adler.buffer).setUint32(0, ((b << 16) | a) >>> 0);
    parts.push(adler);
    return concat(parts);
}
