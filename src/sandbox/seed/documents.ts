import type { StoredDocument } from '../../contract/documents';
import type { Person } from '../../contract/people';
import { type DocumentType, requiredDocuments } from '../../domain/documents';
import type { User } from '../types';
import { createRng, type Rng } from './random';
import { DEMO_USERS } from './users';

const DAY_MS = 86_400_000;
const DOCUMENTS_SEED = 20_260_707;

/** Photographed documents are JPEG; statements and registrations come as PDF. */
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
 * The seed's documents: metadata only (`has_file: false`), no bytes and no preview, so the seed stays small
 * in localStorage; the viewer says it is a demonstration file without content. Every pending registration
 * gets some (complete, missing some, one rejected, in turn), and the two demo holders a short history.
 */
export function createDocuments(now: number, persons: readonly Person[], users: readonly User[]) {
    const rng = createRng(DOCUMENTS_SEED);
    const documents: StoredDocument[] = [];
    const midnight = now - (now % DAY_MS);
    // Sent after the registration and before now, and decided before now, whatever time the seed runs.
    const latest = now - 10 * 60_000;
    const add = (person: Person, planned: Planned) => {
        const user = users.find((u) => u.person_id === person.id);
        const planned_at = midnight - planned.daysAgo * DAY_MS + rng.int(11, 20) * 3_600_000;
        const createdAt = Math.min(latest, Math.max(Date.parse(person.created_at) + 20 * 60_000, planned_at));
        const photo = PHOTOS.includes(planned.type);
        const decided = planned.status !== 'pending';
        const backOffice = users.find((u) => u.role === 'backoffice');
        documents.push({
            id: documents.length + 1,
            uuid: rng.uuid(),
            person_id: person.id,
            type: planned.type,
            owner: 'holder',
            owner_document: null,
            file_name: `${FILE_NAMES[planned.type] ?? planned.type}.${photo ? 'jpg' : 'pdf'}`,
            mime: photo ? 'image/jpeg' : 'application/pdf',
            size: rng.int(90_000, 2_600_000),
            preview: null,
            has_file: false,
            status: planned.status,
            reason: planned.status === 'rejected' ? rng.pick(REJECTION_REASONS) : null,
            uploaded_by: user?.id ?? null,
            created_at: new Date(createdAt).toISOString(),
            decided_at: decided
                ? new Date(
                      Math.max(createdAt, Math.min(latest, createdAt + rng.int(2, 20) * 3_600_000)),
                  ).toISOString()
                : null,
            decided_by: decided ? (backOffice?.id ?? null) : null,
        });
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
