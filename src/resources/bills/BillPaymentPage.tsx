import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title } from 'react-admin';
import { getUser } from '../../authProvider/session';
import { asLoad, type Load } from '../../dataProvider/hooks';
import { useMessages } from '../../i18n';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { type AccountView, useHolderAccounts } from '../accounts';
import type { BillPaymentView } from './api';
import { BillConfirm } from './BillConfirm';
import { type BillDraft, BillForm, EMPTY_DRAFT } from './BillForm';
import { BillReceipt } from './BillReceipt';
import { billMessages } from './messages';

type Step =
    | { name: 'form'; errors?: Record<string, string> }
    | { name: 'confirm' }
    | { name: 'receipt'; payment: BillPaymentView };

/**
 * `/liquidacaoboleto` and `/s-liquidacaoboleto`: pay a boleto from one of the user's accounts. The line is
 * read as it is typed; a confirmation step shows what will move and asks for the transaction password; the
 * receipt ends it (on screen and as a PDF).
 */
export const BillPaymentPage = () => {
    const t = useMessages(billMessages);
    const personId = getUser()?.person_id ?? null;
    const holderAccounts = asLoad(useHolderAccounts(personId));
    const accounts: Load<AccountView[]> =
        holderAccounts.status === 'ready'
            ? { ...holderAccounts, data: holderAccounts.data.filter((a) => a.status === 'active') }
            : holderAccounts;
    const [draft, setDraft] = useState<BillDraft>(EMPTY_DRAFT);
    const [step, setStep] = useState<Step>({ name: 'form' });

    const restart = () => {
        setDraft(EMPTY_DRAFT);
        setStep({ name: 'form' });
        accounts.retry();
    };
    const account = (list: AccountView[]) => list.find((a) => a.id === draft.accountId);

    return (
        <Box sx={{ py: 2, maxWidth: 720 }}>
            <Title title={t('bills.page.title')} />
            <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
                {t('bills.page.title')}
            </Typography>
            {accounts.status === 'loading' && <Loading label={t('bills.page.loading_accounts')} />}
            {accounts.status === 'error' && (
                <LoadFailed what={t('bills.page.what_accounts')} onRetry={accounts.retry} />
            )}
            {accounts.status === 'ready' && accounts.data.length === 0 && (
                <Typography>{t('bills.page.no_account')}</Typography>
            )}
            {accounts.status === 'ready' && accounts.data.length > 0 && (
                <>
                    {step.name === 'form' && (
                        <BillForm
                            accounts={accounts.data}
                            draft={draft}
                            serverErrors={step.errors}
                            onChange={setDraft}
                            onContinue={() => setStep({ name: 'confirm' })}
                        />
                    )}
                    {step.name === 'confirm' && (
                        <BillConfirm
                            draft={draft}
                            account={account(accounts.data)}
                            onBack={(errors) => setStep({ name: 'form', errors })}
                            onPaid={(payment) => setStep({ name: 'receipt', payment })}
                        />
                    )}
                    {step.name === 'receipt' && <BillReceipt payment={step.payment} onAnother={restart} />}
                </>
            )}
        </Box>
    );
};
