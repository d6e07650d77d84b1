import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatDateTime } from '../../domain/dates';
import { formatDocument } from '../../domain/document';
import { statusInfo } from '../../domain/statuses';
import type { HolderRow, HolderSort } from './api';
import { holderKind, ORIGIN_LABELS } from './holderText';

interface Props {
    rows: HolderRow[];
    label: string;
    sort: HolderSort;
    onSort: (sort: HolderSort) => void;
    onOpen: (row: HolderRow) => void;
}

export const EntityChip = ({ status }: { status: string }) => {
    const info = statusInfo('entity', status);
    return <Chip size="small" label={info.label} color={info.color} />;
};

const documentsText = (row: HolderRow) =>
    row.missing_documents.length === 0
        ? 'Completos'
        : `${row.missing_documents.length} faltando${row.documents.pending ? ` · ${row.documents.pending} em análise` : ''}`;

const SortHeader = ({
    field,
    label,
    sort,
    onSort,
}: { field: HolderSort['field']; label: string } & Pick<Props, 'sort' | 'onSort'>) => {
    const active = sort.field === field;
    return (
        <TableCell sortDirection={active ? sort.order : false}>
            <TableSortLabel
                active={active}
                direction={active ? sort.order : 'asc'}
                onClick={() => onSort({ field, order: active && sort.order === 'asc' ? 'desc' : 'asc' })}
            >
                {label}
            </TableSortLabel>
        </TableCell>
    );
};

/** Wide screens: a sortable table; phones: one card per holder. A row or card opens the holder. */
export const HolderTable = ({ rows, label, sort, onSort, onOpen }: Props) => {
    const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
    if (narrow) return <HolderCards rows={rows} label={label} onOpen={onOpen} />;
    return (
        <TableContainer sx={{ bgcolor: 'background.paper' }}>
            <Table size="small" aria-label={label}>
                <TableHead>
                    <TableRow>
                        <SortHeader field="name" label="Titular" sort={sort} onSort={onSort} />
                        <TableCell>Tipo</TableCell>
                        <TableCell>Situação</TableCell>
                        <SortHeader field="created_at" label="Cadastro" sort={sort} onSort={onSort} />
                        <TableCell>Origem</TableCell>
                        <TableCell align="right">Contas</TableCell>
                        <TableCell>Documentos</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {rows.map((row) => (
                        <TableRow key={row.id} hover sx={{ cursor: 'pointer' }} onClick={() => onOpen(row)}>
                            <TableCell>
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
                                        '&:focus-visible': {
                                            outline: '2px solid',
                                            outlineColor: 'primary.main',
                                        },
                                    }}
                                >
                                    {row.name}
                                </Box>
                                <Typography variant="body2" color="text.secondary">
                                    {formatDocument(row.document)}
                                    {row.trade_name ? ` · ${row.trade_name}` : ''}
                                </Typography>
                            </TableCell>
                            <TableCell>{holderKind(row)}</TableCell>
                            <TableCell>
                                <EntityChip status={row.status} />
                            </TableCell>
                            <TableCell sx={{ whiteSpace: 'nowrap' }}>
                                {formatDateTime(row.created_at)}
                            </TableCell>
                            <TableCell>{ORIGIN_LABELS[row.origin] ?? row.origin}</TableCell>
                            <TableCell align="right">{row.accounts_count}</TableCell>
                            <TableCell>{documentsText(row)}</TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </TableContainer>
    );
};

const HolderCards = ({ rows, label, onOpen }: Pick<Props, 'rows' | 'label' | 'onOpen'>) => (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
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
