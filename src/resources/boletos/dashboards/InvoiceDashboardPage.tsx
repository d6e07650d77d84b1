import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import type { InvoiceDashboard } from '../../../domain/invoiceDashboard';
import { formatBRL } from '../../../domain/money';
import { statusInfo } from '../../../domain/statuses';
import { moneyFormat, ShareDonut, SlotBars } from '../../../ui/charts/charts';
import { ChartFigure } from '../../../ui/dashboards/ChartFigure';
import { Figures } from '../../../ui/dashboards/Figures';
import { boletosText, countText, slotLabel, slotText } from '../../../ui/dashboards/format';
import { InvoiceDashboardFrame } from './InvoiceDashboardFrame';

const STATUSES = ['pending', 'expired', 'paid', 'canceled'] as const;

const Content = ({ data }: { data: InvoiceDashboard }) => {
    const { palette } = useTheme();
    const colors = {
        pending: palette.warning.main,
        expired: palette.error.main,
        paid: palette.success.main,
        canceled: palette.grey[500],
    };
    const slices = STATUSES.map((key) => ({
        key,
        label: statusInfo('generic', key).label,
        color: colors[key],
        ...data.issued_status[key],
    })).filter((slice) => slice.count > 0);
    const slotHeader = data.granularity === 'day' ? 'Dia' : 'Mês';
    const moving = data.series.some((point) => point.issued.count + point.paid.count > 0);
    return (
        <>
            <Figures
                perRow={5}
                figures={[
                    {
                        label: 'Emitidos no período',
                        value: formatBRL(data.issued.amount),
                        detail: boletosText(data.issued.count),
                    },
                    {
                        label: 'Pagos no período',
                        value: formatBRL(data.paid.amount),
                        detail: boletosText(data.paid.count),
                    },
                    {
                        label: 'Em aberto (a vencer)',
                        value: formatBRL(data.open.amount),
                        detail: boletosText(data.open.count),
                    },
                    {
                        label: 'Vencidos',
                        value: formatBRL(data.overdue.amount),
                        detail: boletosText(data.overdue.count),
                    },
                    {
                        label: 'Cancelados no período',
                        value: formatBRL(data.canceled.amount),
                        detail: boletosText(data.canceled.count),
                    },
                ]}
            />
            <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 5 }}>
                    <ChartFigure
                        title="Situação hoje dos boletos emitidos no período"
                        empty={slices.length === 0 ? 'Nenhum boleto emitido no período.' : null}
                        table={{
                            columns: ['Situação', 'Boletos', 'Valor'],
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
                        title="Valor emitido e valor recebido"
                        empty={moving ? null : 'Nenhum boleto emitido ou pago no período.'}
                        table={{
                            columns: [slotHeader, 'Emitidos', 'Valor emitido', 'Pagos', 'Valor recebido'],
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
                                    label: 'Emitido',
                                    data: data.series.map((point) => point.issued.amount),
                                    color: palette.primary.main,
                                },
                                {
                                    label: 'Recebido',
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
export const InvoiceDashboardPage = () => (
    <InvoiceDashboardFrame title="Painel de boletos">
        {(data) => <Content data={data} />}
    </InvoiceDashboardFrame>
);
