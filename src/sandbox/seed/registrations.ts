/**
 * Recent registrations (today, this week, this month) for the holder listings and the back office's approval
 * work: natural persons, companies (partners, an attorney, alphanumeric CNPJs) and minors, mostly pending, a
 * few rejected, from self-registration and from staff. Their accounts wait for the approval. They get no login
 * of their own here (the demo users are the seed's only users); documents come from seed/documents.ts.
 */

import type { Account, AccountType, AccountTypeCode } from '../../contract/accounts';
import type { Address, EntityStatus, Partner, Person } from '../../contract/people';
import { accountCheckDigit } from '../../domain/accountNumber';
import { cnpjFromSeed } from '../../domain/cnpj';
import { cpfFromSeed } from '../../domain/cpf';
import { startOfDayUtc, toDateOnlyBrasilia } from '../../domain/dates';
import type { User } from '../types';
import { DEMO_USERS } from './users';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

type When = { today: number } | { daysAgo: number; hour: number };

interface Plan {
    name: string;
    kind: 'pf' | 'pj' | 'minor';
    when: When;
    status?: EntityStatus;
    origin: 'self' | 'backoffice';
    /** Demo user key of the staff member who registered it (backoffice origin). */
    by?: 'backoffice' | 'gestor';
    accounts: AccountTypeCode[];
    city: [city: string, state: string, ddd: string, zip: string];
    trade_name?: string;
    alphanumeric?: boolean;
    partners?: [name: string, share_bp: number, administrator: boolean][];
    attorney?: string;
    /** Demo user key of the minor's responsible adult, and the relationship. */
    responsible?: ['titular_pf' | 'empreendedor', 'mother' | 'father' | 'guardian'];
    reason?: string;
}

const PLANS: readonly Plan[] = [
    {
        name: 'Juliana Prado Nogueira',
        kind: 'pf',
        when: { today: 25 },
        origin: 'self',
        accounts: ['common'],
        city: ['São Paulo', 'SP', '11', '04538132'],
    },
    {
        name: 'Thiago Ramos Bezerra',
        kind: 'pf',
        when: { today: 70 },
        origin: 'backoffice',
        by: 'gestor',
        accounts: ['common'],
        city: ['Recife', 'PE', '81', '50030230'],
    },
    {
        name: 'Vieira & Cardoso Tecnologia Ltda',
        trade_name: 'VC Sistemas',
        kind: 'pj',
        when: { today: 140 },
        origin: 'self',
        alphanumeric: true,
        accounts: ['common'],
        city: ['Curitiba', 'PR', '41', '80250104'],
        partners: [
            ['Renato Vieira Campos', 6000, true],
            ['Sílvia Cardoso Mendes', 4000, false],
        ],
    },
    {
        name: 'Lucas Martins Teixeira',
        kind: 'minor',
        when: { today: 200 },
        origin: 'self',
        accounts: ['common'],
        city: ['Belo Horizonte', 'MG', '31', '30140071'],
        responsible: ['titular_pf', 'mother'],
    },
    {
        name: 'Beatriz Oliveira Castro',
        kind: 'pf',
        when: { daysAgo: 1, hour: 14 },
        origin: 'self',
        accounts: ['benefit'],
        city: ['Salvador', 'BA', '71', '40140110'],
    },
    {
        name: 'Padaria Pão Dourado Ltda',
        trade_name: 'Pão Dourado',
        kind: 'pj',
        when: { daysAgo: 2, hour: 16 },
        origin: 'backoffice',
        by: 'gestor',
        accounts: ['common', 'pos'],
        city: ['Campinas', 'SP', '19', '13015904'],
        partners: [['Antônio Dourado Lima', 10000, true]],
        attorney: 'Marta Reis Fontes',
    },
    {
        name: 'Fernanda Alves Pacheco',
        kind: 'pf',
        when: { daysAgo: 3, hour: 12 },
        origin: 'self',
        status: 'rejected',
        reason: 'Selfie não confere com o documento de identidade.',
        accounts: ['common'],
        city: ['Porto Alegre', 'RS', '51', '90010150'],
    },
    {
        name: 'Gustavo Henrique Lopes',
        kind: 'pf',
        when: { daysAgo: 4, hour: 18 },
        origin: 'backoffice',
        by: 'backoffice',
        accounts: ['cashback'],
        city: ['Fortaleza', 'CE', '85', '60160230'],
    },
    {
        name: 'Souza Rocha Comércio de Roupas EIRELI',
        trade_name: 'Moda Rocha',
        kind: 'pj',
        when: { daysAgo: 6, hour: 13 },
        origin: 'self',
        alphanumeric: true,
        accounts: ['common'],
        city: ['Goiânia', 'GO', '62', '74110010'],
        partners: [
            ['Cláudia Souza Rocha', 5000, true],
            ['Márcio Rocha Filho', 5000, true],
        ],
    },
    {
        name: 'Isabela Lima Fernandes',
        kind: 'minor',
        when: { daysAgo: 9, hour: 15 },
        origin: 'backoffice',
        by: 'backoffice',
        accounts: ['common'],
        city: ['Brasília', 'DF', '61', '70040010'],
        responsible: ['empreendedor', 'father'],
    },
    {
        name: 'Rafael Costa Barbosa',
        kind: 'pf',
        when: { daysAgo: 12, hour: 11 },
        origin: 'self',
        accounts: ['common'],
        city: ['Manaus', 'AM', '92', '69005040'],
    },
    {
        name: 'Transportes Azevedo S.A.',
        trade_name: 'Azevedo Log',
        kind: 'pj',
        when: { daysAgo: 18, hour: 17 },
        origin: 'self',
        status: 'rejected',
        reason: 'Contrato social desatualizado: envie a última alteração registrada.',
        accounts: ['common'],
        city: ['Joinville', 'SC', '47', '89201100'],
        partners: [
            ['Paulo Azevedo Neto', 7000, true],
            ['Helena Azevedo Prado', 3000, false],
        ],
    },
    {
        name: 'Camila Duarte Ribeiro',
        kind: 'pf',
        when: { daysAgo: 22, hour: 10 },
        origin: 'backoffice',
        by: 'gestor',
        accounts: ['common'],
        city: ['Natal', 'RN', '84', '59020300'],
    },
    {
        name: 'Vinícius Pereira Gomes',
        kind: 'pf',
        when: { daysAgo: 26, hour: 19 },
        origin: 'self',
        accounts: ['benefit'],
        city: ['Belém', 'PA', '91', '66010020'],
    },
    {
        name: 'Natália Freitas Moura',
        kind: 'pf',
        when: { daysAgo: 29, hour: 9 },
        origin: 'self',
        accounts: ['common'],
        city: ['Vitória', 'ES', '27', '29010120'],
    },
];

const STREETS = [
    'Rua das Acácias',
    'Avenida Brasil',
    'Rua XV de Novembro',
    'Rua Sete de Setembro',
    'Avenida Independência',
];

const plain = (text: string) =>
    text
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '.')
        .replace(/^\.|\.$/g, '');

const createdAt = (when: When, now: Date, index: number): string => {
    if ('today' in when) {
        // Today in Brasília, before now: minutes ago, never before the Brasília day began.
        const dayStart = Date.parse(startOfDayUtc(toDateOnlyBrasilia(now)) ?? '');
        const at = Math.max(dayStart + index * MINUTE_MS, now.getTime() - when.today * MINUTE_MS);
        return new Date(Math.min(at, now.getTime() - 1000)).toISOString();
    }
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    return new Date(
        midnight - when.daysAgo * DAY_MS + when.hour * 3_600_000 + index * 7 * MINUTE_MS,
    ).toISOString();
};

const yearsBefore = (now: Date, years: number, dayOffset: number) =>
    new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), 10) - dayOffset * DAY_MS)
        .toISOString()
        .slice(0, 10);

const phoneOf = (ddd: string, index: number, extra = 0) =>
    `${ddd}97${String(3_100_000 + index * 4_111 + extra * 97).padStart(7, '0')}`;

function partnersOf(plan: Plan, index: number, now: Date, domain: string): Partner[] {
    return (plan.partners ?? []).map(([name, share_bp, administrator], n) => ({
        name,
        document: cpfFromSeed(71_000 + index * 37 + n),
        birth_date: yearsBefore(now, 38 + n * 6, index * 3),
        email: `${plain(name.split(' ')[0])}@${domain}`,
        phone: phoneOf(plan.city[2], index, n + 1),
        share_bp,
        administrator,
    }));
}

interface Existing {
    persons: readonly Person[];
    accounts: readonly Account[];
    users: readonly User[];
    accountTypes: readonly AccountType[];
}

/** The registrations, with ids after the existing persons and accounts. */
export function createRegistrations(
    now: Date,
    existing: Existing,
): { persons: Person[]; accounts: Account[] } {
    const userOf = (key: string) => {
        const index = DEMO_USERS.findIndex((u) => u.key === key);
        return existing.users.find((u) => u.id === index + 1);
    };
    const takenNumbers = new Set(existing.accounts.map((a) => a.number));
    let nextPersonId = existing.persons.reduce((max, p) => Math.max(max, p.id), 0) + 1;
    let nextAccountId = existing.accounts.reduce((max, a) => Math.max(max, a.id), 0) + 1;
    const persons: Person[] = [];
    const accounts: Account[] = [];
    PLANS.forEach((plan, index) => {
        const [city, state, ddd, zip] = plan.city;
        const legal = plan.kind === 'pj';
        const at = createdAt(plan.when, now, index);
        const domain = legal
            ? `${plain(plan.trade_name ?? plan.name).replace(/\./g, '')}.com.br`
            : 'email.com.br';
        const status = plan.status ?? 'pending';
        const staff = plan.by ? userOf(plan.by) : undefined;
        const address: Address = {
            zip,
            street: STREETS[index % STREETS.length],
            number: String(100 + index * 37),
            district: 'Centro',
            city,
            state,
        };
        const person: Person = {
            id: nextPersonId++,
            uuid: `7e9a0000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
            type: legal ? 'legal' : 'natural',
            name: plan.name,
            document: legal
                ? cnpjFromSeed(52_000 + index * 19, plan.alphanumeric)
                : cpfFromSeed(64_000 + index * 31),
            email: legal ? `contato@${domain}` : `${plain(plan.name)}@${domain}`,
            phone: phoneOf(ddd, index),
            address,
            status,
            created_at: at,
            origin: plan.origin,
            created_by: staff?.id ?? null,
            decided_at: plan.reason ? new Date(Date.parse(at) + 20 * 3_600_000).toISOString() : null,
            decided_by: plan.reason ? (userOf('backoffice')?.id ?? null) : null,
            status_reason: plan.reason ?? null,
        };
        if (legal) {
            Object.assign(person, {
                trade_name: plan.trade_name,
                company_kind: plan.name.endsWith('S.A.')
                    ? 'SA'
                    : plan.name.endsWith('EIRELI')
                      ? 'EIRELI'
                      : 'LTDA',
                monthly_revenue: 4_500_000 + index * 1_250_000,
                founded_on: yearsBefore(now, 2 + (index % 7), index),
                partners: partnersOf(plan, index, now, domain),
                attorney: plan.attorney
                    ? {
                          name: plan.attorney,
                          document: cpfFromSeed(73_000 + index * 41),
                          email: `${plain(plan.attorney)}@advocacia.com.br`,
                          phone: phoneOf(ddd, index, 9),
                          valid_until: yearsBefore(now, -1, 0),
                      }
                    : null,
            });
        } else if (plan.kind === 'minor' && plan.responsible) {
            const [key, relationship] = plan.responsible;
            const responsible = userOf(key);
            Object.assign(person, {
                birth_date: yearsBefore(now, 11 + (index % 5), index),
                responsible: { person_id: responsible?.person_id ?? 1, relationship },
            });
        } else {
            Object.assign(person, {
                birth_date: yearsBefore(now, 24 + (index % 30), index),
                mother_name: `Maria ${plan.name.split(' ').at(-1)}`,
                monthly_income: 320_000 + index * 45_000,
            });
        }
        persons.push(person);
        plan.accounts.forEach((code, n) => {
            let number = String(880_000 + index * 101 + n);
            while (takenNumbers.has(number)) number = String(Number(number) + 1);
            takenNumbers.add(number);
            accounts.push({
                id: nextAccountId++,
                uuid: `7e9a0000-0000-4000-9000-${String(index * 10 + n + 1).padStart(12, '0')}`,
                person_id: person.id,
                bank_id: 1,
                agency_id: 1 + (index % 3),
                account_type_id: existing.accountTypes.find((t) => t.code === code)?.id ?? 1,
                kind: legal ? 'legal_person_account' : 'natural_person_account',
                number,
                digit: accountCheckDigit(number),
                balance: 0,
                status: status === 'rejected' ? 'rejected' : 'pending',
                created_at: at,
            });
        });
    });
    return { persons, accounts };
}
