import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useGetOne } from 'react-admin';
import { getUser } from '../../../authProvider/session';
import { allLoaded, asLoad, useRead, useVerb } from '../../../dataProvider/hooks';
import { formatDateTime } from '../../../domain/dates';
import { formatBRL } from '../../../domain/money';
import { formatMobile, normalizeMobile } from '../../../domain/phone';
import { PRODUCT_MESSAGES, phoneProblem } from '../../../domain/products';
import { typeMobile } from '../../../domain/typingMasks';
import { useMessages } from '../../../i18n';
import { DescriptionList } from '../../../ui/DescriptionList';
import { LoadFailed, Loading } from '../../../ui/LoadStates';
import { StatusChip } from '../../../ui/StatusChip';
import { type AccountView, accountLabel, useHolderAccounts } from '../../accounts';
import { ConfirmStep } from '../recharges/ConfirmStep';
import { debitAccounts, type PrepaidProvider, type ProductOrder, PURCHASES } from './api';
import { productMessages } from './messages';
import { DebitAccountSelect, ProductScreen } from './parts';

interface Draft {
    providerId: string;
    phone: string;
    amount: number | null;
    accountId: number | null;
}

type Errors = Partial<Record<'provider_id' | 'phone' | 'amount' | 'account_id', string>>;
const FORM_FIELDS = ['provider_id', 'phone', 'amount', 'account_id'] as const;
type Step = { name: 'form' } | { name: 'confirm' } | { name: 'receipt'; order: ProductOrder };

/** The receipt, following the order until the operator answers (processing → transacted or failure). */
const PhoneReceipt = ({
    first,
    account,
    onAgain,
}: {
    first: ProductOrder;
    account: AccountView;
    onAgain: () => void;
}) => {
    const t = useMessages(productMessages);
    const queryClient = useQueryClient();
    const { data } = useGetOne<ProductOrder>(
        PURCHASES,
        { id: first.id },
        {
            refetchInterval: (query) => (query.state.data?.status === 'processing' ? 1_000 : false),
            initialData: first,
        },
    );
    const order = data ?? first;
    const settled = order.status !== 'processing';
    // Settled: the list and the balance (a failed recharge's money came back) are read afresh.
    useEffect(() => {
        if (settled)
            for (const resource of ['contas-titular', PURCHASES])
                void queryClient.invalidateQueries({ queryKey: [resource, 'getList'] });
    }, [settled, queryClient]);
    return (
        <Box>
            <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                {t('products.phone.receipt_title')}
            </Typography>
            <Box role="status" sx={{ mb: 1 }}>
                {order.status === 'processing' && (
                    <Alert severity="info">{t('products.phone.processing')}</Alert>
                )}
                {order.status === 'transacted' && (
                    <Alert severity="success">{t('products.phone.done')}</Alert>
                )}
                {order.status === 'failure' && (
                    <Alert severity="error">{order.failure_reason ?? PRODUCT_MESSAGES.operatorFailure}</Alert>
                )}
            </Box>
            <DescriptionList
                pairs={[
                    [t('products.phone.operator'), order.provider_name],
                    [t('products.phone.number'), order.phone ? formatMobile(order.phone) : ''],
                    [t('products.amount'), formatBRL(order.amount)],
                    [t('products.account'), accountLabel(account)],
                    [t('products.when'), formatDateTime(order.created_at)],
                    [t('products.authentication'), order.authentication ?? '—'],
                ]}
            />
            <Box sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography color="text.secondary">{t('products.status')}</Typography>
                <StatusChip vocabulary="generic" value={order.status} />
            </Box>
            <Button sx={{ mt: 2 }} onClick={onAgain}>
                {t('products.phone.another')}
            </Button>
        </Box>
    );
};

/** /cellphone-recharge: operator, DDD and number, a value of the operator's list, the debited account. */
export const CellphoneRechargePage = () => {
    const t = useMessages(productMessages);
    const queryClient = useQueryClient();
    const personId = getUser()?.person_id ?? null;
    const loads = allLoaded({
        providers: asLoad(
            useRead<PrepaidProvider[]>(PURCHASES, 'providers', { query: { filter: { kind: 'phone' } } }),
        ),
        accounts: asLoad(useHolderAccounts(personId)),
    });
    const transact = useVerb<ProductOrder>(PURCHASES, 'transact');
    const [draft, setDraft] = useState<Draft>({ providerId: '', phone: '', amount: null, accountId: null });
    const [errors, setErrors] = useState<Errors>({});
    const [step, setStep] = useState<Step>({ name: 'form' });
    const set = (patch: Partial<Draft>, field: keyof Errors) => {
        setDraft((d) => ({ ...d, ...patch }));
        setErrors((e) => ({ ...e, [field]: undefined }));
    };
    const title = t('products.phone.title');

    const body = () => {
        if (loads.status === 'loading') return <Loading label={t('products.loading')} />;
        if (loads.status === 'error')
            return <LoadFailed what={t('products.load_what')} onRetry={loads.retry} />;
        const accounts = debitAccounts(loads.data.accounts);
        if (accounts.length === 0) return <Typography>{t('products.no_account')}</Typography>;
        const account = accounts.find((a) => a.id === draft.accountId) ?? accounts[0];
        const provider = loads.data.providers.find((p) => p.id === draft.providerId);

        if (step.name === 'receipt')
            return (
                <PhoneReceipt
                    first={step.order}
                    account={account}
                    onAgain={() => {
                        setDraft((d) => ({ ...d, phone: '', amount: null }));
                        setStep({ name: 'form' });
                    }}
                />
            );
        if (step.name === 'confirm' && provider && draft.amount !== null)
            return (
                <ConfirmStep
                    title={t('products.phone.confirm_title')}
                    pairs={[
                        [t('products.phone.operator'), provider.name],
                        [t('products.phone.number'), formatMobile(draft.phone)],
                        [t('products.amount'), formatBRL(draft.amount)],
                        [t('products.account'), accountLabel(account)],
                    ]}
                    submit={t('products.phone.submit')}
                    formFields={FORM_FIELDS}
                    send={(password, key) =>
                        transact.mutateAsync({
                            data: {
                                account_id: account.id,
                                provider_id: provider.id,
                                phone: normalizeMobile(draft.phone),
                                amount: draft.amount,
                                password,
                            },
                            idempotencyKey: key,
                        })
                    }
                    onBack={(back) => {
                        setErrors(back ?? {});
                        setStep({ name: 'form' });
                    }}
                    onDone={(order) => {
                        for (const resource of ['contas-titular', PURCHASES])
                            void queryClient.invalidateQueries({ queryKey: [resource] });
                        setStep({ name: 'receipt', order });
                    }}
                />
            );

        const submit = (event: FormEvent) => {
            event.preventDefault();
            const found: Errors = {};
            if (!provider) found.provider_id = PRODUCT_MESSAGES.providerRequired;
            const phone = phoneProblem(draft.phone);
            if (phone) found.phone = phone;
            if (draft.amount === null) found.amount = PRODUCT_MESSAGES.valueRequired;
            else if (draft.amount > account.balance) found.amount = PRODUCT_MESSAGES.insufficient;
            setErrors(found);
            if (Object.keys(found).length === 0) setStep({ name: 'confirm' });
        };
        return (
            <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1 }}>
                <Box
                    sx={{
                        display: 'grid',
                        gap: { sm: 2 },
                        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                    }}
                >
                    <TextField
                        select
                        margin="dense"
                        label={t('products.phone.operator')}
                        value={draft.providerId}
                        onChange={(event) => {
                            set({ providerId: event.target.value, amount: null }, 'provider_id');
                        }}
                        error={!!errors.provider_id}
                        helperText={errors.provider_id ?? ' '}
                    >
                        {loads.data.providers.map((p) => (
                            <MenuItem key={p.id} value={p.id}>
                                {p.name}
                            </MenuItem>
                        ))}
                    </TextField>
                    <TextField
                        margin="dense"
                        label={t('products.phone.number')}
                        value={draft.phone}
                        onChange={(event) => set({ phone: typeMobile(event.target.value) }, 'phone')}
                        error={!!errors.phone}
                        helperText={errors.phone ?? t('products.phone.number_help')}
                        slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'tel-national' } }}
                    />
                </Box>
                {provider && (
                    <Box role="group" aria-labelledby="phone-values">
                        <Typography id="phone-values" variant="subtitle2" component="p" sx={{ mb: 1 }}>
                            {t('products.phone.value')}
                        </Typography>
                        <ToggleButtonGroup
                            exclusive
                            color="primary"
                            value={draft.amount}
                            onChange={(_, amount: number | null) =>
                                amount !== null && set({ amount }, 'amount')
                            }
                            aria-label={t('products.phone.value_label')}
                            sx={{
                                flexWrap: 'wrap',
                                gap: 1,
                                '& .MuiToggleButton-root': { border: 1, borderRadius: 1 },
                            }}
                        >
                            {provider.values.map((value) => (
                                <ToggleButton key={value} value={value} sx={{ minWidth: 96 }}>
                                    {formatBRL(value)}
                                </ToggleButton>
                            ))}
                        </ToggleButtonGroup>
                    </Box>
                )}
                {errors.amount && (
                    <Typography role="alert" color="error" variant="body2">
                        {errors.amount}
                    </Typography>
                )}
                {accounts.length > 1 && (
                    <DebitAccountSelect
                        accounts={accounts}
                        value={account.id}
                        onChange={(accountId) => set({ accountId }, 'account_id')}
                        error={errors.account_id}
                    />
                )}
                {accounts.length === 1 && errors.account_id && (
                    <Alert severity="error">{errors.account_id}</Alert>
                )}
                <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
                    <Button type="submit" variant="contained">
                        {t('products.continue')}
                    </Button>
                </Box>
            </Box>
        );
    };

    return (
        <ProductScreen title={title} intro={t('products.phone.intro')} kind="phone">
            {body()}
        </ProductScreen>
    );
};
