import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatBRL } from '../../../domain/money';
import type { PixDashboard } from '../../../domain/pixDashboard';
import type { Tally } from '../../../domain/pixIndirect';
import { useMessages } from '../../../i18n';
import { moneyFormat, SlotBars } from '../../../ui/charts/charts';
import { ChartFigure } from '../../../ui/dashboards/ChartFigure';
import { countText, percentText, slotLabel, slotText } from '../../../ui/dashboards/format';
import { hourLabel, hourRange } from './format';
import { pixStaffMessages } from './messages';
import { type Column, ScrollTable } from './ScrollTable';

/** How many institutions the top table lists. */
export const TOP_PARTICIPANTS = 10;

type Kind = 'received' | 'sent' | 'failed';

export interface SeriesSpec {
    kind: Kind;
    label: string;
    color: string;
}

const moved = (tallies: Tally[]) => tallies.some((tally) => tally.count > 0);

/** Amounts per day or month, one bar per series, with the counts and amounts as a table. */
export const SeriesChart = ({
    data,
    title,
    series,
    empty,
}: {
    data: PixDashboard;
    title: string;
    series: SeriesSpec[];
    empty: string;
}) => {
    const t = useMessages(pixStaffMessages);
    return (
        <ChartFigure
            title={title}
            empty={moved(data.series.flatMap((point) => series.map((s) => point[s.kind]))) ? null : empty}
            table={{
                columns: [
                    data.granularity === 'day'
                        ? t('pix_staff.dashboards.day')
                        : t('pix_staff.dashboards.month'),
                    ...series.flatMap((s) => [
                        t('pix_staff.dashboards.series_count', { label: s.label }),
                        t('pix_staff.dashboards.series_amount', { label: s.label }),
                    ]),
                ],
                rows: data.series.map((point) => [
                    slotText(point, data.granularity),
                    ...series.flatMap((s) => [
                        countText(point[s.kind].count),
                        formatBRL(point[s.kind].amount),
                    ]),
                ]),
            }}
        >
            <SlotBars
                format={moneyFormat}
                labels={data.series.map((point) => slotLabel(point, data.granularity))}
                series={series.map((s) => ({
                    label: s.label,
                    color: s.color,
                    data: data.series.map((point) => point[s.kind].amount),
                }))}
            />
        </ChartFigure>
    );
};

/** Amounts by hour of the day (Brasília), all 24 hours. */
export const HourChart = ({
    data,
    kind,
    title,
    color,
    empty,
}: {
    data: PixDashboard;
    kind: 'received' | 'sent';
    title: string;
    color: string;
    empty: string;
}) => {
    const t = useMessages(pixStaffMessages);
    return (
        <ChartFigure
            title={title}
            empty={moved(data.by_hour.map((hour) => hour[kind])) ? null : empty}
            table={{
                columns: [t('pix_staff.hour'), 'Pix', t('pix_staff.value')],
                rows: data.by_hour.map((hour) => [
                    hourRange(hour.hour),
                    countText(hour[kind].count),
                    formatBRL(hour[kind].amount),
                ]),
            }}
        >
            <SlotBars
                format={moneyFormat}
                labels={data.by_hour.map((hour) => hourLabel(hour.hour))}
                series={[
                    {
                        label: t('pix_staff.value'),
                        color,
                        data: data.by_hour.map((hour) => hour[kind].amount),
                    },
                ]}
            />
        </ChartFigure>
    );
};

type Participant = PixDashboard['by_participant'][number];

/** The institutions on the other side, largest amount first, with their share of the period's total. */
export const ParticipantsTable = ({
    data,
    kind,
    label,
    empty,
}: {
    data: PixDashboard;
    kind: 'received' | 'sent';
    label: string;
    empty: string;
}) => {
    const rows = data.by_participant
        .filter((p) => p[kind].count > 0)
        .sort((a, b) => b[kind].amount - a[kind].amount || a.ispb.localeCompare(b.ispb))
        .slice(0, TOP_PARTICIPANTS);
    const total = data[kind].amount;
    const id = useId();
    const t = useMessages(pixStaffMessages);
    const columns: Column<Participant>[] = [
        {
            header: t('pix_staff.participant'),
            cell: (p) => (
                <>
                    {p.name}
                    <br />
                    <small>{t('pix_staff.ispb', { ispb: p.ispb })}</small>
                </>
            ),
        },
        { header: 'Pix', cell: (p) => countText(p[kind].count), numeric: true },
        { header: t('pix_staff.value'), cell: (p) => formatBRL(p[kind].amount), numeric: true },
        {
            header: t('pix_staff.participation'),
            cell: (p) => percentText(total ? p[kind].amount / total : null),
            numeric: true,
        },
    ];
    return (
        <Card variant="outlined" component="section" aria-labelledby={id} sx={{ height: '100%' }}>
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                <Typography id={id} variant="subtitle1" component="h3" sx={{ mb: 1 }}>
                    {label}
                </Typography>
                {rows.length === 0 ? (
                    <Typography color="text.secondary">{empty}</Typography>
                ) : (
                    <ScrollTable label={label} columns={columns} rows={rows} rowKey={(p) => p.ispb} />
                )}
            </CardContent>
        </Card>
    );
};
