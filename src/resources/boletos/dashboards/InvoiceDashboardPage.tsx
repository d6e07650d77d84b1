import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import type { InvoiceDashboard } from '../../../domain/invoiceDashboard';
import { formatBRL } from '../../../domain/money';
import { statusInfo } from '../../../domain/statuses';
import { useMessages } from '../../../i18n';
import { moneyFormat, ShareDonut, SlotBars } from '../../../ui/charts/charts';
import { ChartFigure } from '../../../ui/dashboards/ChartFigure';
import { Figures } from '../../../ui/dashboards/Figures';
import { boletosText, countText, slotLabel, slotText } from '../../../ui/dashboards/format';
import { useToneColour } from '../../../ui/statusTones';
import { InvoiceDashboardFrame } from './InvoiceDashboardFrame';
import { invoiceDashboardMessages } from './messages';

const STATUSES = ['pending', 'expired', 'paid', 'canceled'] as const;

const Content = ({ data }: { data: InvoiceDashboard }) => {
    const t = useMessages(invoiceDashboardMessages);
    const { palette } = useTheme();
    const toneColour = useToneColour();
    const slices = STATUSES.map((key) => ({
        key,
        label: statusInfo('invoice', key).label,
        color: toneColour(statusInfo('invoice', key).tone),
        ...data.issued_status[key],
    })).filter((slice) => slice.count > 0);
    const slotHeader =
        data.granularity === 'day' ? t('boleto_dashboards.common.day') : t('boleto_dashboards.common.month');
    const moving = data.series.some((point) => point.issued.count + point.paid.count > 0);
    return (
        <>
            <Figures
                perRow={5}
                figures={[
                    {
                        label: t('boleto_dashboards.overview.issued'),
                        value: formatBRL(data.issued.amount),
                        detail: boletosText(data.issued.count),
                    },
                    {
                        label: t('boleto_dashboards.overview.paid'),
                        value: formatBRL(data.paid.amount),
                        detail: boletosText(data.paid.count),
                    },
                    {
                        label: t('boleto_dashboards.overview.open'),
                        value: formatBRL(data.open.amount),
                        detail: boletosText(data.open.count),
                    },
                    {
                        label: t('boleto_dashboards.common.overdue'),
                        value: formatBRL(data.overdue.amount),
                        detail: boletosText(data.overdue.count),
                    },
                    {
                        label: t('boleto_dashboards.overview.canceled'),
                        value: formatBRL(data.canceled.amount),
                        detail: boletosText(data.canceled.count),
                    },
                ]}
            />
            <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 5 }}>
                    <ChartFigure
                        title={t('boleto_dashboards.overview.status_chart.title')}
                        empty={
                            slices.length === 0 ? t('boleto_dashboards.overview.status_chart.empty') : null
                        }
                        table={{
                            columns: [
                                t('boleto_dashboards.overview.status_chart.status'),
                                t('boleto_dashboards.common.boletos'),
                                t('boleto_dashboards.common.amount'),
                            ],
                            rows: slices.map((s) => [s.label, countText(s.count), formatBRL(s.amount)]),
                        }}
                    >
                        <ShareDonut
                            slices={slices}
                            tooltip={(slice) => `${boletosText(slice.count)} · ${formatBRL(slice.amount)}`}
                        />
                    </ChartFigure>
                </Grid>
                <Grid size={{ xs: 12, md: 7 }}>
                    <ChartFigure
                        title={t('boleto_dashboards.overview.series_chart.title')}
                        empty={moving ? null : t('boleto_dashboards.overview.series_chart.empty')}
                        table={{
                            columns: [
                                slotHeader,
                                t('boleto_dashboards.overview.series_chart.issued'),
                                t('boleto_dashboards.overview.series_chart.issued_amount'),
                                t('boleto_dashboards.overview.series_chart.paid'),
                                t('boleto_dashboards.overview.series_chart.paid_amount'),
                            ],
                            rows: data.series.map((point) => [
                                slotText(point, data.granularity),
                                countText(point.issued.count),
                                formatBRL(point.issued.amount),
                                countText(point.paid.count),
                                formatBRL(point.paid.amount),
                            ]),
                        }}
                    >
                        <SlotBars
                            format={moneyFormat}
                            labels={data.series.map((point) => slotLabel(point, data.granularity))}
                            series={[
                                {
                                    label: t('boleto_dashboards.overview.series_chart.issued_series'),
                                    data: data.series.map((point) => point.issued.amount),
                                    color: palette.primary.main,
                                },
                                {
                                    label: t('boleto_dashboards.overview.series_chart.paid_series'),
                                    data: data.series.map((point) => point.paid.amount),
                                    color: palette.success.main,
                                },
                            ]}
                        />
                    </ChartFigure>
                </Grid>
            </Grid>
        </>
    );
};

/** `/invoice-dash`: boletos issued, paid, open, overdue and canceled. */
export const InvoiceDashboardPage = () => {
    const t = useMessages(invoiceDashboardMessages);
    return (
        <InvoiceDashboardFrame title={t('boleto_dashboards.overview.title')}>
            {(data) => <Content data={data} />}
        </InvoiceDashboardFrame>
    );
};
