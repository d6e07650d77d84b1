import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import { formatBRL } from '../../../domain/money';
import type { PixDashboard } from '../../../domain/pixDashboard';
import { useMessages } from '../../../i18n';
import { Figures } from '../../../ui/dashboards/Figures';
import { percentText } from '../../../ui/dashboards/format';
import { pixCount } from './format';
import { pixStaffMessages } from './messages';
import { PixDashboardFrame } from './PixDashboardFrame';
import { HourChart, ParticipantsTable, SeriesChart, TOP_PARTICIPANTS } from './PixDashboardParts';

const Content = ({ data }: { data: PixDashboard }) => {
    const t = useMessages(pixStaffMessages);
    const { palette } = useTheme();
    const empty = t('pix_staff.dashboards.output.empty');
    return (
        <>
            <Figures
                perRow={4}
                figures={[
                    {
                        label: t('pix_staff.dashboards.output.sent'),
                        value: formatBRL(data.sent.amount),
                        detail: pixCount(data.sent.count),
                    },
                    {
                        label: t('pix_staff.dashboards.output.average'),
                        value: data.average_ticket_sent === null ? '—' : formatBRL(data.average_ticket_sent),
                        detail: t('pix_staff.dashboards.average_detail'),
                    },
                    {
                        label: t('pix_staff.dashboards.output.failures'),
                        value: formatBRL(data.failed.amount),
                        detail: t('pix_staff.dashboards.output.failures_detail', {
                            smart_count: data.failed.count,
                            count: pixCount(data.failed.count),
                        }),
                    },
                    {
                        label: t('pix_staff.dashboards.output.failure_rate'),
                        value: percentText(data.failure_rate),
                        detail: t('pix_staff.dashboards.output.failure_rate_detail'),
                    },
                ]}
            />
            <Grid container spacing={2}>
                <Grid size={{ xs: 12, lg: 7 }}>
                    <SeriesChart
                        data={data}
                        title={
                            data.granularity === 'day'
                                ? t('pix_staff.dashboards.output.by_day')
                                : t('pix_staff.dashboards.output.by_month')
                        }
                        series={[
                            {
                                kind: 'sent',
                                label: t('pix_staff.dashboards.output.sent_series'),
                                color: palette.primary.main,
                            },
                            {
                                kind: 'failed',
                                label: t('pix_staff.dashboards.output.refused_series'),
                                color: palette.error.main,
                            },
                        ]}
                        empty={empty}
                    />
                </Grid>
                <Grid size={{ xs: 12, lg: 5 }}>
                    <HourChart
                        data={data}
                        kind="sent"
                        title={t('pix_staff.dashboards.output.by_hour')}
                        color={palette.primary.main}
                        empty={empty}
                    />
                </Grid>
                <Grid size={12}>
                    <ParticipantsTable
                        data={data}
                        kind="sent"
                        label={t('pix_staff.dashboards.output.top', { count: TOP_PARTICIPANTS })}
                        empty={empty}
                    />
                </Grid>
            </Grid>
        </>
    );
};

/** `/pix-output-dash`: the Pix sent from the bank's accounts, and the ones the receiving bank refused. */
export const PixOutputDashboardPage = () => {
    const t = useMessages(pixStaffMessages);
    return (
        <PixDashboardFrame title={t('pix_staff.dashboards.output.title')}>
            {(data) => <Content data={data} />}
        </PixDashboardFrame>
    );
};
