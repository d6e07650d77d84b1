import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState } from 'react';
import { formatDate } from '../../domain/dates';
import { formatDocument } from '../../domain/document';
import type { InvoiceCsvParse, InvoiceCsvRow } from '../../domain/invoiceCsv';
import { formatBRL } from '../../domain/money';
import { count } from './text';

type Parsed = Extract<InvoiceCsvParse, { ok: true }>;
type Show = 'all' | 'invalid' | 'valid';

const RowStatus = ({ row }: { row: InvoiceCsvRow }) =>
    row.reasons.length === 0 ? (
        <Chip size="small" variant="outlined" color="success" label="Válida" />
    ) : (
        <Chip size="small" variant="outlined" color="error" label="Com problemas" />
    );

const Reasons = ({ row }: { row: InvoiceCsvRow }) =>
    row.reasons.length === 0 ? null : (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {row.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
            ))}
        </Box>
    );

/** What a line's cells said, readable even when some could not be read. */
const amountOf = (row: InvoiceCsvRow) => (row.invoice.amount > 0 ? formatBRL(row.invoice.amount) : '—');
const dueOf = (row: InvoiceCsvRow) => (row.invoice.due_date ? formatDate(row.invoice.due_date) : '—');

/**
 * Every line of the file, a page at a time (5,000 lines never render at once): a table on wide screens, a
 * list on phones; lines with problems first when there are any.
 */
export const PreviewTable = ({ parsed, names }: { parsed: Parsed; names: ReadonlyMap<string, string> }) => {
    const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
    const [show, setShow] = useState<Show>(parsed.invalid > 0 ? 'invalid' : 'all');
    const [page, setPage] = useState(0);
    const [perPage, setPerPage] = useState(25);
    const rows = useMemo(
        () =>
            show === 'all'
                ? parsed.rows
                : parsed.rows.filter((row) => (row.reasons.length === 0) === (show === 'valid')),
        [parsed, show],
    );
    const visible = rows.slice(page * perPage, page * perPage + perPage);
    const payer = (row: InvoiceCsvRow) => names.get(row.invoice.drawee_document) ?? '—';
    return (
        <>
            <ToggleButtonGroup
                exclusive
                size="small"
                value={show}
                onChange={(_, value: Show | null) => {
                    if (value) {
                        setShow(value);
                        setPage(0);
                    }
                }}
                aria-label="Mostrar linhas"
                sx={{ flexWrap: 'wrap' }}
            >
                <ToggleButton value="all">Todas ({count(parsed.rows.length)})</ToggleButton>
                <ToggleButton value="invalid">Com problemas ({count(parsed.invalid)})</ToggleButton>
                <ToggleButton value="valid">Válidas ({count(parsed.valid)})</ToggleButton>
            </ToggleButtonGroup>
            {isSmall ? (
                <Box component="ul" aria-label="Linhas do arquivo" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                    {visible.map((row) => (
                        <Box
                            component="li"
                            key={row.line}
                            sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}
                        >
                            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                                <Typography variant="body2" color="text.secondary">
                                    Linha {row.line}
                                </Typography>
                                <RowStatus row={row} />
                            </Stack>
                            <Typography>{payer(row)}</Typography>
                            <Typography variant="body2" color="text.secondary">
                                {[
                                    formatDocument(row.invoice.drawee_document),
                                    amountOf(row),
                                    `venc. ${dueOf(row)}`,
                                ].join(' · ')}
                            </Typography>
                            <Typography variant="body2" component="div" color="error">
                                <Reasons row={row} />
                            </Typography>
                        </Box>
                    ))}
                </Box>
            ) : (
                <TableContainer sx={{ overflowX: 'auto' }}>
                    <Table size="small" aria-label="Linhas do arquivo">
                        <TableHead>
                            <TableRow>
                                <TableCell>Linha</TableCell>
                                <TableCell>Situação</TableCell>
                                <TableCell>Sacado</TableCell>
                                <TableCell>CPF/CNPJ</TableCell>
                                <TableCell align="right">Valor</TableCell>
                                <TableCell>Vencimento</TableCell>
                                <TableCell align="right">Parcelas</TableCell>
                                <TableCell>Problemas</TableCell>
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {visible.map((row) => (
                                <TableRow key={row.line}>
                                    <TableCell>{row.line}</TableCell>
                                    <TableCell>
                                        <RowStatus row={row} />
                                    </TableCell>
                                    <TableCell sx={{ minWidth: 160 }}>{payer(row)}</TableCell>
                                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                                        {formatDocument(row.invoice.drawee_document)}
                                    </TableCell>
                                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                                        {amountOf(row)}
                                    </TableCell>
                                    <TableCell>{dueOf(row)}</TableCell>
                                    <TableCell align="right">{row.invoice.installments || '—'}</TableCell>
                                    <TableCell sx={{ minWidth: 220 }}>
                                        <Reasons row={row} />
                                    </TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                </TableContainer>
            )}
            <TablePagination
                component="div"
                count={rows.length}
                page={page}
                onPageChange={(_, next) => setPage(next)}
                rowsPerPage={perPage}
                rowsPerPageOptions={isSmall ? [] : [25, 50, 100]}
                onRowsPerPageChange={(event) => {
                    setPerPage(Number(event.target.value));
                    setPage(0);
                }}
                labelRowsPerPage="Linhas por página"
                labelDisplayedRows={({ from, to, count: total }) => `${from}–${to} de ${count(total)}`}
                getItemAriaLabel={(type) => (type === 'next' ? 'Próxima página' : 'Página anterior')}
            />
        </>
    );
};
