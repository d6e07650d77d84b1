import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import type { InvoiceDashboard } from '../../../domain/invoiceDashboard';
import { formatBRL } from '../../../domain/money';
import { useMessages } from '../../../i18n';
import { moneyFormat, SlotBars } from '../../../ui/charts/charts';
import { ChartFigure } from '../../../ui/dashboards/ChartFigure';
import { Figures } from '../../../ui/dashboards/Figures';
import { boletosText, daysText, percentText, slotLabel, slotText } from '../../../ui/dashboards/format';
import { InvoiceDashboardFrame } from './InvoiceDashboardFrame';
import { invoiceDashboardMessages } from './messages';

const Content = ({ data }: { data: InvoiceDashboard }) => {
    const t = useMessages(invoiceDashboardMessages);
    const { palette } = useTheme();
    const slotHeader =
        data.granularity === 'day' ? t('boleto_dashboards.common.day') : t('boleto_dashboards.common.month');
    const labels = data.series.map((point) => slotLabel(point, data.granularity));
    const noPayments = data.paid.count === 0 ? t('boleto_dashboards.entries.no_payments') : null;
    return (
        <>
            <Figures
                perRow={6}
                figures={[
                    {
                        label: t('boleto_dashboards.entries.received'),
                        value: formatBRL(data.paid.amount),
                        detail: boletosText(data.paid.count),
                    },
                    {
                        label: t('boleto_dashboards.entries.on_time'),
                        value: formatBRL(data.paid_on_time.amount),
                        detail: `${boletosText(data.paid_on_time.count)} · ${percentText(data.on_time_rate)}`,
                    },
                    {
                        label: t('boleto_dashboards.entries.late'),
                        value: formatBRL(data.paid_late.amount),
                        detail: boletosText(data.paid_late.count),
                    },
                    {
                        label: t('boleto_dashboards.entries.charges'),
                        value: formatBRL(data.charges_collected),
                        detail: t('boleto_dashboards.entries.charges_detail'),
                    },
                    {
                        label: t('boleto_dashboards.entries.discounts'),
                        value: formatBRL(data.discounts_granted),
                        detail: t('boleto_dashboards.entries.discounts_detail'),
                    },
                    {
                        label: t('boleto_dashboards.entries.average_delay'),
                        value: daysText(data.average_days_late),
                        detail: t('boleto_dashboards.entries.average_delay_detail'),
                    },
                ]}
            />
            <Grid container spacing={2}>
                <Grid size={{ xs: 12, lg: 7 }}>
                    <ChartFigure
                        title={t('boleto_dashboards.entries.received_chart.title')}
                        empty={noPayments}
                        table={{
                            columns: [
                                slotHeader,
                                t('boleto_dashboards.entries.received_chart.on_time'),
                                t('boleto_dashboards.entries.received_chart.late'),
                                t('boleto_dashboards.entries.received_chart.total'),
                            ],
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
                                    label: t('boleto_dashboards.entries.received_chart.on_time'),
                                    data: data.series.map((point) => point.paid_on_time.amount),
                                    color: palette.success.main,
                                    stack: 'received',
                                },
                                {
                                    label: t('boleto_dashboards.entries.received_chart.late'),
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
                        title={t('boleto_dashboards.entries.charges_chart.title')}
                        empty={noPayments}
                        table={{
                            columns: [
                                slotHeader,
                                t('boleto_dashboards.entries.charges_chart.charges'),
                                t('boleto_dashboards.entries.charges_chart.discounts'),
                            ],
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
                                    label: t('boleto_dashboards.entries.charges_chart.charges'),
                                    data: data.series.map((point) => point.charges),
                                    color: palette.info.main,
                                },
                                {
                                    label: t('boleto_dashboards.entries.charges_chart.discounts'),
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
export const InvoiceEntriesDashboardPage = () => {
    const t = useMessages(invoiceDashboardMessages);
    return (
        <InvoiceDashboardFrame title={t('boleto_dashboards.entries.title')}>
            {(data) => <Content data={data} />}
        </InvoiceDashboardFrame>
    );
};
