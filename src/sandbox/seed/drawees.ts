import type { Drawee } from '../../contract/invoices';
import type { Address } from '../../contract/people';
import { cnpjFromSeed } from '../../domain/cnpj';
import { cpfFromSeed } from '../../domain/cpf';
import { BRASILIA_OFFSET_MS } from '../../domain/dates';
import type { User } from '../types';
import { KNOWN_CEPS } from './ceps';
import {
    CITIES,
    COMPANY_SECTORS,
    COMPANY_SUFFIXES,
    COMPLEMENTS,
    DISTRICTS,
    EMAIL_DOMAINS,
    FIRST_NAMES,
    STREETS,
    SURNAMES,
} from './names';
import { createRng, type Rng } from './random';
import { DEMO_USERS, type DemoUserKey } from './users';

/** Its own random stream: the payers leave the seed's other collections exactly as they were. */
const DRAWEE_SEED = 20_240_915;
const DAY_MS = 86_400_000;
/** Brasília is UTC−3. */
/** Document seeds far from the persons' (cpfFromSeed/cnpjFromSeed are one-to-one on their seeds). */
const CPF_BASE = 600_000;
const CNPJ_BASE = 800_000;
/** A prime step, so consecutive payers' documents do not look alike. */
const SEED_STEP = 104_729;

/** Each holder's payers: how many, and how many of them are companies. */
const PLANS: Partial<Record<DemoUserKey, { count: number; companies: number }>> = {
    // A shop selling to other businesses and to people.
    titular_pj: { count: 24, companies: 14 },
    // A sole trader with customers, a few of them companies.
    empreendedor: { count: 18, companies: 6 },
    // A person renting out a few rooms and a shop.
    titular_pf: { count: 4, companies: 1 },
};

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function address(rng: Rng): Address {
    const complement = rng.chance(0.3) ? { complement: rng.pick(COMPLEMENTS) } : {};
    const number = String(rng.int(10, 2990));
    // A third live at a well-known CEP (the lookup answers the whole street), the rest anywhere in a city.
    if (rng.chance(0.3)) {
        const { zip, street, district, city, state } = rng.pick(KNOWN_CEPS);
        return { zip, street, number, ...complement, district, city, state };
    }
    const city = rng.pick(CITIES);
    const zip = String(rng.int(...city.cep)).padStart(5, '0') + String(rng.int(0, 999)).padStart(3, '0');
    return {
        zip,
        street: rng.pick(STREETS),
        number,
        ...complement,
        district: rng.pick(DISTRICTS),
        city: city.city,
        state: city.state,
    };
}

/** Mobiles for people; companies mostly have a landline (first digit 2–5). */
function phone(rng: Rng, address: Address, company: boolean): string {
    const ddd = CITIES.find((city) => city.city === address.city)?.ddd ?? '11';
    if (rng.chance(0.1)) return '';
    const subscriber = String(rng.int(0, 9_999_999)).padStart(7, '0');
    return company && rng.chance(0.75)
        ? `${ddd}${rng.int(2, 5)}${subscriber}`
        : `${ddd}9${rng.int(6, 9)}${subscriber}`;
}

interface Draft {
    name: string;
    document: string;
    email: string;
    company: boolean;
}

function company(rng: Rng, n: number): Draft {
    const sector = rng.pick(COMPANY_SECTORS);
    const surname = rng.pick(SURNAMES);
    const trade = plain(sector.trade.replace('{s}', surname)).replace(/[^a-z0-9]/g, '');
    return {
        name: `${surname} ${sector.legal} ${rng.pick(COMPANY_SUFFIXES)}`,
        // One company in three has an alphanumeric CNPJ (issued from July 2026).
        document: cnpjFromSeed(CNPJ_BASE + n * SEED_STEP, n % 3 === 1),
        email: `${rng.pick(['financeiro', 'contato', 'compras'])}@${trade}.com.br`,
        company: true,
    };
}

function person(rng: Rng, n: number): Draft {
    const first = rng.pick(FIRST_NAMES);
    const middle = rng.pick(SURNAMES);
    const last = rng.pick(SURNAMES.filter((surname) => surname !== middle));
    return {
        name: `${first} ${middle} ${last}`,
        document: cpfFromSeed(CPF_BASE + n * SEED_STEP),
        email: rng.chance(0.15) ? '' : `${plain(first)}.${plain(last)}@${rng.pick(EMAIL_DOMAINS)}`,
        company: false,
    };
}

/**
 * The holders' payers (titular PJ, empreendedor and a few for titular PF), about one in eight disabled. The
 * empreendedor also sells to the titular PJ's first company customer: the same CNPJ in two holders' lists,
 * each holder seeing only their own.
 */
export function createDrawees(midnight: number, users: readonly User[]): Drawee[] {
    const rng = createRng(DRAWEE_SEED);
    const drawees: Drawee[] = [];
    let n = 0;
    for (const [key, plan] of Object.entries(PLANS) as [
        DemoUserKey,
        { count: number; companies: number },
    ][]) {
        const owner = users[DEMO_USERS.findIndex((user) => user.key === key)];
        if (!owner) continue;
        const flags = rng.shuffle(Array.from({ length: plan.count }, (_, i) => i < plan.companies));
        for (const [index, isCompany] of flags.entries()) {
            n++;
            const shared =
                key === 'empreendedor' && index === 0
                    ? drawees.find((d) => d.document.length === 14)
                    : undefined;
            const draft = shared
                ? { ...shared, company: true }
                : isCompany
                  ? company(rng, n)
                  : person(rng, n);
            const where = address(rng);
            const created =
                midnight - rng.int(20, 700) * DAY_MS + rng.int(9, 18) * 3_600_000 + BRASILIA_OFFSET_MS;
            const updated = rng.chance(0.3) ? created + rng.int(1, 15) * DAY_MS : created;
            drawees.push({
                id: drawees.length + 1,
                uuid: rng.uuid(),
                owner_person_id: owner.person_id,
                name: draft.name,
                document: draft.document,
                email: draft.email,
                phone: phone(rng, where, draft.company),
                address: where,
                status: n % 8 === 5 ? 'disabled' : 'active',
                created_at: new Date(created).toISOString(),
                updated_at: new Date(Math.min(updated, midnight - DAY_MS)).toISOString(),
            });
        }
    }
    return drawees;
}
