import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataTable } from 'react-admin';
import { formatDateTime } from '../../../domain/dates';
import { formatBRL } from '../../../domain/money';
import { useMessages } from '../../../i18n';
import { StatusChip } from '../../../ui/StatusChip';
import { Amount, Cards, Line } from '../listings/LedgerTables';
import { accountText } from '../listings/listingText';
import { universalMessages } from './messages';
import { kindLabel, type UniversalLine } from './universalText';

const Description = ({ row }: { row: UniversalLine }) => (
    <Box sx={{ display: 'grid', gap: 0.25, justifyItems: 'start' }}>
        <Typography variant="body2">{row.description}</Typography>
        <Typography variant="caption" color="text.secondary">
            {kindLabel(row.kind)}
        </Typography>
        {row.status === 'reversed' && <StatusChip vocabulary="generic" value={row.status} />}
    </Box>
);

/** The universal statement's page: each holder's movement, newest first, with the pooled balance after it. */
export const UniversalTable = ({ label }: { label: string }) => {
    const t = useMessages(universalMessages);
    const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
    if (narrow)
        return (
            <Cards<UniversalLine>
                label={label}
                render={(row) => (
                    <>
                        <Line>
                            <Typography variant="body2" sx={{ fontWeight: 600 }}>
                                {row.account?.holder}
                            </Typography>
                            <Amount cents={row.amount} />
                        </Line>
                        <Description row={row} />
                        <Line>
                            <Typography variant="body2" color="text.secondary">
                                {formatDateTime(row.created_at)} · {accountText(row.account)}
                            </Typography>
                            <Typography variant="body2" color="text.secondary">
                                {t('universal.statement.pool_after')}: {formatBRL(row.pool_balance_after)}
                            </Typography>
                        </Line>
                    </>
                )}
            />
        );
    return (
        <DataTable<UniversalLine>
            aria-label={label}
            bulkActionButtons={false}
            rowClick={false}
            sx={{ bgcolor: 'background.paper' }}
        >
            <DataTable.Col<UniversalLine>
                source="created_at"
                label={t('universal.statement.date')}
                cellSx={() => ({ whiteSpace: 'nowrap' })}
                render={(row) => formatDateTime(row.created_at)}
            />
            <DataTable.Col<UniversalLine>
                label={t('universal.statement.account')}
                disableSort
                render={(row) => (
                    <>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                            {row.account?.holder}
                        </Typography>
                        <Typography variant="caption" color="text.secondary">
                            {accountText(row.account)}
                        </Typography>
                    </>
                )}
            />
            <DataTable.Col<UniversalLine>
                label={t('universal.statement.description')}
                disableSort
                render={(row) => <Description row={row} />}
            />
            <DataTable.Col<UniversalLine>
                source="amount"
                label={t('universal.statement.amount')}
                align="right"
                render={(row) => <Amount cents={row.amount} />}
            />
            <DataTable.Col<UniversalLine>
                label={t('universal.statement.pool_after')}
                disableSort
                align="right"
                cellSx={() => ({ whiteSpace: 'nowrap' })}
                render={(row) => formatBRL(row.pool_balance_after)}
            />
        </DataTable>
    );
};
