import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import { formatBRL } from '../../../domain/money';
import type { PixDashboard } from '../../../domain/pixDashboard';
import { Figures } from '../../../ui/dashboards/Figures';
import { countText } from '../../../ui/dashboards/format';
import { pixCount, slotText } from './format';
import { PixDashboardFrame } from './PixDashboardFrame';
import { HourChart, ParticipantsTable, SeriesChart, TOP_PARTICIPANTS } from './PixDashboardParts';

/** The day (or month) that received the most, or null when nothing was received. */
const busiest = (data: PixDashboard) =>
    data.series.reduce<PixDashboard['series'][number] | null>(
        (best, point) => (point.received.amount > (best?.received.amount ?? 0) ? point : best),
        null,
    );

const Content = ({ data }: { data: PixDashboard }) => {
    const { palette } = useTheme();
    const top = busiest(data);
    const slot = data.granularity === 'day' ? 'dia' : 'mês';
    const payers = data.by_participant.filter((p) => p.received.count > 0).length;
    return (
        <>
            <Figures
                perRow={4}
                figures={[
                    {
                        label: 'Recebido no período',
                        value: formatBRL(data.received.amount),
                        detail: pixCount(data.received.count),
                    },
                    {
                        label: 'Ticket médio recebido',
                        value:
                            data.average_ticket_received === null
                                ? '—'
                                : formatBRL(data.average_ticket_received),
                        detail: 'valor médio por Pix',
                    },
                    {
                        label: 'Instituições pagadoras',
                        value: countText(payers),
                        detail: 'de onde vieram os Pix',
                    },
                    {
                        label: `Maior ${slot}`,
                        value: top ? formatBRL(top.received.amount) : '—',
                        detail: top
                            ? `${slotText(top, data.granularity)} · ${pixCount(top.received.count)}`
                            : 'sem entradas',
                    },
                ]}
            />
            <Grid container spacing={2}>
                <Grid size={{ xs: 12, lg: 7 }}>
                    <SeriesChart
                        data={data}
                        title={
                            data.granularity === 'day' ? 'Valor recebido por dia' : 'Valor recebido por mês'
                        }
                        series={[{ kind: 'received', label: 'Recebido', color: palette.success.main }]}
                        empty="Nenhum Pix recebido no período."
                    />
                </Grid>
                <Grid size={{ xs: 12, lg: 5 }}>
                    <HourChart
                        data={data}
                        kind="received"
                        title="Recebido por hora do dia"
                        color={palette.primary.main}
                        empty="Nenhum Pix recebido no período."
                    />
                </Grid>
                <Grid size={12}>
                    <ParticipantsTable
                        data={data}
                        kind="received"
                        label={`As ${TOP_PARTICIPANTS} instituições que mais enviaram`}
                        empty="Nenhum Pix recebido no período."
                    />
                </Grid>
            </Grid>
        </>
    );
};

/** `/pix-input-dash`: the Pix credited to the bank's accounts. */
export const PixInputDashboardPage = () => (
    <PixDashboardFrame title="Painel de entradas Pix">{(data) => <Content data={data} />}</PixDashboardFrame>
);
