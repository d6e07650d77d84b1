import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNotify } from 'react-admin';
import { getUser } from '../../../authProvider/session';
import { allLoaded, asLoad, useRead, useVerb } from '../../../dataProvider/hooks';
import { formatDateTime } from '../../../domain/dates';
import { formatBRL } from '../../../domain/money';
import { PRODUCT_MESSAGES } from '../../../domain/products';
import { useMessages } from '../../../i18n';
import { DescriptionList } from '../../../ui/DescriptionList';
import { LoadFailed, Loading } from '../../../ui/LoadStates';
import { type AccountView, accountLabel, useHolderAccounts } from '../../accounts';
import { ConfirmStep } from '../recharges/ConfirmStep';
import { debitAccounts, PRODUCT_KINDS, type PrepaidProvider, type ProductOrder, PURCHASES } from './api';
import { productMessages } from './messages';
import { DebitAccountSelect, ProductScreen } from './parts';

type Errors = Partial<Record<'provider_id' | 'amount' | 'account_id', string>>;
const FORM_FIELDS = ['provider_id', 'amount', 'account_id'] as const;
type Step = { name: 'form' } | { name: 'confirm' } | { name: 'receipt'; order: ProductOrder };

/** The catalogue by section: one card per product, its price or its lowest value. */
const Catalogue = ({
    providers,
    onChoose,
}: {
    providers: PrepaidProvider[];
    onChoose: (p: PrepaidProvider) => void;
}) => {
    const t = useMessages(productMessages);
    return (
        <Box component="section" aria-label={t('products.shop.catalogue')}>
            {PRODUCT_KINDS.map((kind) => {
                const items = providers.filter((p) => p.kind === kind);
                if (items.length === 0) return null;
                return (
                    <Box key={kind} sx={{ mb: 2 }}>
                        <Typography variant="subtitle1" component="h3" sx={{ mb: 1, fontWeight: 500 }}>
                            {t(`products.kinds.${kind}`)}
                        </Typography>
                        <Box
                            component="ul"
                            sx={{
                                listStyle: 'none',
                                p: 0,
                                m: 0,
                                display: 'grid',
                                gap: 1,
                                gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
                            }}
                        >
                            {items.map((p) => (
                                <li key={p.id}>
                                    <Card variant="outlined" sx={{ height: '100%' }}>
                                        <CardActionArea
                                            onClick={() => onChoose(p)}
                                            aria-label={t('products.shop.choose', { name: p.name })}
                                            sx={{ p: 1.5, height: '100%' }}
                                        >
                                            <Typography sx={{ fontWeight: 500 }}>{p.name}</Typography>
                                            <Typography variant="body2" color="text.secondary">
                                                {p.values.length === 1
                                                    ? t('products.shop.fixed', {
                                                          amount: formatBRL(p.values[0]),
                                                      })
                                                    : t('products.shop.from', {
                                                          amount: formatBRL(p.values[0]),
                                                      })}
                                            </Typography>
                                        </CardActionArea>
                                    </Card>
                                </li>
                            ))}
                        </Box>
                    </Box>
                );
            })}
        </Box>
    );
};

const ProductReceipt = ({
    order,
    account,
    onAgain,
}: {
    order: ProductOrder;
    account: AccountView;
    onAgain: () => void;
}) => {
    const t = useMessages(productMessages);
    const notify = useNotify();
    const copy = async () => {
        try {
            await navigator.clipboard.writeText(order.pin ?? '');
            notify(t('products.shop.copied'), { type: 'success' });
        } catch {
            notify(t('products.shop.copy_failed'), { type: 'warning' });
        }
    };
    return (
        <Box>
            <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                {t('products.shop.receipt_title')}
            </Typography>
            {order.pin && (
                <Alert severity="success" role="status" sx={{ mb: 2 }}>
                    <Typography variant="subtitle2" component="p">
                        {t('products.shop.pin')}
                    </Typography>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                        <Typography
                            component="output"
                            aria-label={t('products.shop.pin')}
                            sx={{ fontFamily: 'monospace', fontSize: '1.15rem', letterSpacing: 1 }}
                        >
                            {order.pin}
                        </Typography>
                        <Button size="small" startIcon={<ContentCopyIcon />} onClick={copy}>
                            {t('products.shop.copy')}
                        </Button>
                    </Box>
                    <Typography variant="body2">
                        {t('products.shop.pin_help', { name: order.provider_name })}
                    </Typography>
                </Alert>
            )}
            <DescriptionList
                pairs={[
                    [t('products.shop.product'), order.provider_name],
                    [t('products.amount'), formatBRL(order.amount)],
                    [t('products.account'), accountLabel(account)],
                    [t('products.when'), formatDateTime(order.created_at)],
                    [t('products.authentication'), order.authentication ?? '—'],
                ]}
            />
            <Button sx={{ mt: 2 }} onClick={onAgain}>
                {t('products.shop.another')}
            </Button>
        </Box>
    );
};

/** /payment-product (Shopping): choose a product, a value, the account; confirm; the PIN on the receipt. */
export const ProductPage = () => {
    const t = useMessages(productMessages);
    const queryClient = useQueryClient();
    const personId = getUser()?.person_id ?? null;
    const loads = allLoaded({
        providers: asLoad(
            useRead<PrepaidProvider[]>(PURCHASES, 'providers', { query: { filter: { kind: 'product' } } }),
        ),
        accounts: asLoad(useHolderAccounts(personId)),
    });
    const transact = useVerb<ProductOrder>(PURCHASES, 'transact');
    const [provider, setProvider] = useState<PrepaidProvider | null>(null);
    const [amount, setAmount] = useState<number | ''>('');
    const [accountId, setAccountId] = useState<number | null>(null);
    const [errors, setErrors] = useState<Errors>({});
    const [step, setStep] = useState<Step>({ name: 'form' });
    const title = t('products.shop.title');
    const choose = (p: PrepaidProvider | null) => {
        setProvider(p);
        setAmount(p && p.values.length === 1 ? p.values[0] : '');
        setErrors({});
    };

    const body = () => {
        if (loads.status === 'loading') return <Loading label={t('products.loading')} />;
        if (loads.status === 'error')
            return <LoadFailed what={t('products.load_what')} onRetry={loads.retry} />;
        const accounts = debitAccounts(loads.data.accounts);
        if (accounts.length === 0) return <Typography>{t('products.no_account')}</Typography>;
        const account = accounts.find((a) => a.id === accountId) ?? accounts[0];
        if (step.name === 'receipt')
            return (
                <ProductReceipt
                    order={step.order}
                    account={account}
                    onAgain={() => {
                        choose(null);
                        setStep({ name: 'form' });
                    }}
                />
            );
        if (!provider) return <Catalogue providers={loads.data.providers} onChoose={choose} />;
        if (step.name === 'confirm' && amount !== '')
            return (
                <ConfirmStep
                    title={t('products.shop.confirm_title')}
                    pairs={[
                        [t('products.shop.product'), provider.name],
                        [t('products.amount'), formatBRL(amount)],
                        [t('products.account'), accountLabel(account)],
                    ]}
                    submit={t('products.shop.submit')}
                    formFields={FORM_FIELDS}
                    send={(password, key) =>
                        transact.mutateAsync({
                            data: { account_id: account.id, provider_id: provider.id, amount, password },
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
            if (amount === '') found.amount = PRODUCT_MESSAGES.valueRequired;
            else if (amount > account.balance) found.amount = PRODUCT_MESSAGES.insufficient;
            setErrors(found);
            if (Object.keys(found).length === 0) setStep({ name: 'confirm' });
        };
        return (
            <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1 }}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                    <Typography variant="h6" component="h3" sx={{ flex: 1 }}>
                        {provider.name}
                    </Typography>
                    <Button size="small" onClick={() => choose(null)}>
                        {t('products.shop.change')}
                    </Button>
                </Box>
                <TextField
                    select
                    margin="dense"
                    label={t('products.shop.value')}
                    value={amount}
                    onChange={(event) => {
                        setAmount(Number(event.target.value));
                        setErrors((e) => ({ ...e, amount: undefined }));
                    }}
                    error={!!errors.amount || !!errors.provider_id}
                    helperText={errors.amount ?? errors.provider_id ?? ' '}
                >
                    {provider.values.map((value) => (
                        <MenuItem key={value} value={value}>
                            {formatBRL(value)}
                        </MenuItem>
                    ))}
                </TextField>
                {accounts.length > 1 && (
                    <DebitAccountSelect
                        accounts={accounts}
                        value={account.id}
                        onChange={(id) => {
                            setAccountId(id);
                            setErrors((e) => ({ ...e, account_id: undefined }));
                        }}
                        error={errors.account_id}
                    />
                )}
                {accounts.length === 1 && errors.account_id && (
                    <Alert severity="error">{errors.account_id}</Alert>
                )}
                <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                    <Button type="submit" variant="contained">
                        {t('products.continue')}
                    </Button>
                </Box>
            </Box>
        );
    };

    return (
        <ProductScreen title={title} intro={t('products.shop.intro')} kind="product">
            {body()}
        </ProductScreen>
    );
};
