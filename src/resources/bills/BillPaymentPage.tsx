import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title } from 'react-admin';
import { getUser } from '../../authProvider/session';
import { asLoad, type Load } from '../../dataProvider/hooks';
import { useMessages } from '../../i18n';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { type AccountView, useHolderAccounts } from '../accounts';
import { type BillPaymentView, debitAccounts, type PaymentMode } from './api';
import { BillConfirm } from './BillConfirm';
import { type BillDraft, BillForm, EMPTY_DRAFT } from './BillForm';
import { BillReceipt } from './BillReceipt';
import { billMessages } from './messages';

type Step =
    | { name: 'form'; errors?: Record<string, string> }
    | { name: 'confirm' }
    | { name: 'receipt'; payment: BillPaymentView };

/**
 * Pay a boleto: `own` (/liquidacaoboleto) from the holder's own account, `subaccount` (/s-liquidacaoboleto)
 * from one of their sub-accounts, chosen here. The line is read as it is typed; a confirmation step shows what
 * will move and asks for the transaction password; the receipt ends it (on screen and as a PDF).
 */
const BillPayment = ({ mode }: { mode: PaymentMode }) => {
    const t = useMessages(billMessages);
    const personId = getUser()?.person_id ?? null;
    const holderAccounts = asLoad(useHolderAccounts(personId));
    const accounts: Load<AccountView[]> =
        holderAccounts.status === 'ready'
            ? { ...holderAccounts, data: debitAccounts(holderAccounts.data, personId, mode) }
            : holderAccounts;
    const [entered, setDraft] = useState<BillDraft>(EMPTY_DRAFT);
    const [step, setStep] = useState<Step>({ name: 'form' });
    // A single account to debit is already chosen.
    const only = accounts.status === 'ready' && accounts.data.length === 1 ? accounts.data[0].id : null;
    const draft = { ...entered, accountId: entered.accountId ?? only };
    const hasSubaccounts =
        holderAccounts.status === 'ready' &&
        debitAccounts(holderAccounts.data, personId, 'subaccount').length > 0;
    const title = mode === 'own' ? t('bills.page.title') : t('bills.page.subaccount_title');

    const restart = () => {
        setDraft(EMPTY_DRAFT);
        setStep({ name: 'form' });
        accounts.retry();
    };
    const account = (list: AccountView[]) => list.find((a) => a.id === draft.accountId);

    return (
        <Box sx={{ py: 2, maxWidth: 720 }}>
            <Title title={title} />
            <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
                {title}
            </Typography>
            {mode === 'subaccount' && (
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                    {t('bills.page.subaccount_intro')}
                </Typography>
            )}
            {accounts.status === 'loading' && <Loading label={t('bills.page.loading_accounts')} />}
            {accounts.status === 'error' && (
                <LoadFailed what={t('bills.page.what_accounts')} onRetry={accounts.retry} />
            )}
            {accounts.status === 'ready' && accounts.data.length === 0 && (
                <Typography>
                    {mode === 'own' ? t('bills.page.no_account') : t('bills.page.no_subaccount')}
                </Typography>
            )}
            {accounts.status === 'ready' && accounts.data.length > 0 && (
                <>
                    {step.name === 'form' && (
                        <BillForm
                            mode={mode}
                            hasSubaccounts={hasSubaccounts}
                            accounts={accounts.data}
                            draft={draft}
                            serverErrors={step.errors}
                            onChange={setDraft}
                            onContinue={() => setStep({ name: 'confirm' })}
                        />
                    )}
                    {step.name === 'confirm' && (
                        <BillConfirm
                            mode={mode}
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

/** `/liquidacaoboleto`: from the holder's own account. */
export const BillPaymentPage = () => <BillPayment mode="own" />;

/** `/s-liquidacaoboleto`: from one of the holder's sub-accounts. */
export const SubaccountBillPaymentPage = () => <BillPayment mode="subaccount" />;
