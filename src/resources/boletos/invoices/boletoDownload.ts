import { getUser } from '../../../authProvider/session';
import { currentBrand } from '../../../brands';
import { downloadBlob } from '../../../ui/downloadBlob';
import { type AccountView, fetchAccounts } from '../../accounts';
import type { InvoiceView } from './api';

/** The viewer's own accounts, to print the beneficiary's agency and account; none when they cannot be read. */
const ownAccounts = async (): Promise<AccountView[]> => {
    const personId = getUser()?.person_id;
    if (personId === undefined) return [];
    try {
        return await fetchAccounts(personId);
    } catch {
        return [];
    }
};

/** '…-boleto-10000000042.pdf' for one, '…-boletos-<first>-a-<last>.pdf' for several. */
export const boletoFileName = (invoices: readonly InvoiceView[]) =>
    invoices.length === 1
        ? `boleto-${invoices[0].our_number}.pdf`
        : `boletos-${invoices[0].our_number}-a-${invoices[invoices.length - 1].our_number}.pdf`;

/**
 * The boletos as one PDF (a page each), offered as a download. jsPDF is loaded only now; the accounts are
 * passed when the caller has them (the issue form), read otherwise.
 */
export async function downloadBoletos(invoices: readonly InvoiceView[], accounts?: readonly AccountView[]) {
    const [{ boletoPdf }, known] = await Promise.all([
        import('../../../pdf/boleto'),
        accounts ? Promise.resolve(accounts) : ownAccounts(),
    ]);
    const byId = new Map(
        known.map((a) => [a.id, { agency: a.agency?.number ?? '0001', number: a.number, digit: a.digit }]),
    );
    downloadBlob(boletoPdf(invoices, { brand: currentBrand(), accounts: byId }), boletoFileName(invoices));
}
