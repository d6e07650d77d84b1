import Grid from '@mui/material/Grid';
import { ORIGINS, type RegistrationDashboard } from '../../../domain/accountDashboard';
import { CategoryBars, countFormat, ShareDonut, SlotBars } from '../../../ui/charts/charts';
import { ChartFigure } from '../../../ui/dashboards/ChartFigure';
import { DashboardFrame } from '../../../ui/dashboards/DashboardPage';
import { Figures } from '../../../ui/dashboards/Figures';
import { countText, rangeText } from '../../../ui/dashboards/format';
import { useDashboardPeriod } from '../../../ui/dashboards/useDashboardPeriod';
import { entityStatusLabel, useDashboardColors } from './colors';
import { countOf, daysText, hoursText, registrationsText, slotLabel, slotText } from './format';

const Content = ({ data }: { data: RegistrationDashboard }) => {
    const colors = useDashboardColors();
    const slotHeader = data.granularity === 'day' ? 'Dia' : 'Mês';
    // The seed's holders have no origin: their column shows only when some came in the period.
    const origins = data.by_origin.filter((row) => row.origin !== 'seed' || row.count > 0);
    const originSlices = origins
        .filter((row) => row.count > 0)
        .map((row) => ({
            key: row.origin,
            label: row.label,
            count: row.count,
            color: colors.category(ORIGINS.indexOf(row.origin)),
        }));
    const statuses = data.by_status
        .filter((row) => row.count > 0)
        .map((row) => ({
            key: row.status,
            label: entityStatusLabel(row.status),
            count: row.count,
            color: colors.status[row.status],
        }));
    const byOrigin = (origin: string) => data.by_origin.find((row) => row.origin === origin)?.count ?? 0;
    const { backlog } = data;
    return (
        <>
            <Figures
                perRow={4}
                figures={[
                    {
                        label: 'Cadastros no período',
                        value: countText(data.registered),
                        detail: `${countOf(byOrigin('self'), 'autocadastro', 'autocadastros')} · ${countText(byOrigin('backoffice'))} pelo back office`,
                    },
                    {
                        label: 'Decididos no período',
                        value: countText(data.decided),
                        detail: `${countOf(data.approved, 'aprovado', 'aprovados')} · ${countOf(data.rejected, 'recusado', 'recusados')}`,
                    },
                    {
                        label: 'Tempo até a decisão (mediana)',
                        value: hoursText(data.median_decision_hours),
                        detail: 'Do cadastro à aprovação ou recusa',
                    },
                    {
                        label: 'Aguardando análise',
                        value: countText(backlog.count),
                        detail:
                            backlog.count === 0
                                ? 'Nenhum cadastro na fila'
                                : `O mais antigo há ${daysText(backlog.oldest_days)}`,
                    },
                ]}
            />
            <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 7 }}>
                    <ChartFigure
                        title="Cadastros no período por origem"
                        empty={data.registered === 0 ? 'Nenhum cadastro no período.' : null}
                        table={{
                            columns: [slotHeader, ...origins.map((row) => row.label), 'Total'],
                            rows: data.series.map((slot) => [
                                slotText(slot.start, data.granularity),
                                ...origins.map((row) => countText(slot[row.origin])),
                                countText(ORIGINS.reduce((sum, origin) => sum + slot[origin], 0)),
                            ]),
                        }}
                    >
                        <SlotBars
                            format={countFormat}
                            stacked
                            labels={data.series.map((slot) => slotLabel(slot.start, data.granularity))}
                            series={origins.map((row) => ({
                                label: row.label,
                                data: data.series.map((slot) => slot[row.origin]),
                                color: colors.category(ORIGINS.indexOf(row.origin)),
                            }))}
                        />
                    </ChartFigure>
                </Grid>
                <Grid size={{ xs: 12, md: 5 }}>
                    <ChartFigure
                        title="Situação hoje dos cadastros do período"
                        empty={statuses.length === 0 ? 'Nenhum cadastro no período.' : null}
                        table={{
                            columns: ['Situação', 'Cadastros'],
                            rows: statuses.map((row) => [row.label, countText(row.count)]),
                        }}
                    >
                        <ShareDonut slices={statuses} tooltip={(slice) => registrationsText(slice.count)} />
                    </ChartFigure>
                </Grid>
                <Grid size={{ xs: 12, md: 5 }}>
                    <ChartFigure
                        title="Origem dos cadastros do período"
                        empty={originSlices.length === 0 ? 'Nenhum cadastro no período.' : null}
                        table={{
                            columns: ['Origem', 'Cadastros'],
                            rows: originSlices.map((row) => [row.label, countText(row.count)]),
                        }}
                    >
                        <ShareDonut
                            slices={originSlices}
                            tooltip={(slice) => registrationsText(slice.count)}
                        />
                    </ChartFigure>
                </Grid>
                <Grid size={{ xs: 12, md: 7 }}>
                    <ChartFigure
                        title="Fila de análise por tempo de espera"
                        empty={backlog.count === 0 ? 'Nenhum cadastro aguardando análise.' : null}
                        table={{
                            columns: ['Espera', 'Cadastros'],
                            rows: backlog.buckets.map((bucket) => [bucket.label, countText(bucket.count)]),
                        }}
                    >
                        <CategoryBars
                            format={countFormat}
                            name="Cadastros"
                            labels={backlog.buckets.map((bucket) => bucket.label)}
                            values={backlog.buckets.map((bucket) => bucket.count)}
                            colors={backlog.buckets.map((_, index) =>
                                index < 2
                                    ? colors.palette.success.main
                                    : index < 4
                                      ? colors.palette.warning.main
                                      : colors.palette.error.main,
                            )}
                        />
                    </ChartFigure>
                </Grid>
            </Grid>
        </>
    );
};

/** `/registration-dash`: registrations of the period by origin and status, decision time and the backlog. */
export const RegistrationDashboardPage = () => (
    <DashboardFrame<RegistrationDashboard>
        title="Painel de cadastros"
        period={useDashboardPeriod('accountDashboards')}
        resource="painel-cadastros"
        what="os indicadores de cadastros"
        caption={(data) =>
            `Período: ${rangeText(data.from, data.today)}. A fila de análise é a de hoje, com os cadastros pendentes de qualquer data.`
        }
    >
        {(data) => <Content data={data} />}
    </DashboardFrame>
);
