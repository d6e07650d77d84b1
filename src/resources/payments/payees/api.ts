import type { Favored } from '../../../contract/payees';
import type { Transfer, TransferParty, TransferSimulation } from '../../../contract/transfers';
import { maskPixDocument } from '../../../domain/pix';

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
