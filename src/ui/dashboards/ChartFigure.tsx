import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { visuallyHidden } from '../visuallyHidden';

export interface ChartTable {
    columns: string[];
    rows: string[][];
}

/**
 * A chart with its title and, for screen readers, the same figures as a table: the drawing itself is hidden
 * from them. With `empty` (a sentence) the chart gives way to that sentence.
 */
export const ChartFigure = ({
    title,
    table,
    empty,
    children,
}: {
    title: string;
    table: ChartTable;
    empty?: string | null;
    children: ReactNode;
}) => {
    const id = useId();
    return (
        <Card variant="outlined" component="section" aria-labelledby={id} sx={{ height: '100%' }}>
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                <Typography id={id} variant="subtitle1" component="h3" sx={{ mb: 1 }}>
                    {title}
                </Typography>
                {empty ? (
                    <Typography color="text.secondary">{empty}</Typography>
                ) : (
                    <>
                        <Box aria-hidden sx={{ width: '100%', minWidth: 0 }}>
                            {children}
                        </Box>
                        <Box sx={visuallyHidden}>
                            <table>
                                <caption>{title}</caption>
                                <thead>
                                    <tr>
                                        {table.columns.map((column) => (
                                            <th key={column} scope="col">
                                                {column}
                                            </th>
                                        ))}
                                    </tr>
                                </thead>
                                <tbody>
                                    {table.rows.map((row) => (
                                        <tr key={row[0]}>
                                            {row.map((cell, index) =>
                                                index === 0 ? (
                                                    <th key={table.columns[index]} scope="row">
                                                        {cell}
                                                    </th>
                                                ) : (
                                                    <td key={table.columns[index]}>{cell}</td>
                                                ),
                                            )}
                                        </tr>
                                    ))}
                                </tbody>
                            </table>
                        </Box>
                    </>
                )}
            </CardContent>
        </Card>
    );
};
