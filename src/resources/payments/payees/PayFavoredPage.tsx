import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title, useGetOne } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { getUser } from '../../../authProvider/session';
import { asLoad } from '../../../dataProvider/hooks';
import { formatDate } from '../../../domain/dates';
import { formatBRL } from '../../../domain/money';
import { useMessages } from '../../../i18n';
import { LoadFailed, Loading } from '../../../ui/LoadStates';
import { type AccountView, useHolderAccounts } from '../../accounts';
import { type FavoredView, type PaymentView, receiptPath, type SimulationView } from './api';
import { payeeMessages } from './messages';
import { type PayDraft, type PayErrors, PayFavoredForm } from './PayFavoredForm';
import { PayFavoredReview } from './PayFavoredReview';

type Scope = 'own' | 'sub';

/** The holder's first account is their own, the later ones their sub-accounts (as the statements read them). */
const inScope = (accounts: AccountView[], personId: number | null, scope: Scope) => {
    const [own, ...subaccounts] = accounts
        .filter((a) => a.person_id === personId)
        .sort((a, b) => a.id - b.id);
    return (scope === 'own' ? (own ? [own] : []) : subaccounts).filter((a) => a.status === 'active');
};

type Step =
    | { name: 'form'; draft: PayDraft; errors: PayErrors }
    | { name: 'review'; draft: PayDraft; simulation: SimulationView }
    | { name: 'done'; payment: PaymentView; draft: PayDraft };

const Done = ({
    payment,
    draft,
    onAgain,
}: {
    payment: PaymentView;
    draft: PayDraft;
    onAgain: () => void;
}) => {
    const t = useMessages(payeeMessages);
    const scheduled = payment.status === 'scheduled';
    const values = {
        amount: formatBRL(payment.amount),
        name: draft.favored?.name ?? payment.counterparty.name,
        date: formatDate(`${payment.payment_date}T12:00:00Z`),
    };
    return (
        <Box role="status">
            <Typography variant="h6" component="h3" gutterBottom>
                {t(scheduled ? 'payees.pay.done.scheduled' : 'payees.pay.done.paid')}
            </Typography>
            <Alert severity="success" sx={{ mb: 2 }}>
                {t(scheduled ? 'payees.pay.done.scheduled_text' : 'payees.pay.done.paid_text', values)}
            </Alert>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
                <Button onClick={onAgain}>{t('payees.pay.done.again')}</Button>
                <Button component={RouterLink} to="/pagamento-favorecidos">
                    {t('payees.pay.done.list')}
                </Button>
                <Button variant="contained" component={RouterLink} to={receiptPath(payment.id)}>
                    {t('payees.pay.done.receipt')}
                </Button>
            </Box>
        </Box>
    );
};

const Flow = ({ accounts, favored }: { accounts: AccountView[]; favored: FavoredView | null }) => {
    const fresh = (): Step => ({
        name: 'form',
        draft: {
            favored,
            accountId: accounts.length === 1 ? accounts[0].id : null,
            amount: null,
            date: '',
            description: '',
        },
        errors: {},
    });
    const [step, setStep] = useState<Step>(fresh);
    if (step.name === 'done')
        return <Done payment={step.payment} draft={step.draft} onAgain={() => setStep(fresh())} />;
    if (step.name === 'review') {
        const account = accounts.find((a) => a.id === step.draft.accountId) ?? accounts[0];
        return (
            <PayFavoredReview
                draft={step.draft}
                simulation={step.simulation}
                account={account}
                onBack={(errors = {}) => setStep({ name: 'form', draft: step.draft, errors })}
                onPaid={(payment) => setStep({ name: 'done', payment, draft: step.draft })}
            />
        );
    }
    return (
        <PayFavoredForm
            accounts={accounts}
            draft={step.draft}
            initialErrors={step.errors}
            onSimulated={(draft, simulation) => setStep({ name: 'review', draft, simulation })}
        />
    );
};

const PayScreen = ({ scope }: { scope: Scope }) => {
    const t = useMessages(payeeMessages);
    const personId = getUser()?.person_id ?? null;
    const [params] = useSearchParams();
    const favoredId = /^\d+$/.test(params.get('favored') ?? '') ? Number(params.get('favored')) : null;
    const accounts = asLoad(useHolderAccounts(personId));
    const chosen = useGetOne<FavoredView>(
        'favorecidos',
        { id: favoredId ?? 0 },
        { enabled: favoredId !== null },
    );
    const title = t(scope === 'own' ? 'payees.pay.title' : 'payees.pay.title_sub');
    const body = () => {
        if (accounts.status === 'loading' || (favoredId !== null && chosen.isPending))
            return <Loading label={t('payees.pay.loading_accounts')} />;
        if (accounts.status === 'error')
            return <LoadFailed what={t('payees.pay.accounts_failed')} onRetry={accounts.retry} />;
        const list = inScope(accounts.data, personId, scope);
        if (list.length === 0)
            return (
                <Typography color="text.secondary">
                    {t(scope === 'own' ? 'payees.pay.no_account' : 'payees.pay.no_subaccount')}
                </Typography>
            );
        const favored = chosen.data?.status === 'active' ? chosen.data : null;
        return (
            <>
                {chosen.data?.status === 'blocked' && (
                    <Alert severity="warning" sx={{ mb: 2 }}>
                        {`${chosen.data.name}: ${t('payees.pay.favored_blocked')}`}
                    </Alert>
                )}
                <Flow accounts={list} favored={favored} />
            </>
        );
    };
    return (
        <Box sx={{ py: 2, maxWidth: 760 }}>
            <Title title={title} />
            <Card variant="outlined">
                <CardContent>{body()}</CardContent>
            </Card>
        </Box>
    );
};

/** Pagar favorecido (`/pagar-favorecido`, `?favored=` picks the payee): simulate, confirm with the password. */
export const PayFavoredPage = () => <PayScreen scope="own" />;

/** `/s-pagar-favorecido`: the same, debiting one of the holder's sub-accounts. */
export const SubPayFavoredPage = () => <PayScreen scope="sub" />;
