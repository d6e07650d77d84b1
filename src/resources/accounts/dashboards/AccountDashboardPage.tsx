import Grid from '@mui/material/Grid';
import type { AccountDashboard } from '../../../domain/accountDashboard';
import { formatBRL } from '../../../domain/money';
import { useMessages } from '../../../i18n';
import { CategoryBars, countFormat, ShareDonut, SlotBars } from '../../../ui/charts/charts';
import { ChartFigure } from '../../../ui/dashboards/ChartFigure';
import { DashboardFrame } from '../../../ui/dashboards/DashboardPage';
import { Figures } from '../../../ui/dashboards/Figures';
import { countText, rangeText, slotLabel, slotText } from '../../../ui/dashboards/format';
import { useDashboardPeriod } from '../../../ui/dashboards/useDashboardPeriod';
import { entityStatusLabel, useDashboardColors } from './colors';
import { accountsText, countOf } from './format';
import { accountDashboardMessages } from './messages';

const Content = ({ data }: { data: AccountDashboard }) => {
    const t = useMessages(accountDashboardMessages);
    const colors = useDashboardColors();
    const slotHeader =
        data.granularity === 'day'
            ? t('account_dashboards.common.day')
            : t('account_dashboards.common.month');
    const statuses = data.by_status
        .filter((row) => row.count > 0)
        .map((row) => ({
            key: row.status,
            label: entityStatusLabel(row.status),
            count: row.count,
            balance: row.balance,
            color: colors.status(row.status),
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
                        label: t('account_dashboards.accounts.opened'),
                        value: countText(data.opened),
                        detail: t('account_dashboards.accounts.opened_active', countOf(data.opened_active)),
                    },
                    {
                        label: t('account_dashboards.accounts.active'),
                        value: countText(data.active.count),
                        detail: t('account_dashboards.accounts.active_balance', {
                            balance: formatBRL(data.active.balance),
                        }),
                    },
                    {
                        label: t('account_dashboards.accounts.total'),
                        value: countText(data.total.count),
                        detail: t('account_dashboards.accounts.total_detail'),
                    },
                    {
                        label: t('account_dashboards.accounts.total_balance'),
                        value: formatBRL(data.total.balance),
                        detail: t('account_dashboards.accounts.total_balance_detail', {
                            accounts: accountsText(data.total.count),
                        }),
                    },
                ]}
            />
            <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 7 }}>
                    <ChartFigure
                        title={t('account_dashboards.accounts.openings')}
                        empty={data.opened === 0 ? t('account_dashboards.accounts.openings_empty') : null}
                        table={{
                            columns: [
                                slotHeader,
                                t('account_dashboards.common.natural'),
                                t('account_dashboards.common.legal'),
                                t('account_dashboards.common.total'),
                            ],
                            rows: data.series.map((slot) => [
                                slotText(slot, data.granularity),
                                countText(slot.natural),
                                countText(slot.legal),
                                countText(slot.natural + slot.legal),
                            ]),
                        }}
                    >
                        <SlotBars
                            format={countFormat}
                            stacked
                            labels={data.series.map((slot) => slotLabel(slot, data.granularity))}
                            series={[
                                {
                                    label: t('account_dashboards.common.natural'),
                                    data: data.series.map((slot) => slot.natural),
                                    color: colors.category(0),
                                },
                                {
                                    label: t('account_dashboards.common.legal'),
                                    data: data.series.map((slot) => slot.legal),
                                    color: colors.category(1),
                                },
                            ]}
                        />
                    </ChartFigure>
                </Grid>
                <Grid size={{ xs: 12, md: 5 }}>
                    <ChartFigure
                        title={t('account_dashboards.accounts.by_status')}
                        empty={statuses.length === 0 ? t('account_dashboards.accounts.empty') : null}
                        table={{
                            columns: [
                                t('account_dashboards.common.status'),
                                t('account_dashboards.common.accounts_column'),
                                t('account_dashboards.common.balance_column'),
                            ],
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
                        title={t('account_dashboards.accounts.by_type')}
                        empty={data.by_type.length === 0 ? t('account_dashboards.accounts.empty') : null}
                        table={{
                            columns: [
                                t('account_dashboards.accounts.account_type'),
                                t('account_dashboards.common.accounts_column'),
                                t('account_dashboards.common.balance_column'),
                            ],
                            rows: data.by_type.map((row) => [
                                row.label,
                                countText(row.count),
                                formatBRL(row.balance),
                            ]),
                        }}
                    >
                        <CategoryBars
                            format={countFormat}
                            name={t('account_dashboards.common.accounts_column')}
                            labels={data.by_type.map((row) => row.label)}
                            values={data.by_type.map((row) => row.count)}
                            colors={data.by_type.map((_, index) => colors.category(index))}
                        />
                    </ChartFigure>
                </Grid>
                <Grid size={{ xs: 12, md: 5 }}>
                    <ChartFigure
                        title={t('account_dashboards.accounts.by_person_type')}
                        empty={data.total.count === 0 ? t('account_dashboards.accounts.empty') : null}
                        table={{
                            columns: [
                                t('account_dashboards.accounts.person_type'),
                                t('account_dashboards.common.accounts_column'),
                                t('account_dashboards.common.balance_column'),
                            ],
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
export const AccountDashboardPage = () => {
    const t = useMessages(accountDashboardMessages);
    return (
        <DashboardFrame<AccountDashboard>
            title={t('account_dashboards.accounts.title')}
            period={useDashboardPeriod('accountDashboards')}
            resource="painel-contas"
            what={t('account_dashboards.accounts.failed')}
            caption={(data) =>
                t('account_dashboards.accounts.caption', { range: rangeText(data.from, data.today) })
            }
        >
            {(data) => <Content data={data} />}
        </DashboardFrame>
    );
};
