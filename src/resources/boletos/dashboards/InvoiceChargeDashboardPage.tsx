import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../domain/dates';
import { INFLOW_WEEKS, type InvoiceDashboard, TOP_PAYERS } from '../../../domain/invoiceDashboard';
import { formatBRL } from '../../../domain/money';
import { useMessages } from '../../../i18n';
import { CategoryBars, moneyFormat, SlotBars } from '../../../ui/charts/charts';
import { ChartFigure } from '../../../ui/dashboards/ChartFigure';
import { Figures } from '../../../ui/dashboards/Figures';
import { boletosText, countText, rangeText } from '../../../ui/dashboards/format';
import { InvoiceDashboardFrame } from './InvoiceDashboardFrame';
import { invoiceDashboardMessages } from './messages';
import { TopPayersTable } from './TopPayersTable';

const Content = ({ data }: { data: InvoiceDashboard }) => {
    const t = useMessages(invoiceDashboardMessages);
    const { palette } = useTheme();
    const topPayersTitle = t('boleto_dashboards.charge.top_payers.title', { count: TOP_PAYERS });
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
                        label: t('boleto_dashboards.charge.portfolio'),
                        value: formatBRL(portfolio.amount),
                        detail: t('boleto_dashboards.charge.portfolio_detail', {
                            boletos: boletosText(portfolio.count),
                        }),
                    },
                    {
                        label: t('boleto_dashboards.common.overdue'),
                        value: formatBRL(data.overdue.amount),
                        detail: boletosText(data.overdue.count),
                    },
                    {
                        label: t('boleto_dashboards.charge.expected', { weeks: INFLOW_WEEKS }),
                        value: formatBRL(expected.amount),
                        detail: boletosText(expected.count),
                    },
                    {
                        label: t('boleto_dashboards.charge.paid_late'),
                        value: formatBRL(data.paid_late.amount),
                        detail: boletosText(data.paid_late.count),
                    },
                ]}
            />
            <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 6 }}>
                    <ChartFigure
                        title={t('boleto_dashboards.charge.buckets.title')}
                        empty={portfolio.count === 0 ? t('boleto_dashboards.common.no_open') : null}
                        table={{
                            columns: [
                                t('boleto_dashboards.charge.buckets.range'),
                                t('boleto_dashboards.common.boletos'),
                                t('boleto_dashboards.common.amount'),
                            ],
                            rows: data.due_buckets.map((b) => [
                                b.label,
                                countText(b.count),
                                formatBRL(b.amount),
                            ]),
                        }}
                    >
                        <CategoryBars
                            format={moneyFormat}
                            name={t('boleto_dashboards.charge.buckets.series')}
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
                                {topPayersTitle}
                            </Typography>
                            {data.top_payers.length === 0 ? (
                                <Typography color="text.secondary">
                                    {t('boleto_dashboards.common.no_open')}
                                </Typography>
                            ) : (
                                <TopPayersTable payers={data.top_payers} label={topPayersTitle} />
                            )}
                        </CardContent>
                    </Card>
                </Grid>
                <Grid size={12}>
                    <ChartFigure
                        title={t('boleto_dashboards.charge.inflow.title', { weeks: INFLOW_WEEKS })}
                        empty={
                            expected.count === 0
                                ? t('boleto_dashboards.charge.inflow.empty', { weeks: INFLOW_WEEKS })
                                : null
                        }
                        table={{
                            columns: [
                                t('boleto_dashboards.charge.inflow.week'),
                                t('boleto_dashboards.common.boletos'),
                                t('boleto_dashboards.common.amount'),
                            ],
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
                                    label: t('boleto_dashboards.charge.inflow.series'),
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
export const InvoiceChargeDashboardPage = () => {
    const t = useMessages(invoiceDashboardMessages);
    return (
        <InvoiceDashboardFrame title={t('boleto_dashboards.charge.title')}>
            {(data) => <Content data={data} />}
        </InvoiceDashboardFrame>
    );
};
