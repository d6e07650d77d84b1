import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Title, useGetList } from 'react-admin';
import { serverFieldErrors } from '../../../authProvider/login/fieldErrors';
import { getUser } from '../../../authProvider/session';
import { asLoad, useVerb } from '../../../dataProvider/hooks';
import { addDays } from '../../../domain/businessDays';
import { formatDate, formatDateTime, toDateOnlyBrasilia } from '../../../domain/dates';
import { formatBRL } from '../../../domain/money';
import { topupAmountProblem, topupDueProblem } from '../../../domain/recharges';
import { isLostResponse } from '../../../http/client';
import { useMessages } from '../../../i18n';
import { BusySubmitButton } from '../../../ui/BusyButton';
import { DateField } from '../../../ui/DateField';
import { LoadFailed, Loading } from '../../../ui/LoadStates';
import { MoneyField } from '../../../ui/MoneyField';
import { PAGE_CARD } from '../../../ui/pageCard';
import { StatusChip } from '../../../ui/StatusChip';
import { useBusy } from '../../../ui/useBusy';
import { ConfirmationStatus, submitLabel, useConfirmation } from '../../../ui/useConfirmation';
import { type AccountView, useHolderAccounts } from '../../accounts';
import { type RechargeInvoiceView, TOPUPS } from './api';
import { rechargeMessages } from './messages';
import { downloadTopup, TopupBoleto } from './TopupBoleto';

type Errors = Partial<Record<'account_id' | 'amount' | 'due_date', string>>;

/** The form and, once issued, the boleto; each "Gerar boleto" is one confirmation (one key): one boleto. */
const TopupForm = ({
    account,
    accounts,
    onAccount,
}: {
    account: AccountView;
    accounts: AccountView[];
    onAccount: (id: number) => void;
}) => {
    const t = useMessages(rechargeMessages);
    const queryClient = useQueryClient();
    const issue = useVerb<RechargeInvoiceView>(TOPUPS, 'issue');
    const confirmation = useConfirmation();
    const { busy, run } = useBusy();
    const today = toDateOnlyBrasilia();
    const [amount, setAmount] = useState<number | null>(null);
    const [due, setDue] = useState(() => addDays(today, 3));
    const [errors, setErrors] = useState<Errors>({});
    const [issued, setIssued] = useState<RechargeInvoiceView | null>(null);

    if (issued)
        return (
            <Box>
                <Alert severity="success" role="status" sx={{ mb: 2 }}>
                    {t('recharges.topup.issued_title')}
                </Alert>
                <TopupBoleto invoice={issued.invoice} account={account} />
                <Button
                    sx={{ mt: 2 }}
                    onClick={() => {
                        confirmation.renew();
                        setAmount(null);
                        setIssued(null);
                    }}
                >
                    {t('recharges.topup.another')}
                </Button>
            </Box>
        );

    const submit = (event: FormEvent) => {
        event.preventDefault();
        const found: Errors = {};
        const amountError = topupAmountProblem(amount);
        if (amountError) found.amount = amountError;
        const dueError = topupDueProblem(due, today);
        if (dueError) found.due_date = dueError;
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        const data = { account_id: account.id, amount, due_date: due };
        void run(async () => {
            try {
                const answer = await confirmation.send(
                    (key) => issue.mutateAsync({ data, idempotencyKey: key }),
                    data,
                );
                void queryClient.invalidateQueries({ queryKey: [TOPUPS] });
                setIssued(answer);
            } catch (error) {
                if (!isLostResponse(error)) setErrors(serverFieldErrors(error));
            }
        });
    };

    return (
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1 }}>
            {accounts.length > 1 && (
                <TextField
                    select
                    margin="dense"
                    label={t('recharges.topup.account')}
                    value={account.id}
                    onChange={(event) => onAccount(Number(event.target.value))}
                    error={!!errors.account_id}
                    helperText={errors.account_id ?? ' '}
                >
                    {accounts.map((a) => (
                        <MenuItem key={a.id} value={a.id}>
                            {t('recharges.topup.account_option', {
                                agency: a.agency?.number ?? '----',
                                account: `${a.number}-${a.digit}`,
                                type: a.account_type?.name ?? '',
                            })}
                        </MenuItem>
                    ))}
                </TextField>
            )}
            {accounts.length === 1 && errors.account_id && (
                <Alert severity="error">{errors.account_id}</Alert>
            )}
            <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <MoneyField
                    label={t('recharges.amount')}
                    value={amount}
                    onChange={(cents) => {
                        setAmount(cents);
                        setErrors((e) => ({ ...e, amount: undefined }));
                    }}
                    error={errors.amount}
                    help={t('recharges.topup.amount_help')}
                />
                <Box sx={{ mt: 1 }}>
                    <DateField
                        label={t('recharges.topup.due_date')}
                        value={due}
                        onChange={(value) => {
                            setDue(value);
                            setErrors((e) => ({ ...e, due_date: undefined }));
                        }}
                        error={errors.due_date}
                        help={t('recharges.topup.due_help')}
                        minDate={today}
                    />
                </Box>
            </Box>
            <ConfirmationStatus confirmation={confirmation} />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                <BusySubmitButton busy={busy}>
                    {submitLabel(confirmation, t('recharges.topup.submit'))}
                </BusySubmitButton>
            </Box>
        </Box>
    );
};

const TopupList = ({ account }: { account: AccountView }) => {
    const t = useMessages(rechargeMessages);
    const list = useGetList<RechargeInvoiceView>(TOPUPS, {
        filter: { account_id: account.id },
        pagination: { page: 1, perPage: 50 },
        sort: { field: 'created_at', order: 'DESC' },
    });
    return (
        <Box component="section" aria-labelledby="topups-title" sx={{ ...PAGE_CARD, mt: 3 }}>
            <Typography id="topups-title" variant="h6" component="h3" sx={{ mb: 1 }}>
                {t('recharges.topup.list_title')}
            </Typography>
            {list.isPending && <Loading label={t('recharges.topup.loading')} />}
            {list.error && !list.isPending && (
                <LoadFailed what={t('recharges.topup.load_what')} onRetry={() => void list.refetch()} />
            )}
            {list.data && list.data.length === 0 && (
                <Typography color="text.secondary">{t('recharges.topup.empty')}</Typography>
            )}
            {list.data && list.data.length > 0 && (
                <Box sx={{ overflowX: 'auto' }}>
                    <Table size="small" aria-label={t('recharges.topup.list_label')}>
                        <TableHead>
                            <TableRow>
                                <TableCell>{t('recharges.topup.col_created')}</TableCell>
                                <TableCell>{t('recharges.topup.col_due')}</TableCell>
                                <TableCell align="right">{t('recharges.topup.col_amount')}</TableCell>
                                <TableCell>{t('recharges.topup.col_status')}</TableCell>
                                <TableCell>{t('recharges.topup.col_paid')}</TableCell>
                                <TableCell>{t('recharges.topup.col_actions')}</TableCell>
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {list.data.map(({ id, created_at, invoice }) => (
                                <TableRow key={id}>
                                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                                        {formatDateTime(created_at)}
                                    </TableCell>
                                    <TableCell>{formatDate(invoice.due_date)}</TableCell>
                                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                                        {formatBRL(invoice.amount)}
                                    </TableCell>
                                    <TableCell>
                                        <StatusChip vocabulary="invoice" value={invoice.status} />
                                    </TableCell>
                                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                                        {invoice.paid_at ? formatDateTime(invoice.paid_at) : '—'}
                                    </TableCell>
                                    <TableCell>
                                        {(invoice.status === 'pending' || invoice.status === 'expired') && (
                                            <Button
                                                size="small"
                                                aria-label={t('recharges.topup.pdf_label', {
                                                    amount: formatBRL(invoice.amount),
                                                    due: formatDate(invoice.due_date),
                                                })}
                                                onClick={() => void downloadTopup(invoice, account)}
                                            >
                                                {t('recharges.topup.pdf')}
                                            </Button>
                                        )}
                                    </TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                </Box>
            )}
        </Box>
    );
};

/** /recharge-account: the holder tops up their own account with a boleto anyone can pay. */
export const RechargeAccountPage = () => {
    const t = useMessages(rechargeMessages);
    const personId = getUser()?.person_id ?? null;
    const accounts = asLoad(useHolderAccounts(personId));
    const [chosen, setChosen] = useState<number | null>(null);
    const title = t('recharges.topup.title');
    const active =
        accounts.status === 'ready'
            ? accounts.data.filter((a) => a.status === 'active').sort((a, b) => a.id - b.id)
            : [];
    const account = active.find((a) => a.id === chosen) ?? active[0];
    return (
        <Box sx={{ py: 2 }}>
            <Title title={title} />
            <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
                {title}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
                {t('recharges.topup.intro')}
            </Typography>
            {accounts.status === 'loading' && <Loading label={t('recharges.topup.loading_accounts')} />}
            {accounts.status === 'error' && (
                <LoadFailed what={t('recharges.topup.accounts_failed')} onRetry={accounts.retry} />
            )}
            {accounts.status === 'ready' && !account && (
                <Typography>{t('recharges.topup.no_account')}</Typography>
            )}
            {account && (
                <>
                    <Paper variant="outlined" sx={{ ...PAGE_CARD, p: 2, maxWidth: 760 }}>
                        <TopupForm
                            key={account.id}
                            account={account}
                            accounts={active}
                            onAccount={setChosen}
                        />
                    </Paper>
                    <TopupList account={account} />
                </>
            )}
        </Box>
    );
};
