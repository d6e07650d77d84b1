import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
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
import { type ReactNode, useMemo, useState } from 'react';
import { count } from '../../domain/text';
import { useMessages } from '../../i18n';
import { csvMessages } from './messages';

/** A line of the file as the parsers give it: where it starts, and why it cannot go (empty when it can). */
export interface CsvLine {
    line: number;
    reasons: readonly string[];
}

/** A column of the wide table, between "Situação" and "Problemas". */
export interface CsvColumn<Row> {
    header: string;
    cell: (row: Row) => ReactNode;
    align?: 'right';
    sx?: SxProps<Theme>;
}

interface Props<Row extends CsvLine> {
    parsed: { rows: readonly Row[]; valid: number; invalid: number };
    columns: readonly CsvColumn<Row>[];
    /** On phones each line is a card: this is its title… */
    title: (row: Row) => string;
    /** …and this the line under it. */
    details: (row: Row) => string;
}

type Show = 'all' | 'invalid' | 'valid';

const RowStatus = ({ row }: { row: CsvLine }) => {
    const t = useMessages(csvMessages);
    return row.reasons.length === 0 ? (
        <Chip size="small" variant="outlined" color="success" label={t('ui_csv.valid')} />
    ) : (
        <Chip size="small" variant="outlined" color="error" label={t('ui_csv.invalid')} />
    );
};

const Reasons = ({ row }: { row: CsvLine }) =>
    row.reasons.length === 0 ? null : (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {row.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
            ))}
        </Box>
    );

/**
 * Every line of the file, a page at a time (5,000 lines never render at once): a table on wide screens, a
 * list on phones; lines with problems first when there are any.
 */
export const CsvLinesTable = <Row extends CsvLine>({ parsed, columns, title, details }: Props<Row>) => {
    const t = useMessages(csvMessages);
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
                aria-label={t('ui_csv.show_lines')}
                sx={{ flexWrap: 'wrap' }}
            >
                <ToggleButton value="all">
                    {t('ui_csv.all_count', { count: count(parsed.rows.length) })}
                </ToggleButton>
                <ToggleButton value="invalid">
                    {t('ui_csv.invalid_count', { count: count(parsed.invalid) })}
                </ToggleButton>
                <ToggleButton value="valid">
                    {t('ui_csv.valid_count', { count: count(parsed.valid) })}
                </ToggleButton>
            </ToggleButtonGroup>
            {isSmall ? (
                <Box component="ul" aria-label={t('ui_csv.lines')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                    {visible.map((row) => (
                        <Box
                            component="li"
                            key={row.line}
                            sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}
                        >
                            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                                <Typography variant="body2" color="text.secondary">
                                    {t('ui_csv.line_number', { line: row.line })}
                                </Typography>
                                <RowStatus row={row} />
                            </Stack>
                            <Typography>{title(row)}</Typography>
                            <Typography variant="body2" color="text.secondary">
                                {details(row)}
                            </Typography>
                            <Typography variant="body2" component="div" color="error">
                                <Reasons row={row} />
                            </Typography>
                        </Box>
                    ))}
                </Box>
            ) : (
                <TableContainer sx={{ overflowX: 'auto' }}>
                    <Table size="small" aria-label={t('ui_csv.lines')}>
                        <TableHead>
                            <TableRow>
                                <TableCell>{t('ui_csv.line')}</TableCell>
                                <TableCell>{t('ui_csv.status')}</TableCell>
                                {columns.map((column) => (
                                    <TableCell key={column.header} align={column.align}>
                                        {column.header}
                                    </TableCell>
                                ))}
                                <TableCell>{t('ui_csv.problems')}</TableCell>
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {visible.map((row) => (
                                <TableRow key={row.line}>
                                    <TableCell>{row.line}</TableCell>
                                    <TableCell>
                                        <RowStatus row={row} />
                                    </TableCell>
                                    {columns.map((column) => (
                                        <TableCell key={column.header} align={column.align} sx={column.sx}>
                                            {column.cell(row)}
                                        </TableCell>
                                    ))}
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
                labelRowsPerPage={t('ui_csv.rows_per_page')}
                labelDisplayedRows={({ from, to, count: total }) =>
                    t('ui_csv.displayed_rows', { from, to, count: count(total) })
                }
                getItemAriaLabel={(type) =>
                    type === 'next' ? t('ui_csv.next_page') : t('ui_csv.previous_page')
                }
            />
        </>
    );
};
