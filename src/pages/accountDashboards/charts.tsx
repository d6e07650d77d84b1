import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { ptBRLocaleText } from '@mui/x-charts/locales';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ReactNode } from 'react';

/*
 * Counting charts of the account and registration dashboards (MUI X Charts, in the dashboards' own chunk,
 * like the boleto ones). Without a width they take their container's, so they shrink to 360 px.
 */

const Localized = ({ children }: { children: ReactNode }) => (
    <ChartsLocalizationProvider localeText={ptBRLocaleText}>{children}</ChartsLocalizationProvider>
);

const INTEGER = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const tick = (value: number) => (Number.isInteger(value) ? INTEGER.format(value) : '');

export interface CountSeries {
    label: string;
    data: number[];
    color: string;
}

/** Counts per period slot, stacked. */
export const StackedCountBars = ({ labels, series }: { labels: string[]; series: CountSeries[] }) => (
    <Localized>
        <BarChart
            height={280}
            xAxis={[{ scaleType: 'band', data: labels }]}
            yAxis={[{ valueFormatter: tick, width: 48 }]}
            series={series.map((s) => ({ ...s, stack: 'total' }))}
            slotProps={{
                legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'center' } },
            }}
        />
    </Localized>
);

/** One count per category, as horizontal bars with a colour each. */
export const CategoryCountBars = ({
    labels,
    values,
    colors,
    name,
}: {
    labels: string[];
    values: number[];
    colors: string[];
    name: string;
}) => (
    <Localized>
        <BarChart
            height={Math.max(200, labels.length * 36 + 60)}
            layout="horizontal"
            hideLegend
            yAxis={[
                {
                    scaleType: 'band',
                    data: labels,
                    width: 120,
                    colorMap: { type: 'ordinal', values: labels, colors },
                },
            ]}
            xAxis={[{ valueFormatter: tick }]}
            series={[{ label: name, data: values }]}
        />
    </Localized>
);

export interface Slice {
    key: string;
    label: string;
    count: number;
    color: string;
}

/** Shares of a whole by count; `unit` writes the tooltip ('3 contas'). */
export const ShareDonut = ({ slices, unit }: { slices: Slice[]; unit: (count: number) => string }) => (
    <Localized>
        <PieChart
            height={240}
            series={[
                {
                    innerRadius: '55%',
                    outerRadius: '90%',
                    paddingAngle: 1,
                    data: slices.map((s) => ({ id: s.key, value: s.count, label: s.label, color: s.color })),
                    valueFormatter: (item) => unit(item.value),
                },
            ]}
            slotProps={{
                legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } },
            }}
        />
    </Localized>
);
