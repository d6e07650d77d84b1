import { useDataProvider, useNotify } from 'react-admin';
import type { BankDataProvider } from '../../../dataProvider';
import { useBusy } from '../../../ui/useBusy';
import type { AccountView } from '../../accounts';
import type { InvoiceView } from './api';
import { downloadBoletos, ownAccounts } from './boletoDownload';

/** "Baixar PDF": one download at a time, a notice when the PDF cannot be made. */
export const usePdfDownload = (accounts?: readonly AccountView[]) => {
    const { busy, run } = useBusy();
    const notify = useNotify();
    const dataProvider = useDataProvider<BankDataProvider>();
    const download = (invoices: readonly InvoiceView[]) =>
        run(async () => {
            try {
                await downloadBoletos(invoices, accounts ?? ownAccounts(dataProvider));
            } catch {
                notify('Não foi possível gerar o PDF do boleto. Tente novamente.', { type: 'error' });
            }
        });
    return { busy, download };
};
