import type { Account } from '../../contract/accounts';
import type { Drawee, Invoice } from '../../contract/invoices';
import { BRASILIA_OFFSET_MS } from '../../domain/dates';
import { chargesOn, type InvoiceTerms } from '../../domain/invoice';
import { issueInvoices, settleInvoice } from '../invoices';
import type { SandboxState } from '../types';
import { reorderLedger } from './ledger';
import { createRng, type Rng } from './random';

/** Its own random stream: the boletos leave the seed's other collections as they were. */
const INVOICE_SEED = 20_251_122;
const DAY_MS = 86_400_000;

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

type Seeded = Pick<SandboxState, 'accounts' | 'agencies' | 'persons' | 'transactions' | 'drawees' | 'users'>;

/** The account a holder receives boletos in: their first active checking account. */
const receivingAccount = (state: Seeded, personId: number): Account | undefined =>
    state.accounts.find((a) => a.person_id === personId && a.status === 'active' && a.kind !== 'savings');

const INSTRUCTIONS = [
    'Não receber após 30 dias do vencimento.',
    'Após o vencimento, cobrar multa e juros conforme indicado.',
    'Referente a fornecimento de mercadorias conforme pedido.',
    'Mensalidade de serviços. Dúvidas: financeiro@empresa.com.br',
    '',
];

function termsFor(rng: Rng, due: string, company: boolean): InvoiceTerms {
    const amount = rng.pick([15_000, 28_990, 45_000, 89_900, 120_000, 250_000, 375_050, 1_280_000]);
    const discount = rng.chance(0.3) ? Math.round(amount * 0.05) : 0;
    return {
        amount,
        due_date: due,
        installments: 1,
        fine_percent: company ? rng.pick([200, 500]) : 200,
        interest_percent: 100,
        discount_amount: discount,
        discount_until: discount ? due : null,
        instructions: rng.pick(INSTRUCTIONS),
        your_number: rng.chance(0.6) ? `NF${rng.int(1000, 99999)}` : '',
    };
}

/**
 * The holders' boletos over the last four months and the next two: most of the past ones paid (some late,
 * with fine and interest, some with the discount), a few expired or canceled, the future ones open, and one
 * series in installments. Each payment credits the holder's account, so balances and statements agree.
 */
export function createInvoices(midnight: number, state: Seeded): Invoice[] {
    const rng = createRng(INVOICE_SEED);
    const today = isoDate(midnight);
    const invoices: Invoice[] = [];
    const owners = [...new Set(state.drawees.map((d) => d.owner_person_id))];
    for (const owner of owners) {
        const account = receivingAccount(state, owner);
        const payers = state.drawees.filter((d) => d.owner_person_id === owner && d.status === 'active');
        const maker = state.users.find((u) => u.person_id === owner);
        if (!account || !maker || payers.length === 0) continue;
        const count = Math.min(40, payers.length * 2);
        for (let n = 0; n < count; n++) {
            const drawee = payers[n % payers.length];
            const offset = rng.int(-120, 60);
            const issueMs = midnight + Math.min(offset - rng.int(10, 30), 0) * DAY_MS;
            const terms = termsFor(rng, isoDate(midnight + offset * DAY_MS), drawee.document.length === 14);
            invoices.push(
                ...seedIssue(state, { account, drawee, terms, issueMs, maker: maker.id }, invoices),
            );
        }
        const first = payers[0];
        const series: InvoiceTerms = {
            ...termsFor(rng, isoDate(midnight - 40 * DAY_MS), true),
            amount: 600_000,
            installments: 6,
            discount_amount: 0,
            discount_until: null,
        };
        const issueMs = midnight - 70 * DAY_MS;
        invoices.push(
            ...seedIssue(
                state,
                { account, drawee: first, terms: series, issueMs, maker: maker.id },
                invoices,
            ),
        );
    }
    settlePast(rng, midnight, today, state, invoices);
    return invoices;
}

interface Issue {
    account: Account;
    drawee: Drawee;
    terms: InvoiceTerms;
    issueMs: number;
    maker: number;
}

function seedIssue(state: Seeded, issue: Issue, sofar: Invoice[]): Invoice[] {
    const at = new Date(issue.issueMs + 10 * 3_600_000 + BRASILIA_OFFSET_MS).toISOString();
    return issueInvoices({
        state,
        account: issue.account,
        drawee: issue.drawee,
        terms: issue.terms,
        issueDate: isoDate(issue.issueMs),
        status: 'pending',
        batchId: null,
        createdBy: issue.maker,
        now: at,
        firstId: sofar.length + 1,
        group: `seed-${sofar.length + 1}`,
    }).map((invoice) => ({
        ...invoice,
        uuid: `00000000-0000-4000-8000-${String(invoice.id).padStart(12, '0')}`,
    }));
}

/** Pays (or cancels) the past boletos and credits their issuers; later balances follow. */
function settlePast(rng: Rng, midnight: number, today: string, state: Seeded, invoices: Invoice[]) {
    const touched = new Set<number>();
    let nextId = state.transactions.reduce((max, t) => Math.max(max, t.id), 0) + 1;
    for (const invoice of invoices) {
        const dueMs = Date.parse(invoice.due_date);
        const roll = rng.next();
        if (dueMs >= midnight) {
            if (roll < 0.15 && dueMs - midnight < 20 * DAY_MS) pay(invoice, dueMs - rng.int(1, 5) * DAY_MS);
            continue;
        }
        if (roll < 0.72) pay(invoice, dueMs - rng.int(0, 3) * DAY_MS);
        else if (roll < 0.85) pay(invoice, dueMs + rng.int(1, 12) * DAY_MS);
        else if (roll < 0.92) {
            const at = new Date(dueMs + rng.int(2, 20) * DAY_MS + 15 * 3_600_000).toISOString();
            Object.assign(invoice, {
                status: 'canceled',
                canceled_at: at,
                cancel_reason: 'Acordo com o cliente: cobrança substituída.',
                updated_at: at,
            });
        }
    }

    function pay(invoice: Invoice, dayMs: number) {
        const paidMs = Math.max(Math.min(dayMs, midnight - DAY_MS), Date.parse(invoice.issue_date) + DAY_MS);
        const day = isoDate(paidMs);
        if (day >= today) return;
        const at = new Date(paidMs + rng.int(9, 17) * 3_600_000 + BRASILIA_OFFSET_MS).toISOString();
        settleInvoice(
            { invoices, accounts: state.accounts, transactions: state.transactions },
            invoice,
            chargesOn(invoice, day).total,
            at,
            nextId++,
        );
        touched.add(invoice.account_id);
    }
    reorderLedger(state, touched);
}
