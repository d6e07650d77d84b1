import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

export interface Column<T> {
    header: string;
    cell: (row: T) => ReactNode;
    /** Figures are right-aligned and kept on one line. */
    numeric?: boolean;
}

/**
 * A small table whose first column heads each row. It scrolls sideways on a narrow screen and takes its width
 * from its container, never the other way round (width 0, at least 100 %), so it cannot widen the page.
 */
export function ScrollTable<T>({
    label,
    columns,
    rows,
    rowKey,
    footer,
}: {
    label: string;
    columns: Column<T>[];
    rows: T[];
    rowKey: (row: T) => string | number;
    /** A totals row, its cells in the columns' order. */
    footer?: ReactNode[];
}) {
    const align = (column: Column<T>) => (column.numeric ? 'right' : 'left');
    return (
        // Focusable so that a keyboard can scroll it when it overflows.
        <TableContainer tabIndex={0} role="region" aria-label={label} sx={{ width: 0, minWidth: '100%' }}>
            <Table size="small" aria-label={label}>
                <TableHead>
                    <TableRow>
                        {columns.map((column) => (
                            <TableCell key={column.header} align={align(column)}>
                                {column.header}
                            </TableCell>
                        ))}
                    </TableRow>
                </TableHead>
                <TableBody>
                    {rows.map((row) => (
                        <TableRow key={rowKey(row)}>
                            {columns.map((column, index) => (
                                <TableCell
                                    key={column.header}
                                    component={index === 0 ? 'th' : 'td'}
                                    scope={index === 0 ? 'row' : undefined}
                                    align={align(column)}
                                    sx={column.numeric ? { whiteSpace: 'nowrap' } : { minWidth: 120 }}
                                >
                                    {column.cell(row)}
                                </TableCell>
                            ))}
                        </TableRow>
                    ))}
                </TableBody>
                {footer && (
                    <TableFooter>
                        <TableRow>
                            {footer.map((cell, index) => (
                                <TableCell
                                    key={columns[index]?.header ?? index}
                                    component={index === 0 ? 'th' : 'td'}
                                    scope={index === 0 ? 'row' : undefined}
                                    align={columns[index] ? align(columns[index]) : 'left'}
                                    sx={{ whiteSpace: 'nowrap', fontWeight: 'bold', color: 'text.primary' }}
                                >
                                    {cell}
                                </TableCell>
                            ))}
                        </TableRow>
                    </TableFooter>
                )}
            </Table>
        </TableContainer>
    );
}
