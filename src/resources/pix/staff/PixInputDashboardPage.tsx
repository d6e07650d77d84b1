import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import { formatBRL } from '../../../domain/money';
import type { PixDashboard } from '../../../domain/pixDashboard';
import { useMessages } from '../../../i18n';
import { Figures } from '../../../ui/dashboards/Figures';
import { countText, slotText } from '../../../ui/dashboards/format';
import { pixCount } from './format';
import { pixStaffMessages } from './messages';
import { PixDashboardFrame } from './PixDashboardFrame';
import { HourChart, ParticipantsTable, SeriesChart, TOP_PARTICIPANTS } from './PixDashboardParts';

/** The day (or month) that received the most, or null when nothing was received. */
const busiest = (data: PixDashboard) =>
    data.series.reduce<PixDashboard['series'][number] | null>(
        (best, point) => (point.received.amount > (best?.received.amount ?? 0) ? point : best),
        null,
    );

const Content = ({ data }: { data: PixDashboard }) => {
    const t = useMessages(pixStaffMessages);
    const { palette } = useTheme();
    const top = busiest(data);
    const byDay = data.granularity === 'day';
    const empty = t('pix_staff.dashboards.input.empty');
    const payers = data.by_participant.filter((p) => p.received.count > 0).length;
    return (
        <>
            <Figures
                perRow={4}
                figures={[
                    {
                        label: t('pix_staff.dashboards.input.received'),
                        value: formatBRL(data.received.amount),
                        detail: pixCount(data.received.count),
                    },
                    {
                        label: t('pix_staff.dashboards.input.average'),
                        value:
                            data.average_ticket_received === null
                                ? '—'
                                : formatBRL(data.average_ticket_received),
                        detail: t('pix_staff.dashboards.average_detail'),
                    },
                    {
                        label: t('pix_staff.dashboards.input.payers'),
                        value: countText(payers),
                        detail: t('pix_staff.dashboards.input.payers_detail'),
                    },
                    {
                        label: byDay
                            ? t('pix_staff.dashboards.input.busiest_day')
                            : t('pix_staff.dashboards.input.busiest_month'),
                        value: top ? formatBRL(top.received.amount) : '—',
                        detail: top
                            ? `${slotText(top, data.granularity)} · ${pixCount(top.received.count)}`
                            : t('pix_staff.dashboards.input.no_entries'),
                    },
                ]}
            />
            <Grid container spacing={2}>
                <Grid size={{ xs: 12, lg: 7 }}>
                    <SeriesChart
                        data={data}
                        title={
                            byDay
                                ? t('pix_staff.dashboards.input.by_day')
                                : t('pix_staff.dashboards.input.by_month')
                        }
                        series={[
                            {
                                kind: 'received',
                                label: t('pix_staff.dashboards.input.series'),
                                color: palette.success.main,
                            },
                        ]}
                        empty={empty}
                    />
                </Grid>
                <Grid size={{ xs: 12, lg: 5 }}>
                    <HourChart
                        data={data}
                        kind="received"
                        title={t('pix_staff.dashboards.input.by_hour')}
                        color={palette.primary.main}
                        empty={empty}
                    />
                </Grid>
                <Grid size={12}>
                    <ParticipantsTable
                        data={data}
                        kind="received"
                        label={t('pix_staff.dashboards.input.top', { count: TOP_PARTICIPANTS })}
                        empty={empty}
                    />
                </Grid>
            </Grid>
        </>
    );
};

/** `/pix-input-dash`: the Pix credited to the bank's accounts. */
export const PixInputDashboardPage = () => {
    const t = useMessages(pixStaffMessages);
    return (
        <PixDashboardFrame title={t('pix_staff.dashboards.input.title')}>
            {(data) => <Content data={data} />}
        </PixDashboardFrame>
    );
};
