import type { StoredCertificate } from '../../contract/documents';
import type { Person } from '../../contract/people';
import type { User } from '../types';
import { DEMO_USERS } from './users';

const DAY_MS = 86_400_000;

/**
 * The Titular PJ's e-CNPJ of last year, 20 days from its end: the import screen opens on a certificate to
 * renew. Its serial differs from the test files' (src/domain/__fixtures__), so importing those is not a repeat.
 */
export function createCertificates(midnight: number, persons: readonly Person[], users: readonly User[]) {
    const index = DEMO_USERS.findIndex((user) => user.key === 'titular_pj');
    const person = persons[index];
    const user = users.find((u) => u.person_id === person?.id);
    if (!person || !user) return [];
    const notAfter = midnight + 20 * DAY_MS + 23 * 3_600_000;
    const notBefore = notAfter - 365 * DAY_MS;
    const certificate: StoredCertificate = {
        id: 1,
        uuid: '6f1d2c4e-8a3b-4c7d-9e10-2f3a4b5c6d7e',
        person_id: person.id,
        subject: `${person.name.toUpperCase()}:${person.document}`,
        holder_name: person.name.toUpperCase(),
        document: person.document,
        document_type: person.type === 'legal' ? 'cnpj' : 'cpf',
        issuer: 'AC SANDBOX DEMO v5',
        serial: '3E8A0C71',
        not_before: new Date(notBefore).toISOString(),
        not_after: new Date(notAfter).toISOString(),
        file_name: 'emporio-monteiro-ecnpj.pfx',
        imported_at: new Date(notBefore + 2 * DAY_MS).toISOString(),
        imported_by: user.id,
    };
    return [certificate];
}
