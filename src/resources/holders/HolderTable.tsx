import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { BulkActionsToolbar, DataTable, useListContext, useRecordContext } from 'react-admin';
import { formatDateTime } from '../../domain/dates';
import { formatDocument } from '../../domain/document';
import { statusInfo } from '../../domain/statuses';
import { SelectPage, SelectRow } from '../../ui/lists/Selection';
import type { HolderRow } from './api';
import { holderKind, ORIGIN_LABELS } from './holderText';

export const EntityChip = ({ status }: { status: string }) => {
    const info = statusInfo('entity', status);
    return <Chip size="small" label={info.label} color={info.color} />;
};

const documentsText = (row: HolderRow) =>
    row.missing_documents.length === 0
        ? 'Completos'
        : `${row.missing_documents.length} faltando${row.documents.pending ? ` · ${row.documents.pending} em análise` : ''}`;

/** A holder's name as the button that opens its details (the row opens them too). */
const NameCell = ({ onOpen }: { onOpen: (row: HolderRow) => void }) => {
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
                aria-label={`Abrir ${row.name}`}
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
                    label={<SelectPage label="Selecionar os titulares desta página" />}
                    disableSort
                    render={(row) => <SelectRow label={`Selecionar ${row.name}`} />}
                />
                <DataTable.Col<HolderRow>
                    source="name"
                    label="Titular"
                    render={() => <NameCell onOpen={onOpen} />}
                />
                <DataTable.Col<HolderRow> label="Tipo" disableSort render={(row) => holderKind(row)} />
                <DataTable.Col<HolderRow>
                    source="status"
                    label="Situação"
                    disableSort
                    render={(row) => <EntityChip status={row.status} />}
                />
                <DataTable.Col<HolderRow>
                    source="created_at"
                    label="Cadastro"
                    cellSx={() => ({ whiteSpace: 'nowrap' })}
                    render={(row) => formatDateTime(row.created_at)}
                />
                <DataTable.Col<HolderRow>
                    label="Origem"
                    disableSort
                    render={(row) => ORIGIN_LABELS[row.origin] ?? row.origin}
                />
                <DataTable.NumberCol<HolderRow> source="accounts_count" label="Contas" disableSort />
                <DataTable.Col<HolderRow>
                    label="Documentos"
                    disableSort
                    render={(row) => documentsText(row)}
                />
            </DataTable>
        </>
    );
};

const HolderCards = ({ label, onOpen }: Pick<Props, 'label' | 'onOpen'>) => {
    const { data: rows = [] } = useListContext<HolderRow>();
    return (
        <Box
            component="ul"
            aria-label={label}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
        >
            {rows.map((row) => (
                <Card key={row.id} component="li" variant="outlined">
                    <CardActionArea onClick={() => onOpen(row)} aria-label={`Abrir ${row.name}`}>
                        <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                                    {row.name}
                                </Typography>
                                <EntityChip status={row.status} />
                            </Box>
                            <Typography variant="body2" color="text.secondary">
                                {holderKind(row)} · {formatDocument(row.document)}
                            </Typography>
                            <Typography variant="body2">
                                {formatDateTime(row.created_at)} · {ORIGIN_LABELS[row.origin] ?? row.origin}
                            </Typography>
                            <Typography variant="body2" color="text.secondary">
                                {row.accounts_count} conta(s) · Documentos: {documentsText(row)}
                            </Typography>
                        </CardContent>
                    </CardActionArea>
                </Card>
            ))}
        </Box>
    );
};
