import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListSubheader from '@mui/material/ListSubheader';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useViewer } from '../../app/routes/useViewer';
import { PERMISSIONS } from '../../contract/permissions';
import type { StatementLine } from '../../contract/statements';
import { formatTime } from '../../domain/dates';
import { useMessages } from '../../i18n';
import { Balance } from '../../ui/Money';
import { SignedAmount } from '../accounts';
import { type DayGroup, dayGroups, dayLabel, kindLabel } from './api';
import { statementMessages } from './messages';

export const detailPath = (id: number, accountId: number) => `/extract-detail?id=${id}&conta=${accountId}`;

/** The statement page (with its filters) a movement's detail was opened from: where "Voltar" goes. */
export interface StatementReturn {
    from: string;
}
const STATEMENT_PAGES = /^\/(m-|s-)?extrato-conta(\?|$)/;
export const statementReturn = (state: unknown): string | null => {
    const from = (state as Partial<StatementReturn> | null)?.from;
    return typeof from === 'string' && STATEMENT_PAGES.test(from) ? from : null;
};
const useReturnHere = (): StatementReturn => {
    const { pathname, search } = useLocation();
    return { from: `${pathname}${search}` };
};

/** The reversal trail: a reversed movement links to its reversal, a reversal to what it gave back. */
const Trail = ({ line, accountId }: { line: StatementLine; accountId: number }) => {
    const t = useMessages(statementMessages);
    const here = useReturnHere();
    const target = line.reversed_by ?? line.reversal_of;
    if (line.status !== 'reversed' && !line.reversal_of) return null;
    return (
        <Box
            component="span"
            sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', ml: 1 }}
        >
            {line.status === 'reversed' && (
                <Chip size="small" variant="outlined" label={t('statements.lines.reversed')} />
            )}
            {target && (
                <Link
                    component={RouterLink}
                    to={detailPath(target, accountId)}
                    state={here}
                    variant="caption"
                >
                    {line.reversal_of
                        ? t('statements.lines.see_original')
                        : t('statements.lines.see_reversal')}
                </Link>
            )}
        </Box>
    );
};

const Description = ({ line, accountId }: { line: StatementLine; accountId: number }) => {
    const t = useMessages(statementMessages);
    // The cashier reads their own statement but has no movement details.
    const details = useViewer().permissions.has(PERMISSIONS.statementShow);
    const here = useReturnHere();
    if (!details) return <>{line.description}</>;
    return (
        <>
            <Link
                component={RouterLink}
                to={detailPath(line.id, accountId)}
                state={here}
                aria-label={t('statements.lines.open', { description: line.description })}
                sx={{ overflowWrap: 'anywhere' }}
            >
                {line.description}
            </Link>
            <Trail line={line} accountId={accountId} />
        </>
    );
};

const DayHeading = ({ group }: { group: DayGroup }) => {
    const t = useMessages(statementMessages);
    return (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <span>{dayLabel(group.day)}</span>
            <span>
                {t('statements.lines.day_balance')}: <Balance cents={group.balance} />
            </span>
        </Box>
    );
};

/**
 * The page's lines under their day (with the day's closing balance), newest first; a table from `md` up,
 * a list below it. Each line opens its detail; reversals and reversed movements link to each other.
 */
export const StatementLines = ({
    lines,
    accountId,
    busy = false,
}: {
    lines: readonly StatementLine[];
    accountId: number;
    /** Another page is being read: this one is on its way out. */
    busy?: boolean;
}) => {
    const t = useMessages(statementMessages);
    const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
    const groups = dayGroups(lines);
    if (phone) {
        return (
            <List disablePadding aria-label={t('statements.lines.label')} aria-busy={busy}>
                {groups.map((group) => (
                    <li key={group.day}>
                        <List disablePadding>
                            <ListSubheader
                                disableSticky
                                sx={{ px: 0, lineHeight: 2.5, bgcolor: 'action.hover' }}
                            >
                                <Box sx={{ px: 1, typography: 'subtitle2' }}>
                                    <DayHeading group={group} />
                                </Box>
                            </ListSubheader>
                            {group.lines.map((line) => (
                                <ListItem key={line.id} divider sx={{ display: 'block', px: 1 }}>
                                    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                                        <Typography variant="body2" component="span">
                                            <Description line={line} accountId={accountId} />
                                        </Typography>
                                        <SignedAmount cents={line.amount} />
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
                                            {formatTime(line.created_at)} · {kindLabel(line.kind)}
                                        </span>
                                        <span>
                                            {t('statements.lines.balance')}{' '}
                                            <Balance cents={line.balance_after} />
                                        </span>
                                    </Box>
                                </ListItem>
                            ))}
                        </List>
                    </li>
                ))}
            </List>
        );
    }
    return (
        <Table size="small" aria-label={t('statements.lines.label')} aria-busy={busy}>
            <TableHead>
                <TableRow>
                    <TableCell>{t('statements.lines.time')}</TableCell>
                    <TableCell>{t('statements.lines.description')}</TableCell>
                    <TableCell>{t('statements.lines.kind')}</TableCell>
                    <TableCell align="right">{t('statements.lines.amount')}</TableCell>
                    <TableCell align="right">{t('statements.lines.balance')}</TableCell>
                </TableRow>
            </TableHead>
            {groups.map((group) => (
                <TableBody key={group.day}>
                    <TableRow sx={{ bgcolor: 'action.hover' }}>
                        <TableCell component="th" scope="rowgroup" colSpan={5} sx={{ fontWeight: 600 }}>
                            <DayHeading group={group} />
                        </TableCell>
                    </TableRow>
                    {group.lines.map((line) => (
                        <TableRow key={line.id}>
                            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(line.created_at)}</TableCell>
                            <TableCell>
                                <Description line={line} accountId={accountId} />
                            </TableCell>
                            <TableCell sx={{ whiteSpace: 'nowrap' }}>{kindLabel(line.kind)}</TableCell>
                            <TableCell align="right">
                                <SignedAmount cents={line.amount} />
                            </TableCell>
                            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                                <Balance cents={line.balance_after} />
                            </TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            ))}
        </Table>
    );
};
