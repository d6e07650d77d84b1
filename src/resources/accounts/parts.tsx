import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatDateTime } from '../../domain/dates';
import { useMessages } from '../../i18n';
import { Balance } from '../../ui/Money';
import type { Movement } from './api';
import { accountMessages } from './messages';

/** A movement's amount: `+`/`−` and green/red, the value itself hidden along with the balances. */
export const SignedAmount = ({ cents }: { cents: number }) => (
    <Box
        component="span"
        sx={{ color: cents < 0 ? 'error.main' : 'success.main', fontWeight: 500, whiteSpace: 'nowrap' }}
    >
        {cents < 0 ? '−' : '+'} <Balance cents={Math.abs(cents)} />
    </Box>
);

const ReversedChip = () => {
    const t = useMessages(accountMessages);
    return (
        <Chip size="small" label={t('accounts.movements.reversed')} color="secondary" variant="outlined" />
    );
};

/**
 * Movements: a table from `md` up; below it (phones at 360 px, and tablets beside the open side menu) a
 * list, one movement per item, so nothing scrolls sideways. `balance` adds the running balance (the balance
 * after each movement).
 */
export const Movements = ({ rows, balance = true }: { rows: readonly Movement[]; balance?: boolean }) => {
    const t = useMessages(accountMessages);
    const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
    if (phone) {
        return (
            <List disablePadding aria-label={t('accounts.movements.label')}>
                {rows.map((row) => (
                    <ListItem key={row.id} divider sx={{ display: 'block', px: 0 }}>
                        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                                {row.description}
                            </Typography>
                            <SignedAmount cents={row.amount} />
                        </Box>
                        <Box
                            sx={{
                                display: 'flex',
                                justifyContent: 'space-between',
                                gap: 1,
                                color: 'text.secondary',
                                typography: 'caption',
                            }}
                        >
                            <span>
                                {formatDateTime(row.created_at)}
                                {row.status === 'reversed' && ` · ${t('accounts.movements.reversed')}`}
                            </span>
                            {balance && (
                                <span>
                                    {t('accounts.movements.balance')} <Balance cents={row.balance_after} />
                                </span>
                            )}
                        </Box>
                    </ListItem>
                ))}
            </List>
        );
    }
    return (
        <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t('accounts.movements.label')}>
                <TableHead>
                    <TableRow>
                        <TableCell>{t('accounts.movements.columns.date')}</TableCell>
                        <TableCell>{t('accounts.movements.columns.description')}</TableCell>
                        <TableCell align="right">{t('accounts.movements.columns.amount')}</TableCell>
                        {balance && <TableCell align="right">{t('accounts.movements.balance')}</TableCell>}
                    </TableRow>
                </TableHead>
                <TableBody>
                    {rows.map((row) => (
                        <TableRow key={row.id}>
                            <TableCell sx={{ whiteSpace: 'nowrap' }}>
                                {formatDateTime(row.created_at)}
                            </TableCell>
                            <TableCell>
                                {row.description} {row.status === 'reversed' && <ReversedChip />}
                            </TableCell>
                            <TableCell align="right">
                                <SignedAmount cents={row.amount} />
                            </TableCell>
                            {balance && (
                                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                                    <Balance cents={row.balance_after} />
                                </TableCell>
                            )}
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </Box>
    );
};
