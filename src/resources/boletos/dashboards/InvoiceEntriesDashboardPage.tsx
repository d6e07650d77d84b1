import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import type { InvoiceDashboard } from '../../../domain/invoiceDashboard';
import { formatBRL } from '../../../domain/money';
import { moneyFormat, SlotBars } from '../../../ui/charts/charts';
import { ChartFigure } from '../../../ui/dashboards/ChartFigure';
import { Figures } from '../../../ui/dashboards/Figures';
import { boletosText, daysText, percentText, slotLabel, slotText } from '../../../ui/dashboards/format';
import { InvoiceDashboardFrame } from './InvoiceDashboardFrame';

const Content = ({ data }: { data: InvoiceDashboard }) => {
    const { palette } = useTheme();
    const slotHeader = data.granularity === 'day' ? 'Dia' : 'Mês';
    const labels = data.series.map((point) => slotLabel(point, data.granularity));
    const noPayments = data.paid.count === 0 ? 'Nenhum boleto pago no período.' : null;
    return (
        <>
            <Figures
                perRow={6}
                figures={[
                    {
                        label: 'Recebido no período',
                        value: formatBRL(data.paid.amount),
                        detail: boletosText(data.paid.count),
                    },
                    {
                        label: 'Pagos em dia',
                        value: formatBRL(data.paid_on_time.amount),
                        detail: `${boletosText(data.paid_on_time.count)} · ${percentText(data.on_time_rate)}`,
                    },
                    {
                        label: 'Pagos com atraso',
                        value: formatBRL(data.paid_late.amount),
                        detail: boletosText(data.paid_late.count),
                    },
                    {
                        label: 'Multas e juros recebidos',
                        value: formatBRL(data.charges_collected),
                        detail: 'Valor pago acima do valor do boleto',
                    },
                    {
                        label: 'Descontos concedidos',
                        value: formatBRL(data.discounts_granted),
                        detail: 'Valor pago abaixo do valor do boleto',
                    },
                    {
                        label: 'Atraso médio',
                        value: daysText(data.average_days_late),
                        detail: 'Nos pagamentos com atraso',
                    },
                ]}
            />
            <Grid container spacing={2}>
                <Grid size={{ xs: 12, lg: 7 }}>
                    <ChartFigure
                        title="Recebimentos em dia e com atraso"
                        empty={noPayments}
                        table={{
                            columns: [slotHeader, 'Em dia', 'Com atraso', 'Total recebido'],
                            rows: data.series.map((point) => [
                                slotText(point, data.granularity),
                                formatBRL(point.paid_on_time.amount),
                                formatBRL(point.paid_late.amount),
                                formatBRL(point.paid.amount),
                            ]),
                        }}
                    >
                        <SlotBars
                            format={moneyFormat}
                            labels={labels}
                            series={[
                                {
                                    label: 'Em dia',
                                    data: data.series.map((point) => point.paid_on_time.amount),
                                    color: palette.success.main,
                                    stack: 'received',
                                },
                                {
                                    label: 'Com atraso',
                                    data: data.series.map((point) => point.paid_late.amount),
                                    color: palette.warning.main,
                                    stack: 'received',
                                },
                            ]}
                        />
                    </ChartFigure>
                </Grid>
                <Grid size={{ xs: 12, lg: 5 }}>
                    <ChartFigure
                        title="Multas e juros recebidos e descontos concedidos"
                        empty={noPayments}
                        table={{
                            columns: [slotHeader, 'Multas e juros', 'Descontos'],
                            rows: data.series.map((point) => [
                                slotText(point, data.granularity),
                                formatBRL(point.charges),
                                formatBRL(point.discounts),
                            ]),
                        }}
                    >
                        <SlotBars
                            format={moneyFormat}
                            labels={labels}
                            series={[
                                {
                                    label: 'Multas e juros',
                                    data: data.series.map((point) => point.charges),
                                    color: palette.info.main,
                                },
                                {
                                    label: 'Descontos',
                                    data: data.series.map((point) => point.discounts),
                                    color: palette.secondary.main,
                                },
                            ]}
                        />
                    </ChartFigure>
                </Grid>
            </Grid>
        </>
    );
};

/** `/invoice-entries-dash`: the money the boletos brought in, on time or late, with charges and discounts. */
export const InvoiceEntriesDashboardPage = () => (
    <InvoiceDashboardFrame title="Painel de entradas por boleto">
        {(data) => <Content data={data} />}
    </InvoiceDashboardFrame>
);
