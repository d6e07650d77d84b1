import type {
    Account,
    AccountKind,
    AccountType,
    AccountTypeCode,
    Agency,
    Bank,
    Transaction,
    TransactionKind,
} from '../../contract/accounts';
import type { Address, EntityStatus, Person } from '../../contract/people';
import { accountCheckDigit } from '../../domain/accountNumber';
import { cnpjCheckDigits, cnpjFromSeed } from '../../domain/cnpj';
import { cpfFromSeed } from '../../domain/cpf';
import { FAVORED_CATEGORIES } from '../../domain/payees';
import { DEMO_PASSWORD_HASH } from '../hash';
import type { SandboxState, User } from '../types';
import { createApprovals } from './approvals';
import { createCards } from './cards';
import { createCertificates } from './certificates';
import { createCooperatives } from './cooperatives';
import { createDocuments } from './documents';
import { createDrawees } from './drawees';
import { addInstitutions } from './institutions';
import { createInvoices } from './invoices';
import { createLedgers } from './ledgers';
import {
    BILLERS,
    BRANCHES,
    CITIES,
    type City,
    COMPANY_SECTORS,
    COMPANY_SUFFIXES,
    COMPLEMENTS,
    DISTRICTS,
    EMAIL_DOMAINS,
    FIRST_NAMES,
    MERCHANTS,
    STREETS,
    SUPPLIERS,
    SURNAMES,
} from './names';
import { createNotifications } from './notifications';
import { createPayees } from './payees';
import { createPix } from './pix';
import { createPixOrganizations } from './pixOrganizations';
import { createRng, type Rng } from './random';
import { addRecharges } from './recharges';
import { addRedemptions } from './redemptions';
import { createRegistrations } from './registrations';
import { createSlipParcels } from './slips';
import { createStatementCorrections } from './statementCorrections';
import { linkStatements } from './statements';
import { createTransactionPasswords } from './transactionPasswords';
import { createTransfers } from './transfers';
import { DEMO_USERS, type DemoUser } from './users';

const DAY_MS = 86_400_000;
const HOUR_S = 3600;
const PEOPLE_SEED = 20_260_101;
const LEDGER_SEED = 19_790_405;
const PORTAL_BANK = 'Banco Digital S.A.';
const NATURAL_COUNT = 40;
const COMPANY_COUNT = 15;
const LEDGER_EXTRA_ACCOUNTS = 20;
const LEDGER_DAYS = 365;
const STAFF = new Set(['controller', 'backoffice', 'gestor', 'supervisor', 'caixa', 'admin']);

const BANKS = [
    `${PORTAL_BANK}|990|99000001`,
    'Banco do Brasil S.A.|001|00000000',
    'Banco Bradesco S.A.|237|60746948',
    'Itaú Unibanco S.A.|341|60701190',
    'Caixa Econômica Federal|104|00360305',
    'Banco Santander (Brasil) S.A.|033|90400888',
    'Nu Pagamentos S.A.|260|18236120',
    'Banco Inter S.A.|077|00416968',
    'Banco C6 S.A.|336|31872495',
    'Banco BTG Pactual S.A.|208|30306294',
    'Banco Cooperativo Sicoob S.A.|756|02038232',
    'Banco Cooperativo Sicredi S.A.|748|01181521',
    'Banco Safra S.A.|422|58160789',
];

const ACCOUNT_TYPES: Record<AccountTypeCode, string> = {
    common: 'Conta Comum|1290|Conta corrente de uso geral para pessoas físicas e jurídicas',
    universal: 'Conta Universal|0|Conta digital gratuita com os serviços essenciais',
    employee: 'Conta Funcionário|0|Conta dos colaboradores do banco, isenta de tarifas',
    goal: 'Conta Meta|0|Reserva para objetivos, com rendimento e metas de poupança',
    whitelabel: 'Conta White Label|990|Conta aberta por parceiros sob a marca própria deles',
    courtesy: 'Conta Cortesia|0|Conta isenta concedida em campanhas e parcerias',
    benefit: 'Conta Benefício|0|Recebimento de benefícios sociais e auxílios',
    cashback: 'Conta Cashback|0|Conta que acumula o cashback das compras do cliente',
    coverage: 'Conta Cobertura|0|Cobre saldos negativos e ajustes operacionais',
    pos: 'Conta Ponto de Venda|2490|Liquidação das vendas feitas nas maquininhas de cartão',
    cashier: 'Conta Caixa|0|Movimentação do caixa das agências e correspondentes',
    agency: 'Conta Agência|0|Conta operacional de cada agência',
    federation: 'Conta Federação|0|Conta de federações e entidades associativas',
    sale: 'Conta Venda|0|Recebe os valores das vendas de produtos do banco',
    pix_custody: 'Conta Custódia Pix|0|Custódia dos recursos em trânsito no Pix',
    transient: 'Conta Transitória|0|Passagem temporária de valores entre contas',
    reservation: 'Conta Reserva|0|Valores reservados ou bloqueados por ordem judicial',
    bank: 'Conta Banco|0|Conta própria da instituição',
    fomento: 'Conta Fomento|0|Recursos de programas de fomento e microcrédito',
    security: 'Conta Garantia|0|Valores dados em garantia de operações de crédito',
};
const INACTIVE_TYPES: readonly AccountTypeCode[] = ['courtesy', 'federation'];

interface Context {
    rng: Rng;
    midnight: number;
    taken: Set<string>;
}

const isoAt = (ctx: Context, daysAgo: number, seconds: number) =>
    new Date(ctx.midnight - daysAgo * DAY_MS + seconds * 1000).toISOString();

const businessSeconds = (rng: Rng) => rng.int(11 * HOUR_S, 22 * HOUR_S);

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function unique(ctx: Context, make: (attempt: number) => string): string {
    for (let attempt = 0; ; attempt++) {
        const value = make(attempt);
        if (!ctx.taken.has(value)) {
            ctx.taken.add(value);
            return value;
        }
    }
}

function createBanks(): Bank[] {
    return BANKS.map((row, index) => {
        const [name, code, ispb] = row.split('|');
        const base = `${ispb}0001`;
        return { id: index + 1, name, code, ispb, document: base + cnpjCheckDigits(base) };
    });
}

const createAgencies = (): Agency[] =>
    BRANCHES.map((branch, index) => ({
        id: index + 1,
        bank_id: 1,
        ...branch,
        address: { ...branch.address },
    }));

function createAccountTypes(ctx: Context): AccountType[] {
    return Object.entries(ACCOUNT_TYPES).map(([code, row], index) => {
        const [name, fee, description] = row.split('|');
        return {
            id: index + 1,
            name,
            code: code as AccountTypeCode,
            description,
            monthly_fee: Number(fee),
            active: !INACTIVE_TYPES.includes(code as AccountTypeCode),
            created_at: isoAt(ctx, 900, 12 * HOUR_S),
            updated_at: isoAt(ctx, 900 - index * 31, 15 * HOUR_S),
        };
    });
}

function address(rng: Rng, city: City): Address {
    const zip = String(rng.int(...city.cep)).padStart(5, '0') + String(rng.int(0, 999)).padStart(3, '0');
    const street = rng.pick(STREETS);
    const number = String(rng.int(12, 3980));
    const complement = rng.chance(0.35) ? { complement: rng.pick(COMPLEMENTS) } : {};
    return {
        zip,
        street,
        number,
        ...complement,
        district: rng.pick(DISTRICTS),
        city: city.city,
        state: city.state,
    };
}

function birthDate(rng: Rng): string {
    const date = new Date(Date.UTC(rng.int(1955, 2005), rng.int(0, 11), rng.int(1, 28)));
    return date.toISOString().slice(0, 10);
}

const mobile = (ctx: Context, ddd: string) =>
    unique(ctx, () => `${ddd}9${ctx.rng.int(6, 9)}${String(ctx.rng.int(0, 9_999_999)).padStart(7, '0')}`);

type Draft = Omit<Person, 'id' | 'uuid' | 'status' | 'created_at'> & { status?: EntityStatus };

function demoDraft(ctx: Context, user: DemoUser): Draft {
    const city = CITIES.find((candidate) => candidate.ddd === user.phone.slice(0, 2)) ?? CITIES[0];
    const contact = { phone: user.phone, address: address(ctx.rng, city) };
    ctx.taken.add(user.phone);
    const { company } = user;
    if (company) return { type: 'legal', ...company, ...contact };
    return {
        type: 'natural',
        name: user.name,
        document: user.username,
        email: user.email,
        birth_date: birthDate(ctx.rng),
        ...contact,
    };
}

function naturalDraft(ctx: Context, index: number): Draft {
    const { rng } = ctx;
    const first = rng.pick(FIRST_NAMES);
    const middle = rng.pick(SURNAMES);
    const last = rng.pick(SURNAMES.filter((surname) => surname !== middle));
    const local = plain(rng.pick([`${first}.${last}`, `${first}${last}`, `${first}.${middle}.${last}`]));
    const domain = rng.pick(EMAIL_DOMAINS);
    const city = rng.pick(CITIES);
    const status = index % 13 === 6 ? 'pending' : index % 17 === 9 ? 'blocked' : 'active';
    return {
        type: 'natural',
        name: `${first} ${middle} ${last}`,
        document: cpfFromSeed(10_000 + index * 7),
        email: unique(ctx, (n) => `${local.replace(/\s/g, '')}${n ? n + 1 : ''}@${domain}`),
        phone: mobile(ctx, city.ddd),
        birth_date: birthDate(rng),
        address: address(rng, city),
        status,
    };
}

function companyDraft(ctx: Context, index: number): Draft {
    const { rng } = ctx;
    const sector = COMPANY_SECTORS[index % COMPANY_SECTORS.length];
    const surname = rng.pick(SURNAMES);
    const tradeName = sector.trade.replace('{s}', surname);
    const city = rng.pick(CITIES);
    const mailbox = rng.pick(['contato', 'financeiro', 'administrativo']);
    return {
        type: 'legal',
        name: `${surname} ${sector.legal} ${rng.pick(COMPANY_SUFFIXES)}`,
        trade_name: tradeName,
        document: cnpjFromSeed(30_000 + index * 13, index % 4 === 1),
        email: `${mailbox}@${plain(tradeName).replace(/[^a-z0-9]/g, '')}.com.br`,
        phone: mobile(ctx, city.ddd),
        address: address(rng, city),
        status: index % 7 === 5 ? 'pending' : index === 9 ? 'blocked' : 'active',
    };
}

function createPersons(ctx: Context): Person[] {
    DEMO_USERS.forEach((user) => {
        ctx.taken.add(user.email);
    });
    const drafts = [
        ...DEMO_USERS.map((user) => demoDraft(ctx, user)),
        ...Array.from({ length: NATURAL_COUNT }, (_, index) => naturalDraft(ctx, index)),
        ...Array.from({ length: COMPANY_COUNT }, (_, index) => companyDraft(ctx, index)),
    ];
    return drafts.map(({ status = 'active', ...draft }, index) => {
        const uuid = ctx.rng.uuid();
        const days = ctx.rng.int(LEDGER_DAYS + 5, 1500);
        // A registration still waiting for the back office is recent: banks decide within days, not years.
        const age = status === 'pending' ? 3 + (days % 26) : days;
        return {
            id: index + 1,
            uuid,
            ...draft,
            status,
            created_at: isoAt(ctx, age, businessSeconds(ctx.rng)),
        };
    });
}

interface AccountPlan {
    person: Person;
    code: AccountTypeCode;
    kind: AccountKind;
}

function plansFor(rng: Rng, person: Person): AccountPlan[] {
    const demo = DEMO_USERS[person.id - 1];
    const legal = person.type === 'legal';
    const staff = demo !== undefined && STAFF.has(demo.key);
    const common: AccountTypeCode = legal
        ? 'common'
        : rng.pick(['common', 'common', 'common', 'universal', 'cashback']);
    const main: AccountPlan = {
        person,
        code: staff ? 'employee' : demo ? 'common' : common,
        kind: legal ? 'legal_person_account' : 'natural_person_account',
    };
    const second = demo ? demo.key.startsWith('titular') : rng.chance(legal ? 0.4 : 0.3);
    if (!second) return [main];
    const extra: AccountPlan = legal
        ? { person, code: 'pos', kind: 'legal_person_account' }
        : { person, code: 'goal', kind: 'savings' };
    return [main, extra];
}

function agencyFor(person: Person): number {
    const local = BRANCHES.findIndex((branch) => branch.address.state === person.address.state);
    return (local >= 0 ? local : person.id % BRANCHES.length) + 1;
}

function openAccount(ctx: Context, plan: AccountPlan, id: number, types: AccountType[]): Account {
    const { rng } = ctx;
    const length = rng.int(5, 8);
    const number = unique(ctx, () => String(rng.int(10 ** (length - 1), 10 ** length - 1)));
    const personAge = Math.ceil((ctx.midnight - Date.parse(plan.person.created_at)) / DAY_MS);
    return {
        id,
        uuid: rng.uuid(),
        person_id: plan.person.id,
        bank_id: 1,
        agency_id: agencyFor(plan.person),
        account_type_id: types.findIndex((type) => type.code === plan.code) + 1,
        kind: plan.kind,
        number,
        digit: accountCheckDigit(number),
        balance: 0,
        status: plan.person.status,
        created_at: isoAt(ctx, rng.int(1, personAge - 1), businessSeconds(rng)),
    };
}

function createAccounts(ctx: Context, persons: Person[], types: AccountType[]): Account[] {
    const plans = persons.flatMap((person) => plansFor(ctx.rng, person));
    return plans.map((plan, index) => openAccount(ctx, plan, index + 1, types));
}

function ledgerAccounts(rng: Rng, accounts: Account[]): Account[] {
    const isDemo = (account: Account) => account.person_id <= DEMO_USERS.length;
    const others = accounts.filter((account) => !isDemo(account) && account.status === 'active');
    const picked = new Set(rng.shuffle(others).slice(0, LEDGER_EXTRA_ACCOUNTS));
    return accounts.filter((account) => isDemo(account) || picked.has(account));
}

function createUsers(rng: Rng): User[] {
    return DEMO_USERS.map((user, index) => ({
        id: index + 1,
        uuid: rng.uuid(),
        person_id: index + 1,
        username: user.username,
        password_hash: DEMO_PASSWORD_HASH,
        name: user.name,
        email: user.email,
        phone: user.phone,
        role: user.role,
        userRole: user.userRole,
        permissions: [...user.permissions],
        two_factor: user.two_factor,
        status: 'active',
    }));
}

type Base = 'income' | 'balance' | 'fixed';
/**
 * Kind, what [min, max] is a fraction of (monthly income, current balance, or 1 cent), the description
 * ({who}, {biller}, {merchant} and {supplier} are filled at random) and the unit amounts are rounded to.
 */
type Move = [kind: TransactionKind, base: Base, min: number, max: number, text: string, round?: number];
type Monthly = [day: number, ...move: Move];

interface Profile {
    income: number;
    rate: number;
    moves: readonly Move[];
    monthly: readonly Monthly[];
}

const moves = (rows: [number, ...Move][]): Move[] =>
    rows.flatMap(([weight, ...move]) => Array.from({ length: weight }, () => move));

const NATURAL_MOVES = moves([
    [3, 'cash_in', 'income', 0.02, 0.15, 'Pix recebido - {who}'],
    [1, 'cash_in', 'income', 0.03, 0.2, 'Transferência recebida - {who}'],
    [1, 'cash_in', 'income', 0.02, 0.1, 'Depósito', 1000],
    [4, 'cash_out', 'balance', 0.03, 0.25, 'Pix enviado - {who}'],
    [1, 'cash_out', 'balance', 0.03, 0.15, 'Saque', 1000],
    [1, 'cash_out', 'balance', 0.05, 0.3, 'Transferência enviada - {who}'],
    [3, 'payment', 'balance', 0.03, 0.25, 'Pagamento de boleto - {biller}'],
    [5, 'payment', 'balance', 0.005, 0.05, 'Compra no débito - {merchant}'],
]);

const LEGAL_MOVES = moves([
    [4, 'cash_in', 'income', 0.02, 0.12, 'Pix recebido - {who}'],
    [3, 'cash_in', 'income', 0.03, 0.15, 'Recebimento de vendas - cartão'],
    [1, 'cash_in', 'income', 0.05, 0.2, 'Liquidação de boleto - {who}'],
    [1, 'cash_in', 'income', 0.01, 0.05, 'Depósito', 1000],
    [3, 'payment', 'balance', 0.05, 0.3, 'Pagamento a fornecedor - {supplier}'],
    [1, 'payment', 'balance', 0.01, 0.08, 'Pagamento de boleto - {biller}'],
    [2, 'cash_out', 'balance', 0.03, 0.2, 'Pix enviado - {supplier}'],
    [1, 'cash_out', 'balance', 0.05, 0.25, 'Transferência enviada - {supplier}'],
]);

const SAVINGS_MOVES = moves([
    [2, 'cash_in', 'income', 0.05, 0.2, 'Aplicação programada'],
    [1, 'cash_in', 'income', 0.02, 0.1, 'Pix recebido - {who}'],
    [2, 'cash_out', 'balance', 0.1, 0.4, 'Resgate para a conta corrente'],
]);

const POS_MOVES = moves([
    [5, 'cash_in', 'income', 0.02, 0.1, 'Recebimento de vendas - cartão'],
    [2, 'cash_in', 'income', 0.01, 0.05, 'Recebimento de vendas - Pix'],
    [2, 'cash_out', 'balance', 0.3, 0.8, 'Transferência enviada - conta corrente'],
]);

interface Shape {
    income: [number, number];
    rate: [number, number];
    moves: readonly Move[];
    monthly: readonly Monthly[];
}

const SHAPES: Record<'natural' | 'legal' | 'savings' | 'pos', Shape> = {
    natural: { income: [250_000, 1_800_000], rate: [6, 13], moves: NATURAL_MOVES, monthly: [] },
    legal: {
        income: [4_000_000, 30_000_000],
        rate: [10, 16],
        moves: LEGAL_MOVES,
        monthly: [
            [5, 'cash_out', 'balance', 0.2, 0.35, 'Folha de pagamento'],
            [20, 'payment', 'balance', 0.03, 0.08, 'DAS - Simples Nacional'],
        ],
    },
    savings: {
        income: [200_000, 1_000_000],
        rate: [4, 5],
        moves: SAVINGS_MOVES,
        monthly: [[1, 'cash_in', 'balance', 0.004, 0.006, 'Rendimento']],
    },
    pos: { income: [2_000_000, 10_000_000], rate: [10, 16], moves: POS_MOVES, monthly: [] },
};

const FILLERS: Record<string, (rng: Rng) => string> = {
    who: (rng) => `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}`,
    biller: (rng) => rng.pick(BILLERS),
    merchant: (rng) => rng.pick(MERCHANTS),
    supplier: (rng) => rng.pick(SUPPLIERS),
};

const fillText = (rng: Rng, text: string) =>
    text.replace(/\{(\w+)\}/g, (_, key: string) => FILLERS[key](rng));

function shapeOf(account: Account, type: AccountType): Shape {
    if (type.code === 'pos') return SHAPES.pos;
    if (account.kind === 'legal_person_account') return SHAPES.legal;
    return account.kind === 'savings' ? SHAPES.savings : SHAPES.natural;
}

function profileOf(rng: Rng, account: Account, type: AccountType, employer: string): Profile {
    const shape = shapeOf(account, type);
    const fee = type.monthly_fee;
    const extra: Monthly[] = [];
    if (fee > 0) extra.push([10, 'manual_charge', 'fixed', fee, fee, 'Tarifa de manutenção']);
    if (shape === SHAPES.natural) extra.push([5, 'cash_in', 'income', 0.97, 1.03, `Salário - ${employer}`]);
    return {
        income: rng.int(...shape.income),
        rate: rng.int(...shape.rate),
        moves: shape.moves,
        monthly: [...shape.monthly, ...extra],
    };
}

const isCredit = (kind: TransactionKind) => kind === 'cash_in' || kind === 'reversal';

function amountOf(
    rng: Rng,
    [kind, base, min, max, , round = 1]: Move,
    income: number,
    balance: number,
): number {
    const reference = base === 'income' ? income : base === 'balance' ? balance : 1;
    const value = Math.floor((reference * (min + rng.next() * (max - min))) / round) * round;
    if (isCredit(kind)) return value;
    return value >= 100 && value <= balance ? -value : 0;
}

interface Event {
    move: Move;
    seconds: number;
}

function dayEvents(rng: Rng, profile: Profile, dayOfMonth: number): Event[] {
    const fixed = profile.monthly
        .filter(([day]) => day === dayOfMonth)
        .map(([, ...move]) => ({ move, seconds: rng.int(11 * HOUR_S, 12 * HOUR_S) }));
    const chance = profile.rate / 40;
    const count = (rng.chance(chance) ? 1 : 0) + (rng.chance(chance / 3) ? 1 : 0);
    const random = Array.from({ length: count }, () => ({
        move: rng.pick(profile.moves),
        seconds: businessSeconds(rng),
    }));
    return [...fixed, ...random].sort((a, b) => a.seconds - b.seconds);
}

type Row = Omit<Transaction, 'id' | 'created_at'> & { at: number };

interface Ledger {
    rows: Row[];
    balance(): number;
    post(kind: TransactionKind, description: string, amount: number, at: number): Row;
}

function createLedger(accountId: number): Ledger {
    const rows: Row[] = [];
    const balance = () => rows.at(-1)?.balance_after ?? 0;
    const post = (kind: TransactionKind, description: string, amount: number, at: number) => {
        const row: Row = {
            account_id: accountId,
            kind,
            description,
            amount,
            balance_after: balance() + amount,
            status: 'transacted',
            at,
        };
        rows.push(row);
        return row;
    };
    return { rows, balance, post };
}

function postDay(rng: Rng, profile: Profile, dayStart: number, ledger: Ledger): void {
    const events = dayEvents(rng, profile, new Date(dayStart).getUTCDate());
    events.forEach((event, index) => {
        const amount = amountOf(rng, event.move, profile.income, ledger.balance());
        if (amount === 0) return;
        const [kind, , , , text] = event.move;
        const row = ledger.post(kind, fillText(rng, text), amount, dayStart + event.seconds * 1000);
        const next = events[index + 1]?.seconds ?? event.seconds + 2 * HOUR_S;
        if (kind !== 'payment' || next - event.seconds < 60 || !rng.chance(0.03)) return;
        row.status = 'reversed';
        const at = dayStart + Math.floor((event.seconds + next) / 2) * 1000;
        ledger.post('reversal', `Estorno - ${row.description}`, -amount, at);
    });
}

function accountRows(rng: Rng, midnight: number, account: Account, profile: Profile): Row[] {
    const ledger = createLedger(account.id);
    const opening = midnight - LEDGER_DAYS * DAY_MS + rng.int(13 * HOUR_S, 14 * HOUR_S) * 1000;
    ledger.post('cash_in', 'Depósito inicial', Math.round(profile.income * (0.3 + rng.next())), opening);
    for (let daysAgo = LEDGER_DAYS - 1; daysAgo >= 1; daysAgo--) {
        postDay(rng, profile, midnight - daysAgo * DAY_MS, ledger);
    }
    account.balance = ledger.balance();
    account.created_at = new Date(opening - 10 * 60_000).toISOString();
    return ledger.rows;
}

function employerOf(rng: Rng, account: Account, companies: readonly string[]): string {
    const demo = DEMO_USERS[account.person_id - 1];
    return demo && STAFF.has(demo.key) ? PORTAL_BANK : rng.pick(companies);
}

function createTransactions(ctx: Context, accounts: Account[], types: AccountType[], companies: string[]) {
    const rng = createRng(LEDGER_SEED);
    const rows = accounts.flatMap((account) => {
        const type = types[account.account_type_id - 1];
        const profile = profileOf(rng, account, type, employerOf(rng, account, companies));
        return accountRows(rng, ctx.midnight, account, profile);
    });
    rows.sort((a, b) => a.at - b.at || a.account_id - b.account_id);
    return rows.map(
        ({ at, ...row }, index): Transaction => ({
            id: index + 1,
            ...row,
            created_at: new Date(at).toISOString(),
        }),
    );
}

export function createSeed(today: Date): SandboxState {
    if (Number.isNaN(today.getTime())) throw new RangeError('createSeed needs a valid date');
    const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
    const ctx: Context = { rng: createRng(PEOPLE_SEED), midnight, taken: new Set() };
    const accountTypes = createAccountTypes(ctx);
    const persons = createPersons(ctx);
    const accounts = createAccounts(ctx, persons, accountTypes);
    const users = createUsers(ctx.rng);
    const companies = persons.flatMap((person) => person.trade_name ?? []);
    const transactions = createTransactions(ctx, ledgerAccounts(ctx.rng, accounts), accountTypes, companies);
    const agencies = createAgencies();
    const drawees = createDrawees(midnight, users);
    const invoices = createInvoices(midnight, { accounts, agencies, persons, transactions, drawees, users });
    const held = createApprovals(midnight, { accounts, agencies, persons, users });
    const slipParcels = createSlipParcels(midnight, {
        accounts,
        agencies,
        persons,
        users,
        transactions,
        ...held,
    });
    // Last of the steps that write the ledger: it puts the rows back in time order and redoes balances.
    const banks = createBanks();
    const pix = createPix(midnight, { persons, accounts, agencies, banks, users, transactions, ...held });
    linkStatements({ transactions, accounts, ...held, ...pix }, today);
    const statementCorrections = createStatementCorrections(midnight, {
        accounts,
        agencies,
        persons,
        users,
        transactions,
        approvals: held.approvals,
    });
    // Recent registrations waiting for the back office: after everything that picks among the holders.
    const registrations = createRegistrations(today, { persons, accounts, users, accountTypes });
    persons.push(...registrations.persons);
    accounts.push(...registrations.accounts);
    const state: SandboxState = {
        persons,
        banks,
        agencies,
        accountTypes,
        accounts,
        transactions,
        users,
        sessions: [],
        smsCodes: [],
        signupCodes: [],
        notifications: createNotifications(midnight, users),
        cards: createCards(midnight, { accounts, accountTypes, transactions, users }),
        drawees,
        ...held,
        invoices,
        invoiceBatches: [],
        remittances: [],
        slipParcels,
        ...pix,
        pixOrganizations: createPixOrganizations(midnight, banks),
        documents: createDocuments(today.getTime(), persons, users),
        linkedAccounts: [],
        cashOperations: [],
        redemptions: [],
        certificates: createCertificates(midnight, persons, users),
        employees: [],
        idempotency: [],
        cooperatives: createCooperatives(midnight, users),
        statementCorrections,
        ...createLedgers(midnight, { accounts, banks, persons }),
        transactionPasswords: createTransactionPasswords(midnight),
        favoreds: createPayees(midnight, {
            users,
            persons,
            accounts,
            agencies,
            participants: pix.pixParticipants,
        }),
        favoredCategories: FAVORED_CATEGORIES.map((c) => ({ ...c })),
        transfers: createTransfers(midnight, {
            users,
            accounts,
            persons,
            agencies,
            pixParticipants: pix.pixParticipants,
        }),
        manualRecharges: [],
        administrativeTransfers: [],
        rechargeInvoices: [],
        productOrders: [],
    };
    addRedemptions(state, midnight);
    // Last: each brand's institutions hierarchy re-homes a few accounts nothing else points at.
    addInstitutions(state, midnight);
    // The manual recharges' source graphic account, and one recharge waiting for approval (a portal account).
    addRecharges(state, midnight);
    return state;
}
