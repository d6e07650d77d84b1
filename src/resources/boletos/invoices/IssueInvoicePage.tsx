import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title } from 'react-admin';
import { asLoad, useRead } from '../../../dataProvider/hooks';
import { LoadFailed, Loading } from '../../../ui/LoadStates';
import { INVOICES, type InvoiceView, type IssueSetup } from './api';
import { InvoiceForm } from './InvoiceForm';
import { IssueResult } from './IssueResult';

/**
 * `/emitir-boleto`: a boleto (or a series in installments) to one payer, registered at once; the result
 * shows each boleto's line, barcode and PDF.
 */
export const IssueInvoicePage = () => {
    const setup = asLoad(useRead<IssueSetup>(INVOICES, 'setup'));
    const [issued, setIssued] = useState<InvoiceView[] | null>(null);
    const [round, setRound] = useState(0);

    const another = () => {
        setIssued(null);
        setRound((n) => n + 1);
    };

    return (
        <Box sx={{ py: 2, maxWidth: 820 }}>
            <Title title="Emitir boleto" />
            <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
                Emitir boleto
            </Typography>
            {setup.status === 'loading' && <Loading label="Carregando suas contas…" />}
            {setup.status === 'error' && (
                <LoadFailed what="os dados para emitir boletos" onRetry={setup.retry} />
            )}
            {setup.status === 'ready' && setup.data.accounts.length === 0 && (
                <Typography>Você não tem conta ativa para receber boletos.</Typography>
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
