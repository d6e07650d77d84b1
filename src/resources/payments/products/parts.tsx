import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useGetList } from 'react-admin';
import { formatDateTime } from '../../../domain/dates';
import { formatBRL } from '../../../domain/money';
import { formatMobile } from '../../../domain/phone';
import { type SliceTranslate, useMessages } from '../../../i18n';
import { CardScreen } from '../../../ui/CardScreen';
import { LoadFailed, Loading } from '../../../ui/LoadStates';
import { PAGE_CARD } from '../../../ui/pageCard';
import { StatusChip } from '../../../ui/StatusChip';
import type { AccountView } from '../../accounts';
import { type ProductOrder, PURCHASES } from './api';
import { productMessages } from './messages';

export const accountOption = (t: SliceTranslate<typeof productMessages>, a: AccountView) =>
    t('products.account_option', {
        agency: a.agency?.number ?? '----',
        account: `${a.number}-${a.digit}`,
        balance: formatBRL(a.balance),
    });

/** The account to debit, when the holder has more than one. */
export const DebitAccountSelect = ({
    accounts,
    value,
    onChange,
    error,
}: {
    accounts: AccountView[];
    value: number;
    onChange: (id: number) => void;
    error?: string;
}) => {
    const t = useMessages(productMessages);
    return (
        <TextField
            select
            margin="dense"
            label={t('products.account')}
            value={value}
            onChange={(event) => onChange(Number(event.target.value))}
            error={!!error}
            helperText={error ?? ' '}
        >
            {accounts.map((a) => (
                <MenuItem key={a.id} value={a.id}>
                    {accountOption(t, a)}
                </MenuItem>
            ))}
        </TextField>
    );
};

/** The holder's phone recharges or product purchases, newest first, with their status. */
export const PurchaseList = ({ kind }: { kind: 'phone' | 'product' }) => {
    const t = useMessages(productMessages);
    const list = useGetList<ProductOrder>(PURCHASES, {
        filter: { kind },
        pagination: { page: 1, perPage: 20 },
        sort: { field: 'created_at', order: 'DESC' },
    });
    const words = kind === 'phone' ? 'phone' : 'shop';
    return (
        <Box component="section" aria-labelledby={`${kind}-purchases`} sx={{ ...PAGE_CARD, mt: 3 }}>
            <Typography id={`${kind}-purchases`} variant="h6" component="h3" sx={{ mb: 1 }}>
                {t(`products.${words}.list_title`)}
            </Typography>
            {list.isPending && <Loading label={t('products.loading')} />}
            {list.error && !list.isPending && (
                <LoadFailed what={t(`products.${words}.list_failed`)} onRetry={() => void list.refetch()} />
            )}
            {list.data && list.data.length === 0 && (
                <Typography color="text.secondary">{t(`products.${words}.empty`)}</Typography>
            )}
            {list.data && list.data.length > 0 && (
                <Box sx={{ overflowX: 'auto' }}>
                    <Table size="small" aria-label={t(`products.${words}.list_label`)}>
                        <TableHead>
                            <TableRow>
                                <TableCell>{t('products.col_date')}</TableCell>
                                <TableCell>{t('products.col_item')}</TableCell>
                                <TableCell>{t('products.col_code')}</TableCell>
                                <TableCell align="right">{t('products.col_amount')}</TableCell>
                                <TableCell>{t('products.col_status')}</TableCell>
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {list.data.map((order) => (
                                <TableRow key={order.id}>
                                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                                        {formatDateTime(order.created_at)}
                                    </TableCell>
                                    <TableCell>{order.provider_name}</TableCell>
                                    <TableCell
                                        sx={{
                                            fontFamily: order.pin ? 'monospace' : undefined,
                                            whiteSpace: 'nowrap',
                                        }}
                                    >
                                        {order.phone ? formatMobile(order.phone) : (order.pin ?? '—')}
                                    </TableCell>
                                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                                        {formatBRL(order.amount)}
                                    </TableCell>
                                    <TableCell>
                                        <StatusChip vocabulary="generic" value={order.status} />
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

/** A product screen's frame: its title, what it sells, the purchase's steps in a card, and the user's purchases. */
export const ProductScreen = ({
    title,
    intro,
    kind,
    children,
}: {
    title: string;
    intro: string;
    kind: 'phone' | 'product';
    children: ReactNode;
}) => (
    <CardScreen title={title} intro={intro} after={<PurchaseList kind={kind} />}>
        {children}
    </CardScreen>
);
