import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../domain/dates';
import { INFLOW_WEEKS, type InvoiceDashboard, TOP_PAYERS } from '../../../domain/invoiceDashboard';
import { formatBRL } from '../../../domain/money';
import { CategoryBars, moneyFormat, SlotBars } from '../../../ui/charts/charts';
import { ChartFigure } from '../../../ui/dashboards/ChartFigure';
import { Figures } from '../../../ui/dashboards/Figures';
import { boletosText, countText, rangeText } from '../../../ui/dashboards/format';
import { InvoiceDashboardFrame } from './InvoiceDashboardFrame';
import { TopPayersTable } from './TopPayersTable';

const TOP_PAYERS_TITLE = `Os ${TOP_PAYERS} maiores pagadores em aberto`;

const Content = ({ data }: { data: InvoiceDashboard }) => {
    const { palette } = useTheme();
    const portfolio = {
        count: data.open.count + data.overdue.count,
        amount: data.open.amount + data.overdue.amount,
    };
    const expected = data.inflow.reduce(
        (sum, week) => ({ count: sum.count + week.count, amount: sum.amount + week.amount }),
        { count: 0, amount: 0 },
    );
    const bucketColors = [
        palette.error.dark,
        palette.error.main,
        palette.warning.main,
        palette.info.main,
        palette.primary.main,
        palette.primary.dark,
    ];
    return (
        <>
            <Figures
                perRow={4}
                figures={[
                    {
                        label: 'Carteira em aberto',
                        value: formatBRL(portfolio.amount),
                        detail: `${boletosText(portfolio.count)}, a vencer e vencidos`,
                    },
                    {
                        label: 'Vencidos',
                        value: formatBRL(data.overdue.amount),
                        detail: boletosText(data.overdue.count),
                    },
                    {
                        label: `A receber em ${INFLOW_WEEKS} semanas`,
                        value: formatBRL(expected.amount),
                        detail: boletosText(expected.count),
                    },
                    {
                        label: 'Recebido após o vencimento no período',
                        value: formatBRL(data.paid_late.amount),
                        detail: boletosText(data.paid_late.count),
                    },
                ]}
            />
            <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 6 }}>
                    <ChartFigure
                        title="Carteira em aberto por vencimento"
                        empty={portfolio.count === 0 ? 'Nenhum boleto em aberto.' : null}
                        table={{
                            columns: ['Faixa', 'Boletos', 'Valor'],
                            rows: data.due_buckets.map((b) => [
                                b.label,
                                countText(b.count),
                                formatBRL(b.amount),
                            ]),
                        }}
                    >
                        <CategoryBars
                            format={moneyFormat}
                            name="Valor em aberto"
                            labels={data.due_buckets.map((b) => b.label)}
                            values={data.due_buckets.map((b) => b.amount)}
                            colors={bucketColors}
                        />
                    </ChartFigure>
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                    <Card
                        variant="outlined"
                        component="section"
                        aria-labelledby="top-payers"
                        sx={{ height: '100%' }}
                    >
                        <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                            <Typography id="top-payers" variant="subtitle1" component="h3" sx={{ mb: 1 }}>
                                {TOP_PAYERS_TITLE}
                            </Typography>
                            {data.top_payers.length === 0 ? (
                                <Typography color="text.secondary">Nenhum boleto em aberto.</Typography>
                            ) : (
                                <TopPayersTable payers={data.top_payers} label={TOP_PAYERS_TITLE} />
                            )}
                        </CardContent>
                    </Card>
                </Grid>
                <Grid size={12}>
                    <ChartFigure
                        title={`Entradas previstas nas próximas ${INFLOW_WEEKS} semanas`}
                        empty={
                            expected.count === 0
                                ? `Nenhum boleto a vencer nas próximas ${INFLOW_WEEKS} semanas.`
                                : null
                        }
                        table={{
                            columns: ['Semana', 'Boletos', 'Valor'],
                            rows: data.inflow.map((week) => [
                                rangeText(week.start, week.end),
                                countText(week.count),
                                formatBRL(week.amount),
                            ]),
                        }}
                    >
                        <SlotBars
                            format={moneyFormat}
                            labels={data.inflow.map((week) => formatDate(week.start).slice(0, 5))}
                            series={[
                                {
                                    label: 'A vencer na semana',
                                    data: data.inflow.map((week) => week.amount),
                                    color: palette.primary.main,
                                },
                            ]}
                        />
                    </ChartFigure>
                </Grid>
            </Grid>
        </>
    );
};

/** `/invoice-charge-dash`: the open portfolio by due date, who owes most, what is due in the next weeks. */
export const InvoiceChargeDashboardPage = () => (
    <InvoiceDashboardFrame title="Painel de cobranças por boleto">
        {(data) => <Content data={data} />}
    </InvoiceDashboardFrame>
);
