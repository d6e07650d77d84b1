import type { Account, Agency, Bank, InstitutionEvent } from '../../contract/accounts';
import type { Address } from '../../contract/people';
import { accountCheckDigit } from '../../domain/accountNumber';
import { cnpjCheckDigits } from '../../domain/cnpj';
import type { SandboxState } from '../types';

const DAY_MS = 86_400_000;

interface AgencySeed {
    number: string;
    name: string;
    /** zip|street|number|district|city|UF */
    address: string;
}

interface BankSeed {
    name: string;
    trade_name: string;
    code: string;
    ispb: string;
    /** 12-character CNPJ base (letters make it alphanumeric). */
    base: string;
    email: string;
    phone: string;
    address: string;
    agencies: AgencySeed[];
}

const PORTAL_BRAND = 'bancodigital';

/**
 * Each brand's own institutions besides the portal bank (the default brand's, id 1): a store brand's lojas and
 * pontos de venda, the renaming brand's montadoras and filiais, the cooperative brand's cooperativas and postos.
 */
const HIERARCHIES: Record<string, BankSeed[]> = {
    bancodigital: [
        {
            name: 'Banco Digital Investimentos S.A.',
            trade_name: 'BD Investimentos',
            code: '991',
            ispb: '99000002',
            base: '455123870001',
            email: 'contato@bdinvestimentos.com.br',
            phone: '1140028922',
            address: '04538133|Avenida Brigadeiro Faria Lima|3477|Itaim Bibi|São Paulo|SP',
            agencies: [
                {
                    number: '2001',
                    name: 'Agência Faria Lima',
                    address: '04538133|Avenida Brigadeiro Faria Lima|3477|Itaim Bibi|São Paulo|SP',
                },
                {
                    number: '2012',
                    name: 'Agência Copacabana',
                    address: '22021001|Avenida Atlântica|1702|Copacabana|Rio de Janeiro|RJ',
                },
            ],
        },
    ],
    lojacred: [
        {
            name: 'LojaCred Comércio Varejista Ltda',
            trade_name: 'LojaCred Paulista',
            code: '501',
            ispb: '51000001',
            base: 'A1B2C3D40001',
            email: 'paulista@lojacred.com.br',
            phone: '1132851000',
            address: '01310100|Avenida Paulista|2064|Bela Vista|São Paulo|SP',
            agencies: [
                {
                    number: '5101',
                    name: 'PDV Conjunto Nacional',
                    address: '01310100|Avenida Paulista|2073|Bela Vista|São Paulo|SP',
                },
                {
                    number: '5112',
                    name: 'PDV Praça da Sé',
                    address: '01001000|Praça da Sé|108|Sé|São Paulo|SP',
                },
            ],
        },
        {
            name: 'LojaCred Rio Comércio Ltda',
            trade_name: 'LojaCred Centro Rio',
            code: '502',
            ispb: '51000002',
            base: '617283940001',
            email: 'centrorio@lojacred.com.br',
            phone: '2125091000',
            address: '20040020|Praça Floriano|51|Centro|Rio de Janeiro|RJ',
            agencies: [
                {
                    number: '5201',
                    name: 'PDV Cinelândia',
                    address: '20040020|Praça Floriano|19|Centro|Rio de Janeiro|RJ',
                },
            ],
        },
    ],
    autobank: [
        {
            name: 'Aurora Veículos do Brasil S.A.',
            trade_name: 'Aurora Veículos',
            code: '701',
            ispb: '71000001',
            base: '593104820001',
            email: 'rh@auroraveiculos.com.br',
            phone: '1143651200',
            address: '09750000|Avenida José Odorizzi|1555|Assunção|São Bernardo do Campo|SP',
            agencies: [
                {
                    number: '7101',
                    name: 'Filial São Bernardo',
                    address: '09750000|Avenida José Odorizzi|1555|Assunção|São Bernardo do Campo|SP',
                },
                {
                    number: '7112',
                    name: 'Filial Betim',
                    address: '32600000|Avenida Juiz Marco Túlio Isaac|7001|Jardim Piemonte|Betim|MG',
                },
            ],
        },
        {
            name: 'Serra Motors Indústria Automotiva Ltda',
            trade_name: 'Serra Motors',
            code: '702',
            ispb: '71000002',
            base: 'SM7K2Q9P0001',
            email: 'contato@serramotors.com.br',
            phone: '4133161800',
            address: '80020310|Rua XV de Novembro|1299|Centro|Curitiba|PR',
            agencies: [
                {
                    number: '7201',
                    name: 'Filial Curitiba',
                    address: '80020310|Rua XV de Novembro|1299|Centro|Curitiba|PR',
                },
            ],
        },
    ],
    coopera: [
        {
            name: 'Cooperativa de Crédito Vale Verde',
            trade_name: 'Coopera Vale Verde',
            code: '801',
            ispb: '81000001',
            base: '732615840001',
            email: 'atendimento@valeverde.coop.br',
            phone: '5430251500',
            address: '90570080|Rua Padre Chagas|300|Moinhos de Vento|Porto Alegre|RS',
            agencies: [
                {
                    number: '8101',
                    name: 'Posto Moinhos de Vento',
                    address: '90570080|Rua Padre Chagas|310|Moinhos de Vento|Porto Alegre|RS',
                },
                {
                    number: '8112',
                    name: 'Posto Boa Viagem',
                    address: '51020020|Avenida Conselheiro Aguiar|2100|Boa Viagem|Recife|PE',
                },
            ],
        },
        {
            name: 'Cooperativa Central Serrana',
            trade_name: 'Coopera Serrana',
            code: '802',
            ispb: '81000002',
            base: '846271930001',
            email: 'central@serrana.coop.br',
            phone: '3132741400',
            address: '30112021|Avenida Getúlio Vargas|1420|Savassi|Belo Horizonte|MG',
            agencies: [
                {
                    number: '8201',
                    name: 'Posto Savassi',
                    address: '30112021|Avenida Getúlio Vargas|1420|Savassi|Belo Horizonte|MG',
                },
            ],
        },
    ],
};

const addressOf = (line: string): Address => {
    const [zip, street, number, district, city, state] = line.split('|');
    return { zip, street, number, district, city, state };
};

const created = (at: string, user: string): InstitutionEvent[] => [{ at, user, action: 'created' }];

/** Accounts no other seeded record points at (Pix keys, cards, boletos...): free to sit in another hierarchy. */
function movableAccounts(state: SandboxState): Account[] {
    const referenced = new Set<number>();
    const { accounts: _a, transactions: _t, ...others } = state;
    JSON.stringify(others, (key, value) => {
        if (/account_id$/.test(key) && typeof value === 'number') referenced.add(value);
        return value;
    });
    const withLedger = new Set(state.transactions.map((tx) => tx.account_id));
    const demoPersons = new Set(state.users.map((u) => u.person_id));
    const free = state.accounts.filter(
        (a) => a.status === 'active' && !referenced.has(a.id) && !demoPersons.has(a.person_id),
    );
    // Accounts with movements first, so each institution's figures have something to show.
    return [...free.filter((a) => withLedger.has(a.id)), ...free.filter((a) => !withLedger.has(a.id))];
}

/**
 * The institutions hierarchy on every brand: the portal bank (id 1) and its branches become the default brand's
 * hierarchy (contact, status, check digits, history); each brand gets its own banks and agencies, and a few of
 * the seed's holders' accounts (with their ledger, pointed at by nothing else) move into them, so every list,
 * detail and figure has believable rows. Runs last: it only adds banks and agencies and re-homes accounts.
 */
export function addInstitutions(state: SandboxState, midnight: number): void {
    const staff = state.users.find((u) => u.role === 'controller')?.name ?? 'Sistema';
    const at = (daysAgo: number) => new Date(midnight - daysAgo * DAY_MS + 13 * 3_600_000).toISOString();
    const portal = state.banks[0];
    Object.assign(portal, {
        brand: PORTAL_BRAND,
        trade_name: 'Banco Digital',
        email: 'institucional@bancodigital.com.br',
        phone: '1130031000',
        address: addressOf('01310100|Avenida Paulista|1000|Bela Vista|São Paulo|SP'),
        status: 'active',
        created_at: at(900),
        updated_at: at(120),
        history: [
            ...created(at(900), staff),
            { at: at(120), user: staff, action: 'updated', detail: 'phone' },
        ],
    } satisfies Partial<Bank>);
    for (const agency of state.agencies) {
        Object.assign(agency, {
            digit: accountCheckDigit(agency.number),
            phone: portal.phone,
            status: 'active',
            created_at: at(880 - agency.id * 10),
            updated_at: at(880 - agency.id * 10),
            history: created(at(880 - agency.id * 10), staff),
        } satisfies Partial<Agency>);
    }
    const movable = movableAccounts(state);
    const employeeType = state.accountTypes.find((t) => t.code === 'employee');
    let nextBank = Math.max(...state.banks.map((b) => b.id)) + 1;
    let nextAgency = Math.max(...state.agencies.map((a) => a.id)) + 1;
    let age = 700;
    const placed: { agency: Agency; brand: string }[] = [];
    for (const [brand, banks] of Object.entries(HIERARCHIES)) {
        for (const seed of banks) {
            const bank: Bank = {
                id: nextBank++,
                name: seed.name,
                trade_name: seed.trade_name,
                code: seed.code,
                ispb: seed.ispb,
                document: seed.base + cnpjCheckDigits(seed.base),
                brand,
                email: seed.email,
                phone: seed.phone,
                address: addressOf(seed.address),
                status: 'active',
                created_at: at(age),
                updated_at: at(age),
                history: created(at(age), staff),
            };
            state.banks.push(bank);
            // Each settles its Pix through the portal bank, as an indirect participant.
            state.pixParticipants.push({
                ispb: bank.ispb,
                name: bank.name,
                short_name: seed.trade_name.toUpperCase(),
                compe: bank.code,
                type: 'IDRT',
            });
            for (const branch of seed.agencies) {
                age -= 23;
                const agency: Agency = {
                    id: nextAgency++,
                    bank_id: bank.id,
                    name: branch.name,
                    number: branch.number,
                    digit: accountCheckDigit(branch.number),
                    address: addressOf(branch.address),
                    phone: seed.phone,
                    status: 'active',
                    created_at: at(age),
                    updated_at: at(age),
                    history: created(at(age), staff),
                };
                state.agencies.push(agency);
                bank.history?.push({
                    at: agency.created_at ?? '',
                    user: staff,
                    action: 'agency_opened',
                    detail: `${agency.number} · ${agency.name}`,
                });
                placed.push({ agency, brand });
            }
            age -= 41;
        }
    }
    // Four accounts per new agency, dealt in turn so the ones with movements spread over every brand.
    movable.slice(0, placed.length * 4).forEach((account, index) => {
        const { agency, brand } = placed[index % placed.length];
        account.bank_id = agency.bank_id;
        account.agency_id = agency.id;
        const person = state.persons.find((p) => p.id === account.person_id);
        if (brand === 'autobank' && person?.type === 'natural' && employeeType)
            account.account_type_id = employeeType.id;
    });
}
