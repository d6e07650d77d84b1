import type { Favored } from '../../../contract/payees';
import type {
    EarlierTransfer,
    Transfer,
    TransferParty,
    TransferSimulation,
} from '../../../contract/transfers';
import { formatDate, formatDateTime } from '../../../domain/dates';
import { formatBRL } from '../../../domain/money';
import { maskPixDocument } from '../../../domain/pix';
import { statusLabel } from '../../../domain/statuses';
import { textOf } from '../../../i18n';
import { payeeMessages } from './messages';

const t = textOf(payeeMessages);

/** A payee as `access/favored` answers it. */
export type FavoredView = Favored & { category_name: string | null };

/** A payment to a payee as `payment/transaction/favoreds` answers it. */
export type PaymentView = Transfer & { payer?: TransferParty };

export type SimulationView = TransferSimulation & { counterparty?: TransferParty };

/** The list's document: a person's CPF masked, a company's CNPJ in full. */
export const documentText = (document: string) => (document ? maskPixDocument(document) : '');

/** '341 · Itaú Unibanco S.A.' */
export const bankText = (f: Pick<Favored, 'bank_code' | 'bank_name'>) =>
    f.bank_code ? `${f.bank_code} · ${f.bank_name}` : f.bank_name;

/** The receipt page of the transfers area. */
export const receiptPath = (id: number) => `/receipt-redirect?type=transfer&id=${id}`;

/** The review's warning lines for the same payment confirmed moments ago: when, how much, its status. */
export const repeatItems = (earlier: readonly EarlierTransfer[]) =>
    earlier.map((e) => ({
        id: e.id,
        text: t(e.status === 'scheduled' ? 'payees.pay.repeat.item_scheduled' : 'payees.pay.repeat.item', {
            when: formatDateTime(e.created_at),
            date: formatDate(`${e.payment_date}T12:00:00Z`),
            amount: formatBRL(e.amount),
            status: statusLabel('generic', e.status),
        }),
    }));
