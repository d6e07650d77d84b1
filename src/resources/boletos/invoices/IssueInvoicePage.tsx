import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title } from 'react-admin';
import { asLoad, useRead } from '../../../dataProvider/hooks';
import { useMessages } from '../../../i18n';
import { LoadFailed, Loading } from '../../../ui/LoadStates';
import { INVOICES, type InvoiceView, type IssueSetup } from './api';
import { InvoiceForm } from './InvoiceForm';
import { IssueResult } from './IssueResult';
import { invoiceMessages } from './messages';

/**
 * `/emitir-boleto`: a boleto (or a series in installments) to one payer, registered at once; the result
 * shows each boleto's line, barcode and PDF.
 */
export const IssueInvoicePage = () => {
    const t = useMessages(invoiceMessages);
    const setup = asLoad(useRead<IssueSetup>(INVOICES, 'setup'));
    const [issued, setIssued] = useState<InvoiceView[] | null>(null);
    const [round, setRound] = useState(0);

    const another = () => {
        setIssued(null);
        setRound((n) => n + 1);
    };

    return (
        <Box sx={{ py: 2, maxWidth: 820 }}>
            <Title title={t('boleto_invoices.common.issue')} />
            <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
                {t('boleto_invoices.common.issue')}
            </Typography>
            {setup.status === 'loading' && (
                <Loading label={t('boleto_invoices.issue_page.loading')} shape="detail" />
            )}
            {setup.status === 'error' && (
                <LoadFailed what={t('boleto_invoices.issue_page.what')} onRetry={setup.retry} />
            )}
            {setup.status === 'ready' && setup.data.accounts.length === 0 && (
                <Typography>{t('boleto_invoices.issue_page.no_account')}</Typography>
            )}
            {setup.status === 'ready' &&
                setup.data.accounts.length > 0 &&
                (issued ? (
                    <IssueResult invoices={issued} accounts={setup.data.accounts} onAnother={another} />
                ) : (
                    <InvoiceForm key={round} setup={setup.data} onIssued={setIssued} />
                ))}
        </Box>
    );
};
