import Grid from '@mui/material/Grid';
import type { AccountDashboard } from '../../../domain/accountDashboard';
import { formatBRL } from '../../../domain/money';
import { CategoryBars, countFormat, ShareDonut, SlotBars } from '../../../ui/charts/charts';
import { ChartFigure } from '../../../ui/dashboards/ChartFigure';
import { DashboardFrame } from '../../../ui/dashboards/DashboardPage';
import { Figures } from '../../../ui/dashboards/Figures';
import { countText, rangeText } from '../../../ui/dashboards/format';
import { useDashboardPeriod } from '../../../ui/dashboards/useDashboardPeriod';
import { entityStatusLabel, useDashboardColors } from './colors';
import { accountsText, countOf, slotLabel, slotText } from './format';

const Content = ({ data }: { data: AccountDashboard }) => {
    const colors = useDashboardColors();
    const slotHeader = data.granularity === 'day' ? 'Dia' : 'Mês';
    const statuses = data.by_status
        .filter((row) => row.count > 0)
        .map((row) => ({
            key: row.status,
            label: entityStatusLabel(row.status),
            count: row.count,
            balance: row.balance,
            color: colors.status[row.status],
        }));
    const personTypes = data.by_person_type.map((row, index) => ({
        key: row.type,
        label: row.label,
        count: row.count,
        balance: row.balance,
        color: colors.category(index),
    }));
    return (
        <>
            <Figures
                perRow={4}
                figures={[
                    {
                        label: 'Contas abertas no período',
                        value: countText(data.opened),
                        detail: `${countOf(data.opened_active, 'já ativa', 'já ativas')}`,
                    },
                    {
                        label: 'Contas ativas',
                        value: countText(data.active.count),
                        detail: `Saldo ${formatBRL(data.active.balance)}`,
                    },
                    {
                        label: 'Total de contas',
                        value: countText(data.total.count),
                        detail: 'Em todas as situações',
                    },
                    {
                        label: 'Saldo total',
                        value: formatBRL(data.total.balance),
                        detail: `Em ${accountsText(data.total.count)}`,
                    },
                ]}
            />
            <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 7 }}>
                    <ChartFigure
                        title="Aberturas de contas no período"
                        empty={data.opened === 0 ? 'Nenhuma conta aberta no período.' : null}
                        table={{
                            columns: [slotHeader, 'Pessoa física', 'Pessoa jurídica', 'Total'],
                            rows: data.series.map((slot) => [
                                slotText(slot.start, data.granularity),
                                countText(slot.natural),
                                countText(slot.legal),
                                countText(slot.natural + slot.legal),
                            ]),
                        }}
                    >
                        <SlotBars
                            format={countFormat}
                            stacked
                            labels={data.series.map((slot) => slotLabel(slot.start, data.granularity))}
                            series={[
                                {
                                    label: 'Pessoa física',
                                    data: data.series.map((slot) => slot.natural),
                                    color: colors.category(0),
                                },
                                {
                                    label: 'Pessoa jurídica',
                                    data: data.series.map((slot) => slot.legal),
                                    color: colors.category(1),
                                },
                            ]}
                        />
                    </ChartFigure>
                </Grid>
                <Grid size={{ xs: 12, md: 5 }}>
                    <ChartFigure
                        title="Contas por situação"
                        empty={statuses.length === 0 ? 'Nenhuma conta no banco.' : null}
                        table={{
                            columns: ['Situação', 'Contas', 'Saldo'],
                            rows: statuses.map((row) => [
                                row.label,
                                countText(row.count),
                                formatBRL(row.balance),
                            ]),
                        }}
                    >
                        <ShareDonut slices={statuses} tooltip={(slice) => accountsText(slice.count)} />
                    </ChartFigure>
                </Grid>
                <Grid size={{ xs: 12, md: 7 }}>
                    <ChartFigure
                        title="Contas por tipo"
                        empty={data.by_type.length === 0 ? 'Nenhuma conta no banco.' : null}
                        table={{
                            columns: ['Tipo de conta', 'Contas', 'Saldo'],
                            rows: data.by_type.map((row) => [
                                row.label,
                                countText(row.count),
                                formatBRL(row.balance),
                            ]),
                        }}
                    >
                        <CategoryBars
                            format={countFormat}
                            name="Contas"
                            labels={data.by_type.map((row) => row.label)}
                            values={data.by_type.map((row) => row.count)}
                            colors={data.by_type.map((_, index) => colors.category(index))}
                        />
                    </ChartFigure>
                </Grid>
                <Grid size={{ xs: 12, md: 5 }}>
                    <ChartFigure
                        title="Contas por tipo de pessoa"
                        empty={data.total.count === 0 ? 'Nenhuma conta no banco.' : null}
                        table={{
                            columns: ['Tipo de pessoa', 'Contas', 'Saldo'],
                            rows: personTypes.map((row) => [
                                row.label,
                                countText(row.count),
                                formatBRL(row.balance),
                            ]),
                        }}
                    >
                        <ShareDonut slices={personTypes} tooltip={(slice) => accountsText(slice.count)} />
                    </ChartFigure>
                </Grid>
            </Grid>
        </>
    );
};

/** `/account-dash`: accounts opened in the period, and today's accounts by status, type and person type. */
export const AccountDashboardPage = () => (
    <DashboardFrame<AccountDashboard>
        title="Painel de contas"
        period={useDashboardPeriod('accountDashboards')}
        resource="painel-contas"
        what="os indicadores de contas"
        caption={(data) =>
            `Período: ${rangeText(data.from, data.today)}. Situações, tipos e saldos são a posição de hoje de todas as contas do banco.`
        }
    >
        {(data) => <Content data={data} />}
    </DashboardFrame>
);
