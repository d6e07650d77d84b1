import type { Account, Agency } from '../../contract/accounts';
import type { Person } from '../../contract/people';
import type { PixParticipant } from '../../contract/pix';
import type { Transfer } from '../../contract/transfers';
import { addDays, nextBusinessDay } from '../../domain/businessDays';
import { cpfFromSeed } from '../../domain/cpf';
import { toDateOnlyBrasilia } from '../../domain/dates';
import { TED_FEE_CENTS } from '../../domain/transfers';
import type { User } from '../types';

/**
 * A handful of transfers for the demo holder Felipe (`cliente`): a TED scheduled for a coming business day
 * (nothing moved yet, so the ledger is untouched) and one he cancelled, for the "Agendadas" list.
 */
export function createTransfers(
    midnight: number,
    state: {
        users: User[];
        accounts: Account[];
        persons: Person[];
        agencies: Agency[];
        pixParticipants: PixParticipant[];
    },
): Transfer[] {
    const user = state.users.find((u) => u.username === '83956073932');
    const account = state.accounts.find((a) => a.person_id === user?.person_id && a.status === 'active');
    const bank =
        state.pixParticipants.find((p) => p.compe === '341') ?? state.pixParticipants.find((p) => p.compe);
    if (!user || !account || !bank?.compe) return [];
    const today = toDateOnlyBrasilia(new Date(midnight));
    const created = new Date(midnight - 86_400_000).toISOString();
    const base = {
        account_id: account.id,
        user_id: user.id,
        origin: 'transfer' as const,
        kind: 'ted' as const,
        fee: TED_FEE_CENTS,
        favored_id: null,
        to_account_id: null,
        transaction_id: null,
        fee_transaction_id: null,
        credit_transaction_id: null,
        failure_reason: null,
        created_at: created,
        settled_at: null,
        canceled_at: null,
    };
    const party = {
        name: 'Joana Prado Lima',
        document: cpfFromSeed(7_301),
        bank_code: bank.compe,
        bank_ispb: bank.ispb,
        bank_name: bank.name,
        agency: '1234',
        account: '567890',
        account_digit: '1',
        account_kind: 'checking' as const,
    };
    return [
        {
            ...base,
            id: 1,
            amount: 45_000,
            status: 'scheduled',
            payment_date: nextBusinessDay(addDays(today, 7)),
            description: 'Aluguel',
            counterparty: party,
        },
        {
            ...base,
            id: 2,
            amount: 12_000,
            status: 'canceled',
            payment_date: nextBusinessDay(addDays(today, 3)),
            description: 'Mensalidade',
            counterparty: party,
            canceled_at: created,
        },
    ];
}
