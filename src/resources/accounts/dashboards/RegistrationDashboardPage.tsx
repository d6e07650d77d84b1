import Grid from '@mui/material/Grid';
import { ORIGINS, type RegistrationDashboard } from '../../../domain/accountDashboard';
import { useMessages } from '../../../i18n';
import { CategoryBars, countFormat, ShareDonut, SlotBars } from '../../../ui/charts/charts';
import { ChartFigure } from '../../../ui/dashboards/ChartFigure';
import { DashboardFrame } from '../../../ui/dashboards/DashboardPage';
import { Figures } from '../../../ui/dashboards/Figures';
import { countText, rangeText, slotLabel, slotText } from '../../../ui/dashboards/format';
import { useDashboardPeriod } from '../../../ui/dashboards/useDashboardPeriod';
import { entityStatusLabel, useDashboardColors } from './colors';
import { countOf, daysText, hoursText, registrationsText } from './format';
import { accountDashboardMessages } from './messages';

const Content = ({ data }: { data: RegistrationDashboard }) => {
    const t = useMessages(accountDashboardMessages);
    const colors = useDashboardColors();
    const slotHeader =
        data.granularity === 'day'
            ? t('account_dashboards.common.day')
            : t('account_dashboards.common.month');
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
            color: colors.status(row.status),
        }));
    const byOrigin = (origin: string) => data.by_origin.find((row) => row.origin === origin)?.count ?? 0;
    const { backlog } = data;
    return (
        <>
            <Figures
                perRow={4}
                figures={[
                    {
                        label: t('account_dashboards.registrations.registered'),
                        value: countText(data.registered),
                        detail: t('account_dashboards.registrations.registered_detail', {
                            self: t('account_dashboards.registrations.self', countOf(byOrigin('self'))),
                            backoffice: countText(byOrigin('backoffice')),
                        }),
                    },
                    {
                        label: t('account_dashboards.registrations.decided'),
                        value: countText(data.decided),
                        detail: `${t('account_dashboards.registrations.approved', countOf(data.approved))} · ${t('account_dashboards.registrations.rejected', countOf(data.rejected))}`,
                    },
                    {
                        label: t('account_dashboards.registrations.decision_time'),
                        value: hoursText(data.median_decision_hours),
                        detail: t('account_dashboards.registrations.decision_time_detail'),
                    },
                    {
                        label: t('account_dashboards.registrations.waiting'),
                        value: countText(backlog.count),
                        detail:
                            backlog.count === 0
                                ? t('account_dashboards.registrations.queue_empty')
                                : t('account_dashboards.registrations.oldest', {
                                      days: daysText(backlog.oldest_days),
                                  }),
                    },
                ]}
            />
            <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 7 }}>
                    <ChartFigure
                        title={t('account_dashboards.registrations.by_origin')}
                        empty={data.registered === 0 ? t('account_dashboards.registrations.empty') : null}
                        table={{
                            columns: [
                                slotHeader,
                                ...origins.map((row) => row.label),
                                t('account_dashboards.common.total'),
                            ],
                            rows: data.series.map((slot) => [
                                slotText(slot, data.granularity),
                                ...origins.map((row) => countText(slot[row.origin])),
                                countText(ORIGINS.reduce((sum, origin) => sum + slot[origin], 0)),
                            ]),
                        }}
                    >
                        <SlotBars
                            format={countFormat}
                            stacked
                            labels={data.series.map((slot) => slotLabel(slot, data.granularity))}
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
                        title={t('account_dashboards.registrations.status_today')}
                        empty={statuses.length === 0 ? t('account_dashboards.registrations.empty') : null}
                        table={{
                            columns: [
                                t('account_dashboards.common.status'),
                                t('account_dashboards.common.registrations_column'),
                            ],
                            rows: statuses.map((row) => [row.label, countText(row.count)]),
                        }}
                    >
                        <ShareDonut slices={statuses} tooltip={(slice) => registrationsText(slice.count)} />
                    </ChartFigure>
                </Grid>
                <Grid size={{ xs: 12, md: 5 }}>
                    <ChartFigure
                        title={t('account_dashboards.registrations.origins')}
                        empty={originSlices.length === 0 ? t('account_dashboards.registrations.empty') : null}
                        table={{
                            columns: [
                                t('account_dashboards.registrations.origin'),
                                t('account_dashboards.common.registrations_column'),
                            ],
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
                        title={t('account_dashboards.registrations.backlog')}
                        empty={
                            backlog.count === 0 ? t('account_dashboards.registrations.backlog_empty') : null
                        }
                        table={{
                            columns: [
                                t('account_dashboards.registrations.wait'),
                                t('account_dashboards.common.registrations_column'),
                            ],
                            rows: backlog.buckets.map((bucket) => [bucket.label, countText(bucket.count)]),
                        }}
                    >
                        <CategoryBars
                            format={countFormat}
                            name={t('account_dashboards.common.registrations_column')}
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
export const RegistrationDashboardPage = () => {
    const t = useMessages(accountDashboardMessages);
    return (
        <DashboardFrame<RegistrationDashboard>
            title={t('account_dashboards.registrations.title')}
            period={useDashboardPeriod('accountDashboards')}
            resource="painel-cadastros"
            what={t('account_dashboards.registrations.failed')}
            caption={(data) =>
                t('account_dashboards.registrations.caption', { range: rangeText(data.from, data.today) })
            }
        >
            {(data) => <Content data={data} />}
        </DashboardFrame>
    );
};
