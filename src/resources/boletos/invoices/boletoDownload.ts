import { getUser } from '../../../authProvider/session';
import { currentBrand } from '../../../brands';
import type { BankDataProvider } from '../../../dataProvider';
import { downloadBlob } from '../../../ui/downloadBlob';
import type { AccountView } from '../../accounts';
import type { InvoiceView } from './api';

/** The viewer's own accounts, to print the beneficiary's agency and account; none when they cannot be read. */
export const ownAccounts = async (dataProvider: BankDataProvider): Promise<AccountView[]> => {
    const personId = getUser()?.person_id;
    if (personId === undefined || personId === null) return [];
    try {
        const { data } = await dataProvider.getList<AccountView>('contas-titular', {
            filter: { person_id: personId },
            pagination: { page: 1, perPage: 100 },
            sort: { field: 'id', order: 'ASC' },
        });
        return data;
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
 * The boletos as one PDF (a page each), offered as a download. jsPDF is loaded only now, while the accounts
 * are read (`ownAccounts`) unless the caller has them (the issue form).
 */
export async function downloadBoletos(
    invoices: readonly InvoiceView[],
    accounts: readonly AccountView[] | Promise<readonly AccountView[]>,
) {
    const [{ boletoPdf }, known] = await Promise.all([import('../../../pdf/boleto'), accounts]);
    const byId = new Map(
        known.map((a) => [a.id, { agency: a.agency?.number ?? '0001', number: a.number, digit: a.digit }]),
    );
    downloadBlob(boletoPdf(invoices, { brand: currentBrand(), accounts: byId }), boletoFileName(invoices));
}
