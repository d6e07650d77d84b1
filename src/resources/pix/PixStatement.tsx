import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { currentBrand } from '../../brands';
import { formatDate } from '../../domain/dates';
import { formatBRL } from '../../domain/money';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { FigureCard } from '../../ui/FigureCard';
import { HeaderRow } from '../../ui/HeaderRow';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { Balance } from '../../ui/Money';
import { PagedRows } from '../../ui/PagedRows';
import { useLoad } from '../../ui/useLoad';
import { type PixTransactionView, pixApi, type TransactionFilter } from './api';
import { DIRECTION_CHOICES, pixStatementCsv, pixStatementTable, pixTotals } from './statement';
import { TransactionList } from './TransactionList';

const PAGE_SIZE = 20;

interface Props {
    filter: TransactionFilter;
    /** 'conta-0001-123456' or 'todas-as-contas': part of the exported files' names. */
    fileTag: string;
    /** The report's subtitle: which account(s). */
    scope: string;
    accountName?: (row: PixTransactionView) => string | undefined;
}

/** Every Pix of a filter: totals, exports of all its rows, and the list a page at a time. */
export const PixStatement = ({ filter, fileTag, scope, accountName }: Props) => {
    const key = `pix-statement:${filter.account_id ?? 'all'}:${filter.from}:${filter.to}:${filter.direction ?? 'all'}`;
    const rows = useLoad(key, (signal) => pixApi.transactions(filter, signal));

    if (rows.status === 'loading') return <Loading label="Carregando o extrato Pix…" />;
    if (rows.status === 'error') return <LoadFailed what="o extrato Pix" onRetry={rows.retry} />;

    const all = rows.data;
    const totals = pixTotals(all);
    const direction =
        DIRECTION_CHOICES.find((c) => c.value === (filter.direction ?? 'all'))?.label ?? 'Todas';
    const fileName = `extrato-pix-${fileTag}-${filter.from}-a-${filter.to}`;
    const periodText = `${formatDate(filter.from)} a ${formatDate(filter.to)}`;

    const exportPdf = async () => {
        const { createReport } = await import('../../pdf');
        createReport({
            title: 'Extrato Pix',
            subtitle: `${scope} · ${periodText} · ${direction}`,
            brand: currentBrand(),
        })
            .keyValues([
                ['Recebido no período', formatBRL(totals.received)],
                ['Enviado no período', formatBRL(totals.sent)],
                ['Quantidade de Pix', all.length],
            ])
            .table(pixStatementTable(all))
            .save(fileName);
    };

    return (
        <>
            <Grid container spacing={2} sx={{ mb: 2 }}>
                <Grid size={{ xs: 12, sm: 6 }}>
                    <FigureCard size="h6" label="Recebido no período (Pix concluídos)">
                        <Box component="span" sx={{ color: 'success.main' }}>
                            <Balance cents={totals.received} />
                        </Box>
                    </FigureCard>
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                    <FigureCard size="h6" label="Enviado no período (Pix concluídos)">
                        <Box component="span" sx={{ color: 'error.main' }}>
                            <Balance cents={totals.sent} />
                        </Box>
                    </FigureCard>
                </Grid>
            </Grid>
            <HeaderRow gap={1}>
                <Typography variant="body2" color="text.secondary" aria-live="polite">
                    {all.length === 1 ? '1 Pix' : `${all.length} Pix`} de {periodText}
                </Typography>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                    <ExportCsvButton
                        csv={() => pixStatementCsv(all)}
                        fileName={`${fileName}.csv`}
                        disabled={all.length === 0}
                    />
                    <Button
                        variant="outlined"
                        size="small"
                        startIcon={<PictureAsPdfIcon />}
                        onClick={exportPdf}
                        disabled={all.length === 0}
                    >
                        Exportar PDF
                    </Button>
                </Box>
            </HeaderRow>
            {all.length === 0 ? (
                <Typography color="text.secondary" sx={{ py: 2 }}>
                    Nenhum Pix neste período com estes filtros.
                </Typography>
            ) : (
                <PagedRows rows={all} size={PAGE_SIZE}>
                    {(shown) => <TransactionList rows={shown} accountName={accountName} />}
                </PagedRows>
            )}
        </>
    );
};
