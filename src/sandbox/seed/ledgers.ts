import type { Account, Bank } from '../../contract/accounts';
import type { GraphicAccount, GraphicEntry, TransientEntry } from '../../contract/ledgers';
import type { Person } from '../../contract/people';
import { cpfFromSeed, maskCpf } from '../../domain/cpf';
import { FIRST_NAMES, SURNAMES } from './names';
import { createRng, type Rng } from './random';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const SEED = 20_261_118;
const PORTAL_BANK_ID = 1;

type Row = [
    code: string,
    name: string,
    purpose: string,
    nature: GraphicAccount['nature'],
    source: GraphicAccount['source'],
];

/** The portal institution's internal accounts (COSIF-like codes). */
const GRAPHIC_ACCOUNTS: readonly Row[] = [
    [
        '1.1.1.10.001',
        'Numerário em caixa - tesouraria',
        'Dinheiro em espécie das agências: depósitos e saques feitos no caixa',
        'asset',
        'cash',
    ],
    [
        '4.9.9.30.010',
        'Conta transitória Pix',
        'Pix recebidos para contas que não podiam recebê-los, até o crédito ou a devolução',
        'liability',
        'transient',
    ],
    [
        '4.9.9.92.001',
        'Provisão para perdas operacionais',
        'Provisões mensais para fraudes e erros operacionais, e suas reversões',
        'liability',
        'own',
    ],
    [
        '1.8.8.20.003',
        'Adiantamentos a fornecedores',
        'Pagamentos antecipados a fornecedores de serviços, compensados na entrega',
        'asset',
        'own',
    ],
    [
        '7.1.7.10.001',
        'Rendas de tarifas bancárias',
        'Contrapartida das tarifas cobradas das contas dos titulares',
        'income',
        'fees',
    ],
];

const at = (midnight: number, daysAgo: number, hour: number) =>
    new Date(midnight - daysAgo * DAY_MS + hour * HOUR_MS).toISOString();

function ownEntries(midnight: number, rng: Rng): Omit<GraphicEntry, 'id'>[] {
    const entries: Omit<GraphicEntry, 'id'>[] = [
        {
            graphic_account_id: 1,
            description: 'Suprimento de numerário - transportadora de valores',
            amount: 250_000_000,
            created_at: at(midnight, 370, 13),
        },
    ];
    for (let month = 11; month >= 0; month--) {
        const provision = rng.int(800_000, 2_500_000);
        entries.push({
            graphic_account_id: 3,
            description: 'Constituição de provisão mensal',
            amount: provision,
            created_at: at(midnight, month * 30 + 3, 14),
        });
        if (month % 3 === 0)
            entries.push({
                graphic_account_id: 3,
                description: 'Reversão de provisão - perdas não realizadas',
                amount: -Math.round(provision * 0.6),
                created_at: at(midnight, month * 30 + 1, 15),
            });
    }
    for (const [daysAgo, amount, supplier] of [
        [200, 1_850_000, 'Vigilância Forte Segurança'],
        [140, 3_200_000, 'DataNorte Processamento'],
        [90, 1_250_000, 'Limpa Bem Serviços'],
    ] as const) {
        entries.push({
            graphic_account_id: 4,
            description: `Adiantamento - ${supplier}`,
            amount,
            created_at: at(midnight, daysAgo, 16),
        });
        entries.push({
            graphic_account_id: 4,
            description: `Compensação na entrega - ${supplier}`,
            amount: -amount,
            created_at: at(midnight, daysAgo - 20, 16),
        });
    }
    return entries.sort((a, b) => a.created_at.localeCompare(b.created_at));
}

const REFUND_REASONS = [
    'Conta encerrada a pedido do titular: valor devolvido ao pagador.',
    'Titular não regularizou a conta no prazo: devolvido ao pagador.',
];

/** 'E' + ISPB + yyyyMMddHHmm + 11 letters and digits: 32 characters. */
const endToEnd = (rng: Rng, ispb: string, iso: string) => {
    const stamp = iso.replace(/\D/g, '').slice(0, 12);
    const tail = Array.from({ length: 11 }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'[rng.int(0, 33)]).join(
        '',
    );
    return `E${ispb}${stamp}${tail}`;
};

/**
 * Pix that arrived for accounts unable to take them: pending ones for blocked accounts and for accounts whose
 * registration was still under analysis then (active now, so they can be credited), and two returned ones.
 */
function transientEntries(
    midnight: number,
    rng: Rng,
    accounts: Account[],
    banks: Bank[],
    persons: Person[],
): TransientEntry[] {
    const personOf = (account: Account) => persons.find((p) => p.id === account.person_id);
    const natural = (account: Account) => personOf(account)?.type === 'natural' && account.kind !== 'savings';
    const blocked = accounts.filter((a) => a.status === 'blocked' && natural(a)).slice(0, 3);
    // Past the demo users' persons: an account of a holder approved since (active now).
    const approvedSince = accounts
        .filter((a) => a.status === 'active' && a.person_id > 20 && natural(a))
        .slice(0, 3);
    const plan: [Account, TransientEntry['reason'], TransientEntry['status']][] = [
        ...approvedSince.map((a): [Account, TransientEntry['reason'], TransientEntry['status']] => [
            a,
            'account_pending',
            'pending',
        ]),
        ...blocked.map((a, index): [Account, TransientEntry['reason'], TransientEntry['status']] => [
            a,
            'account_blocked',
            index === 0 ? 'refunded' : 'pending',
        ]),
    ];
    if (blocked[0]) plan.push([blocked[0], 'account_closed', 'refunded']);
    const payers = banks.filter((b) => b.id !== PORTAL_BANK_ID);
    return plan.map(([account, reason, status], index) => {
        const bank = payers[index % payers.length];
        const received = at(
            midnight,
            status === 'pending' ? (index % 4) + 1 : 20 + index * 3,
            12 + (index % 8),
        );
        const name = `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}`;
        const decided = status === 'pending' ? null : at(midnight, 15 + index, 17);
        return {
            id: index + 1,
            end_to_end_id: endToEnd(rng, bank.ispb, received),
            amount: rng.int(50, 4_000) * 100 + rng.int(0, 99),
            payer: {
                name,
                document_masked: maskCpf(cpfFromSeed(70_000 + index * 11)),
                ispb: bank.ispb,
                participant: bank.name,
            },
            account_id: account.id,
            reason,
            description: rng.pick(['Aluguel', 'Reembolso', 'Pagamento de serviço', '']),
            status,
            received_at: received,
            decided_at: decided,
            decided_by: decided ? { id: 2, name: 'Bruno Henrique Almeida' } : null,
            refund_reason: status === 'refunded' ? REFUND_REASONS[index % REFUND_REASONS.length] : null,
            transaction_id: null,
        };
    });
}

/** The graphic accounts, their own entries and the transient account's Pix (docs/api.md "Ledgers"). */
export function createLedgers(
    midnight: number,
    { accounts, banks, persons }: { accounts: Account[]; banks: Bank[]; persons: Person[] },
) {
    const rng = createRng(SEED);
    const graphicAccounts: GraphicAccount[] = GRAPHIC_ACCOUNTS.map(
        ([code, name, purpose, nature, source], index) => ({
            id: index + 1,
            code,
            name,
            purpose,
            bank_id: PORTAL_BANK_ID,
            nature,
            source,
            status: code === '1.8.8.20.003' ? 'inactive' : 'active',
            created_at: at(midnight, 900 - index * 40, 12),
        }),
    );
    const graphicEntries: GraphicEntry[] = ownEntries(midnight, rng).map((entry, index) => ({
        id: index + 1,
        ...entry,
    }));
    return {
        graphicAccounts,
        graphicEntries,
        transientEntries: transientEntries(midnight, rng, accounts, banks, persons),
    };
}
