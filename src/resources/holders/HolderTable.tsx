import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { BulkActionsToolbar, DataTable, useListContext, useRecordContext } from 'react-admin';
import { formatDateTime } from '../../domain/dates';
import { formatDocument } from '../../domain/document';
import { useMessages } from '../../i18n';
import { SelectPage, SelectRow } from '../../ui/lists/Selection';
import { StatusChip } from '../../ui/StatusChip';
import type { HolderRow } from './api';
import { holderKind, originLabel } from './holderText';
import { holderMessages } from './messages';

const useDocumentsText = () => {
    const t = useMessages(holderMessages);
    return (row: HolderRow) => {
        if (row.missing_documents.length === 0) return t('holders.table.documents_complete');
        const missing = t('holders.table.documents_missing', { count: row.missing_documents.length });
        return row.documents.pending
            ? t('holders.table.documents_pending', { missing, count: row.documents.pending })
            : missing;
    };
};

/** A holder's name as the button that opens its details (the row opens them too). */
const NameCell = ({ onOpen }: { onOpen: (row: HolderRow) => void }) => {
    const t = useMessages(holderMessages);
    const row = useRecordContext<HolderRow>();
    if (!row) return null;
    return (
        <>
            <Box
                component="button"
                type="button"
                onClick={(event) => {
                    event.stopPropagation();
                    onOpen(row);
                }}
                aria-label={t('holders.table.open', { name: row.name })}
                sx={{
                    all: 'unset',
                    cursor: 'pointer',
                    fontWeight: 600,
                    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
                }}
            >
                {row.name}
            </Box>
            <Typography variant="body2" color="text.secondary">
                {formatDocument(row.document)}
                {row.trade_name ? ` · ${row.trade_name}` : ''}
            </Typography>
        </>
    );
};

interface Props {
    label: string;
    onOpen: (row: HolderRow) => void;
    /** Actions on the selected rows (wide screens). */
    bulkActions: ReactNode;
}

/**
 * The list context's page of holders. Wide screens: a table sorted by name or registration date, with row
 * selection for bulk actions; phones: one card per holder. A row or card opens the holder.
 */
export const HolderTable = ({ label, onOpen, bulkActions }: Props) => {
    const t = useMessages(holderMessages);
    const documentsText = useDocumentsText();
    const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
    if (narrow) return <HolderCards label={label} onOpen={onOpen} />;
    return (
        <>
            <BulkActionsToolbar>{bulkActions}</BulkActionsToolbar>
            <DataTable<HolderRow>
                aria-label={label}
                rowClick={(_id, _resource, row) => {
                    onOpen(row as HolderRow);
                    return false;
                }}
                bulkActionButtons={false}
                sx={{ bgcolor: 'background.paper' }}
            >
                <DataTable.Col<HolderRow>
                    label={<SelectPage label={t('holders.table.select_page')} />}
                    disableSort
                    render={(row) => <SelectRow label={t('holders.table.select_row', { name: row.name })} />}
                />
                <DataTable.Col<HolderRow>
                    source="name"
                    label={t('holders.table.holder')}
                    render={() => <NameCell onOpen={onOpen} />}
                />
                <DataTable.Col<HolderRow>
                    label={t('holders.table.type')}
                    disableSort
                    render={(row) => holderKind(row)}
                />
                <DataTable.Col<HolderRow>
                    source="status"
                    label={t('holders.table.status')}
                    disableSort
                    render={(row) => <StatusChip vocabulary="entity" value={row.status} />}
                />
                <DataTable.Col<HolderRow>
                    source="created_at"
                    label={t('holders.table.created_at')}
                    cellSx={() => ({ whiteSpace: 'nowrap' })}
                    render={(row) => formatDateTime(row.created_at)}
                />
                <DataTable.Col<HolderRow>
                    label={t('holders.table.origin')}
                    disableSort
                    render={(row) => originLabel(row.origin)}
                />
                <DataTable.NumberCol<HolderRow>
                    source="accounts_count"
                    label={t('holders.table.accounts')}
                    disableSort
                />
                <DataTable.Col<HolderRow>
                    label={t('holders.table.documents')}
                    disableSort
                    render={(row) => documentsText(row)}
                />
            </DataTable>
        </>
    );
};

const HolderCards = ({ label, onOpen }: Pick<Props, 'label' | 'onOpen'>) => {
    const t = useMessages(holderMessages);
    const documentsText = useDocumentsText();
    const { data: rows = [] } = useListContext<HolderRow>();
    return (
        <Box
            component="ul"
            aria-label={label}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
        >
            {rows.map((row) => (
                <Card key={row.id} component="li" variant="outlined">
                    <CardActionArea
                        onClick={() => onOpen(row)}
                        aria-label={t('holders.table.open', { name: row.name })}
                    >
                        <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                                    {row.name}
                                </Typography>
                                <StatusChip vocabulary="entity" value={row.status} />
                            </Box>
                            <Typography variant="body2" color="text.secondary">
                                {holderKind(row)} · {formatDocument(row.document)}
                            </Typography>
                            <Typography variant="body2">
                                {formatDateTime(row.created_at)} · {originLabel(row.origin)}
                            </Typography>
                            <Typography variant="body2" color="text.secondary">
                                {t('holders.table.card_accounts', {
                                    count: row.accounts_count,
                                    documents: documentsText(row),
                                })}
                            </Typography>
                        </CardContent>
                    </CardActionArea>
                </Card>
            ))}
        </Box>
    );
};
