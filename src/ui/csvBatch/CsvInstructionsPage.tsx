import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useMessages } from '../../i18n';
import { PAGE_CARD } from '../pageCard';
import { csvMessages } from './messages';

/** One column of the file as the instructions explain it. */
export interface ColumnHelp {
    name: string;
    required: boolean;
    format: string;
    example: string;
}

interface Props {
    title: string;
    intro: ReactNode;
    /** The model's download button. */
    template: ReactNode;
    /** The batch page the file is sent from. */
    upload: { to: string; label: string };
    /** The `<li>` steps of "Como preparar o arquivo". */
    steps: ReactNode;
    /** Said above the columns table (order, case, extra columns). */
    columnsNote: ReactNode;
    columns: readonly ColumnHelp[];
    /** "Erros comuns": a title and what to do, each. */
    mistakes?: readonly (readonly [string, string])[];
    /** The example file, as text. */
    example: string;
}

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
    <Box component="section">
        <Typography variant="h6" component="h2" gutterBottom>
            {title}
        </Typography>
        {children}
    </Box>
);

/**
 * The instructions of a CSV batch: how to prepare the file, its columns and their formats, the common
 * mistakes, an example, the model to download and the way to the batch page.
 */
export const CsvInstructionsPage = (props: Props) => {
    const t = useMessages(csvMessages);
    return (
        <Card sx={PAGE_CARD}>
            <Title title={props.title} />
            <CardContent>
                <Stack spacing={2.5}>
                    <Typography>{props.intro}</Typography>
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                        {props.template}
                        <Button component={RouterLink} to={props.upload.to} startIcon={<UploadFileIcon />}>
                            {props.upload.label}
                        </Button>
                    </Stack>

                    <Section title={t('ui_csv.how_to')}>
                        <Box component="ol" sx={{ m: 0, pl: 3, '& li': { mb: 0.5 } }}>
                            {props.steps}
                        </Box>
                    </Section>

                    <Section title={t('ui_csv.columns')}>
                        <Typography variant="body2" color="text.secondary" gutterBottom>
                            {props.columnsNote}
                        </Typography>
                        <ColumnsTable columns={props.columns} />
                    </Section>

                    {props.mistakes && (
                        <Section title={t('ui_csv.mistakes')}>
                            <Box
                                component="dl"
                                sx={{ m: 0, '& dt': { fontWeight: 500 }, '& dd': { m: 0, mb: 1.5 } }}
                            >
                                {props.mistakes.map(([title, text]) => (
                                    <Box key={title} sx={{ display: 'contents' }}>
                                        <dt>{title}</dt>
                                        <dd>{text}</dd>
                                    </Box>
                                ))}
                            </Box>
                        </Section>
                    )}

                    <Section title={t('ui_csv.example')}>
                        <Box
                            component="pre"
                            aria-label={t('ui_csv.example_label')}
                            // Scrolls sideways on phones: focusable so the keyboard can scroll it.
                            tabIndex={0}
                            sx={{
                                m: 0,
                                p: 1.5,
                                bgcolor: 'action.hover',
                                borderRadius: 1,
                                overflowX: 'auto',
                                fontSize: 13,
                            }}
                        >
                            {/* As a spreadsheet shows it: the file's ="…" (text kept as typed) is not what anyone types. */}
                            {props.example.replaceAll('\r\n', '\n').replace(/="([^"]*)"/g, '$1')}
                        </Box>
                    </Section>
                </Stack>
            </CardContent>
        </Card>
    );
};

const ColumnsTable = ({ columns }: { columns: readonly ColumnHelp[] }) => {
    const t = useMessages(csvMessages);
    return (
        <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t('ui_csv.columns_table')}>
                <TableHead>
                    <TableRow>
                        <TableCell>{t('ui_csv.column')}</TableCell>
                        <TableCell>{t('ui_csv.required')}</TableCell>
                        <TableCell>{t('ui_csv.format')}</TableCell>
                        <TableCell>{t('ui_csv.example')}</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {columns.map((column) => (
                        <TableRow key={column.name}>
                            <TableCell sx={{ fontFamily: 'monospace' }}>{column.name}</TableCell>
                            <TableCell>{column.required ? t('ui_csv.yes') : t('ui_csv.no')}</TableCell>
                            <TableCell sx={{ minWidth: 220 }}>{column.format}</TableCell>
                            <TableCell sx={{ whiteSpace: 'nowrap' }}>{column.example}</TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </TableContainer>
    );
};
