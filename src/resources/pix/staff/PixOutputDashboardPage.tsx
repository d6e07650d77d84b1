import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import { formatBRL } from '../../../domain/money';
import type { PixDashboard } from '../../../domain/pixDashboard';
import { Figures } from '../../../ui/dashboards/Figures';
import { percentText } from '../../../ui/dashboards/format';
import { pixCount } from './format';
import { PixDashboardFrame } from './PixDashboardFrame';
import { HourChart, ParticipantsTable, SeriesChart, TOP_PARTICIPANTS } from './PixDashboardParts';

const Content = ({ data }: { data: PixDashboard }) => {
    const { palette } = useTheme();
    return (
        <>
            <Figures
                perRow={4}
                figures={[
                    {
                        label: 'Enviado no período',
                        value: formatBRL(data.sent.amount),
                        detail: pixCount(data.sent.count),
                    },
                    {
                        label: 'Ticket médio enviado',
                        value: data.average_ticket_sent === null ? '—' : formatBRL(data.average_ticket_sent),
                        detail: 'valor médio por Pix',
                    },
                    {
                        label: 'Falhas',
                        value: formatBRL(data.failed.amount),
                        detail: `${pixCount(data.failed.count)} ${data.failed.count === 1 ? 'recusado' : 'recusados'}, valor devolvido`,
                    },
                    {
                        label: 'Taxa de falha',
                        value: percentText(data.failure_rate),
                        detail: 'das tentativas de envio',
                    },
                ]}
            />
            <Grid container spacing={2}>
                <Grid size={{ xs: 12, lg: 7 }}>
                    <SeriesChart
                        data={data}
                        title={
                            data.granularity === 'day'
                                ? 'Valor enviado e recusado por dia'
                                : 'Valor enviado e recusado por mês'
                        }
                        series={[
                            { kind: 'sent', label: 'Enviado', color: palette.primary.main },
                            { kind: 'failed', label: 'Recusado', color: palette.error.main },
                        ]}
                        empty="Nenhum Pix enviado no período."
                    />
                </Grid>
                <Grid size={{ xs: 12, lg: 5 }}>
                    <HourChart
                        data={data}
                        kind="sent"
                        title="Enviado por hora do dia"
                        color={palette.primary.main}
                        empty="Nenhum Pix enviado no período."
                    />
                </Grid>
                <Grid size={12}>
                    <ParticipantsTable
                        data={data}
                        kind="sent"
                        label={`As ${TOP_PARTICIPANTS} instituições que mais receberam`}
                        empty="Nenhum Pix enviado no período."
                    />
                </Grid>
            </Grid>
        </>
    );
};

/** `/pix-output-dash`: the Pix sent from the bank's accounts, and the ones the receiving bank refused. */
export const PixOutputDashboardPage = () => (
    <PixDashboardFrame title="Painel de saídas Pix">{(data) => <Content data={data} />}</PixDashboardFrame>
);
