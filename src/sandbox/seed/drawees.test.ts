import { describe, expect, it } from 'vitest';
import { validateDrawee } from '../../domain/drawee';
import { findCep, KNOWN_CEPS } from './ceps';
import { createSeed } from './index';
import { DEMO_USERS, type DemoUserKey } from './users';

const state = createSeed(new Date('2026-03-15T15:30:00Z'));
const personOf = (key: DemoUserKey) => DEMO_USERS.findIndex((user) => user.key === key) + 1;
const ownedBy = (key: DemoUserKey) => state.drawees.filter((d) => d.owner_person_id === personOf(key));

describe('seeded payers', () => {
    it('gives the titular PJ and the empreendedor 15–30 payers each, the titular PF a few, nobody else any', () => {
        expect(ownedBy('titular_pj').length).toBeGreaterThanOrEqual(15);
        expect(ownedBy('titular_pj').length).toBeLessThanOrEqual(30);
        expect(ownedBy('empreendedor').length).toBeGreaterThanOrEqual(15);
        expect(ownedBy('empreendedor').length).toBeLessThanOrEqual(30);
        expect(ownedBy('titular_pf').length).toBeGreaterThanOrEqual(2);
        expect(ownedBy('titular_pf').length).toBeLessThan(10);
        const owners = new Set(state.drawees.map((d) => d.owner_person_id));
        expect([...owners].sort()).toEqual(
            [personOf('titular_pj'), personOf('empreendedor'), personOf('titular_pf')].sort(),
        );
    });

    it('passes the payer rules, with unique ids and one document per owner', () => {
        for (const drawee of state.drawees) expect(validateDrawee(drawee), drawee.name).toEqual({});
        expect(new Set(state.drawees.map((d) => d.id)).size).toBe(state.drawees.length);
        for (const key of ['titular_pj', 'empreendedor', 'titular_pf'] as const) {
            const documents = ownedBy(key).map((d) => d.document);
            expect(new Set(documents).size).toBe(documents.length);
        }
    });

    it('mixes CPFs, numeric and alphanumeric CNPJs, mobiles and landlines, active and disabled', () => {
        const documents = state.drawees.map((d) => d.document);
        expect(documents.filter((doc) => doc.length === 11).length).toBeGreaterThan(5);
        expect(documents.filter((doc) => /^\d{14}$/.test(doc)).length).toBeGreaterThan(3);
        expect(documents.filter((doc) => /[A-Z]/.test(doc)).length).toBeGreaterThanOrEqual(3);
        expect(state.drawees.filter((d) => d.phone.length === 10).length).toBeGreaterThan(3);
        expect(state.drawees.filter((d) => d.phone.length === 11).length).toBeGreaterThan(3);
        expect(state.drawees.filter((d) => d.status === 'disabled').length).toBeGreaterThan(0);
    });

    it('shares one company customer between the titular PJ and the empreendedor', () => {
        const pj = new Set(ownedBy('titular_pj').map((d) => d.document));
        expect(ownedBy('empreendedor').filter((d) => pj.has(d.document))).toHaveLength(1);
    });

    it('places every payer at a CEP the lookup knows, in the right city and UF', () => {
        for (const { address } of state.drawees) {
            const found = findCep(address.zip);
            expect(found, address.zip).not.toBeNull();
            expect([found?.city, found?.state]).toEqual([address.city, address.state]);
            if (found?.street) expect(found.street).toBe(address.street);
        }
    });
});

describe('findCep', () => {
    it.each([
        ['01310-100', 'Avenida Paulista', 'Bela Vista', 'São Paulo', 'SP'],
        ['20040020', 'Praça Floriano', 'Centro', 'Rio de Janeiro', 'RJ'],
        ['70040-010', 'SBS Quadra 2', 'Asa Sul', 'Brasília', 'DF'],
        ['80020310', 'Rua XV de Novembro', 'Centro', 'Curitiba', 'PR'],
        ['13015-123', '', '', 'Campinas', 'SP'],
    ])('%s → %s, %s, %s/%s', (cep, street, district, city, state) => {
        expect(findCep(cep)).toEqual({ zip: cep.replace('-', ''), street, district, city, state });
    });

    it.each(['99999999', '00000000', '1310100', '01310-10', 'abc'])('does not know %s', (cep) => {
        expect(findCep(cep)).toBeNull();
    });

    it('lists real, distinct street-level CEPs', () => {
        expect(new Set(KNOWN_CEPS.map((c) => c.zip)).size).toBe(KNOWN_CEPS.length);
    });
});
