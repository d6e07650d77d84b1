/** Holders placed straight in the sandbox store, for the holder-management tests. */

import type { EntityStatus, Person } from '../contract/people';
import { cpfFromSeed } from '../domain/cpf';
import { requiredDocuments } from '../domain/documents';
import { DEMO_PASSWORD_HASH } from '../sandbox/hash';
import { boundStore } from '../sandbox/route';

interface Options {
    name: string;
    status?: EntityStatus;
    /** Approve a document for every requirement of the registration. */
    documents?: 'approved' | 'none';
    /** The staff user (username) who registered it. */
    createdBy?: string;
    balance?: number;
    createdAt?: string;
}

let serial = 0;

/** A natural-person holder with one account and one user that signs in with the demo password. */
export function addHolder({
    name,
    status = 'pending',
    documents = 'none',
    createdBy,
    balance = 0,
    createdAt,
}: Options) {
    const { state } = boundStore();
    const store = boundStore();
    serial += 1;
    const cpf = cpfFromSeed(900_000 + serial * 11);
    const now = new Date().toISOString();
    const staff = createdBy ? state.users.find((u) => u.username === createdBy) : undefined;
    const person: Person = {
        id: store.nextId('persons'),
        uuid: crypto.randomUUID(),
        type: 'natural',
        name,
        document: cpf,
        email: `teste${serial}@exemplo.com.br`,
        phone: `1198${String(1_000_000 + serial).slice(-7)}`,
        birth_date: '1990-05-10',
        address: {
            zip: '01310100',
            street: 'Avenida Paulista',
            number: '1000',
            district: 'Bela Vista',
            city: 'São Paulo',
            state: 'SP',
        },
        status,
        created_at: createdAt ?? now,
        origin: staff ? 'backoffice' : 'self',
        created_by: staff?.id ?? null,
    };
    state.persons.push(person);
    const account = {
        id: store.nextId('accounts'),
        uuid: crypto.randomUUID(),
        person_id: person.id,
        bank_id: 1,
        agency_id: 1,
        account_type_id: state.accountTypes.find((t) => t.code === 'common')?.id ?? 1,
        kind: 'natural_person_account' as const,
        number: String(7_700_000 + serial),
        digit: '0',
        balance,
        status,
        created_at: now,
    };
    state.accounts.push(account);
    const user = {
        id: store.nextId('users'),
        uuid: crypto.randomUUID(),
        person_id: person.id,
        username: cpf,
        password_hash: DEMO_PASSWORD_HASH,
        name,
        email: person.email,
        phone: person.phone,
        role: 'cliente',
        userRole: 'Cliente',
        permissions: [],
        two_factor: false,
        status: status === 'blocked' || status === 'closed' ? status : ('active' as EntityStatus),
    };
    state.users.push(user);
    if (documents === 'approved') {
        for (const requirement of requiredDocuments(person)) {
            state.documents.push({
                id: store.nextId('documents'),
                uuid: crypto.randomUUID(),
                person_id: person.id,
                type: requirement.anyOf[0],
                owner: 'holder',
                owner_document: null,
                file_name: 'documento.pdf',
                mime: 'application/pdf',
                size: 1000,
                preview: null,
                has_file: false,
                status: 'approved',
                reason: null,
                uploaded_by: user.id,
                created_at: '2026-01-01T12:00:00.000Z',
                decided_at: '2026-01-02T12:00:00.000Z',
                decided_by: null,
            });
        }
    }
    return { person, account, user };
}
