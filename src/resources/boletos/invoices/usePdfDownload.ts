import { useDataProvider, useNotify } from 'react-admin';
import type { BankDataProvider } from '../../../dataProvider';
import { useMessages } from '../../../i18n';
import { useBusy } from '../../../ui/useBusy';
import type { AccountView } from '../../accounts';
import type { InvoiceView } from './api';
import { downloadBoletos, ownAccounts } from './boletoDownload';
import { invoiceMessages } from './messages';

/** "Baixar PDF": one download at a time, a notice when the PDF cannot be made. */
export const usePdfDownload = (accounts?: readonly AccountView[]) => {
    const { busy, run } = useBusy();
    const t = useMessages(invoiceMessages);
    const notify = useNotify();
    const dataProvider = useDataProvider<BankDataProvider>();
    const download = (invoices: readonly InvoiceView[]) =>
        run(async () => {
            try {
                await downloadBoletos(invoices, accounts ?? ownAccounts(dataProvider));
            } catch {
                notify(t('boleto_invoices.pdf.failed'), { type: 'error' });
            }
        });
    return { busy, download };
};
