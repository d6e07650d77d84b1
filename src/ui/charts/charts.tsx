import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { ptBRLocaleText } from '@mui/x-charts/locales';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ReactNode } from 'react';
import { formatBRL } from '../../domain/money';

/*
 * The dashboards' charts (MUI X Charts). Import them only from lazily loaded screens, so the charts stay
 * in the dashboards' chunks and out of the entry and /login bundles. Without a width they take their
 * container's, so they shrink to 360 px.
 */

/** How one kind of value (counts, amounts in cents) is written on the axes and in the tooltips. */
export interface ValueFormat {
    axis: (value: number) => string;
    /** The tooltip's text; without it the chart's own. */
    tooltip?: (value: number | null) => string;
    axisWidth: number;
    /** Category bars: the width of the names on the left and the height of a bar's row. */
    categoryWidth: number;
    rowHeight: number;
    /** Category bars: write every other tick only (long amounts would overlap). */
    everyOtherTick?: boolean;
}

const INTEGER = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** Whole counts: no tick between two integers. */
export const countFormat: ValueFormat = {
    axis: (value) => (Number.isInteger(value) ? INTEGER.format(value) : ''),
    axisWidth: 48,
    categoryWidth: 120,
    rowHeight: 36,
};

/** Amounts in cents, with formatBRL; a round amount on the axis goes without the ',00'. */
export const moneyFormat: ValueFormat = {
    axis: (cents) => formatBRL(cents).replace(/,00$/, ''),
    tooltip: (cents) => (cents === null ? '' : formatBRL(cents)),
    axisWidth: 88,
    categoryWidth: 128,
    rowHeight: 40,
    everyOtherTick: true,
};

const Localized = ({ children }: { children: ReactNode }) => (
    <ChartsLocalizationProvider localeText={ptBRLocaleText}>{children}</ChartsLocalizationProvider>
);

const tooltipOf = (format: ValueFormat) => (format.tooltip ? { valueFormatter: format.tooltip } : {});

export interface BarSeries {
    label: string;
    data: number[];
    color: string;
    /** Series with the same stack are drawn on top of each other. */
    stack?: string;
}

/** Values per period slot (days, months, hours), side by side or, with `stacked`, all on one stack. */
export const SlotBars = ({
    labels,
    series,
    format,
    stacked = false,
}: {
    labels: string[];
    series: BarSeries[];
    format: ValueFormat;
    stacked?: boolean;
}) => (
    <Localized>
        <BarChart
            height={280}
            xAxis={[{ scaleType: 'band', data: labels }]}
            yAxis={[{ valueFormatter: format.axis, width: format.axisWidth }]}
            series={series.map((s) => ({
                ...s,
                ...(stacked ? { stack: 'total' } : {}),
                ...tooltipOf(format),
            }))}
            slotProps={{
                legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'center' } },
            }}
        />
    </Localized>
);

/** One value per category, as horizontal bars with a colour each (the names fit on the left). */
export const CategoryBars = ({
    labels,
    values,
    colors,
    name,
    format,
}: {
    labels: string[];
    values: number[];
    colors: string[];
    name: string;
    format: ValueFormat;
}) => (
    <Localized>
        <BarChart
            height={Math.max(200, labels.length * format.rowHeight + 60)}
            layout="horizontal"
            hideLegend
            yAxis={[
                {
                    scaleType: 'band',
                    data: labels,
                    width: format.categoryWidth,
                    colorMap: { type: 'ordinal', values: labels, colors },
                },
            ]}
            xAxis={[
                {
                    valueFormatter: format.axis,
                    ...(format.everyOtherTick
                        ? { tickLabelInterval: (_: number, index: number) => index % 2 === 0 }
                        : {}),
                },
            ]}
            series={[{ label: name, data: values, ...tooltipOf(format) }]}
        />
    </Localized>
);

export interface Slice {
    key: string;
    label: string;
    count: number;
    color: string;
}

/** Shares of a whole by count; `tooltip` writes a slice's tooltip ('3 contas'). */
export const ShareDonut = <S extends Slice>({
    slices,
    tooltip,
}: {
    slices: S[];
    tooltip: (slice: S) => string;
}) => (
    <Localized>
        <PieChart
            height={240}
            series={[
                {
                    innerRadius: '55%',
                    outerRadius: '90%',
                    paddingAngle: 1,
                    data: slices.map((s) => ({ id: s.key, value: s.count, label: s.label, color: s.color })),
                    valueFormatter: (_item, { dataIndex }) => {
                        const slice = slices[dataIndex];
                        return slice ? tooltip(slice) : '';
                    },
                },
            ]}
            slotProps={{
                legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } },
            }}
        />
    </Localized>
);
