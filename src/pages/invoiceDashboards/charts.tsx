import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { ptBRLocaleText } from '@mui/x-charts/locales';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ReactNode } from 'react';
import { formatBRL } from '../../domain/money';
import { axisBRL, boletosText, tooltipBRL } from './format';

/*
 * The dashboards' charts (MUI X Charts, in the dashboards' own chunk). Money is in cents on every axis and
 * tooltip, written with formatBRL. Without a width they take their container's, so they shrink to 360 px.
 */

const Localized = ({ children }: { children: ReactNode }) => (
    <ChartsLocalizationProvider localeText={ptBRLocaleText}>{children}</ChartsLocalizationProvider>
);

export interface MoneySeries {
    label: string;
    data: number[];
    color: string;
    /** Series with the same stack are drawn on top of each other. */
    stack?: string;
}

/** Amounts per period slot (days or months), side by side or stacked. */
export const MoneyBars = ({ labels, series }: { labels: string[]; series: MoneySeries[] }) => (
    <Localized>
        <BarChart
            height={280}
            xAxis={[{ scaleType: 'band', data: labels }]}
            yAxis={[{ valueFormatter: axisBRL, width: 88 }]}
            series={series.map((s) => ({ ...s, valueFormatter: tooltipBRL }))}
            slotProps={{
                legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'center' } },
            }}
        />
    </Localized>
);

/** One amount per category, as horizontal bars with a colour each (long category names fit on the left). */
export const CategoryBars = ({
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
            height={Math.max(200, labels.length * 40 + 60)}
            layout="horizontal"
            hideLegend
            yAxis={[
                {
                    scaleType: 'band',
                    data: labels,
                    width: 128,
                    colorMap: { type: 'ordinal', values: labels, colors },
                },
            ]}
            xAxis={[
                { valueFormatter: axisBRL, tickLabelInterval: (_: number, index: number) => index % 2 === 0 },
            ]}
            series={[{ label: name, data: values, valueFormatter: tooltipBRL }]}
        />
    </Localized>
);

export interface DonutSlice {
    key: string;
    label: string;
    count: number;
    amount: number;
    color: string;
}

/** Shares by number of boletos; the tooltip adds their amount. */
export const CountDonut = ({ slices }: { slices: DonutSlice[] }) => (
    <Localized>
        <PieChart
            height={240}
            series={[
                {
                    innerRadius: '55%',
                    outerRadius: '90%',
                    paddingAngle: 1,
                    data: slices.map((s) => ({ id: s.key, value: s.count, label: s.label, color: s.color })),
                    valueFormatter: (item, { dataIndex }) =>
                        `${boletosText(item.value)} · ${formatBRL(slices[dataIndex]?.amount ?? 0)}`,
                },
            ]}
            slotProps={{
                legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } },
            }}
        />
    </Localized>
);
