import Box from '@mui/material/Box';
import { type Theme, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect } from 'react';
import { Title } from 'react-admin';
import {
    type BankFinancialReport,
    type BankOrigin,
    MAX_COMPARED_BANKS,
    MIN_COMPARED_BANKS,
} from '../../../contract/bankReports';
import { asLoad, useRead } from '../../../dataProvider/hooks';
import { formatBRL } from '../../../domain/money';
import { translateOr, useMessages } from '../../../i18n';
import { moneyFormat, SlotBars } from '../../../ui/charts/charts';
import { ChartFigure } from '../../../ui/dashboards/ChartFigure';
import { LoadFailed, Loading } from '../../../ui/LoadStates';
import { useUrlValues } from '../../../ui/lists/useUrlState';
import { PeriodFields, usePeriod } from '../../../ui/PeriodFields';
import { BankPicker } from './BankPicker';
import { ComparisonExports } from './ComparisonExports';
import { ComparisonTable } from './ComparisonTable';
import { bankComparisonMessages } from './messages';
import { periodText, shortName } from './report';

const RESOURCE = 'comparativo-bancos';
const PATH = '/comparativo-bancos';

/** The banks in the URL (`bancos=1,7`); none there: the two largest by balance, written back once. */
const useChosenBanks = (origins: BankOrigin[] | undefined) => {
    const [params, update] = useUrlValues();
    const raw = params.get('bancos');
    const ids = (raw ?? '')
        .split(',')
        .map(Number)
        .filter((id, index, all) => origins?.some((b) => b.id === id) && all.indexOf(id) === index)
        .slice(0, MAX_COMPARED_BANKS);
    useEffect(() => {
        if (raw === null && origins && origins.length >= MIN_COMPARED_BANKS)
            update({
                bancos: origins
                    .slice(0, MIN_COMPARED_BANKS)
                    .map((b) => b.id)
                    .join(','),
            });
    }, [raw, origins, update]);
    return [ids, (next: number[]) => update({ bancos: next.join(',') })] as const;
};

const Chart = ({ report }: { report: BankFinancialReport }) => {
    const t = useMessages(bankComparisonMessages);
    const { palette } = useTheme();
    // On a phone the bars are narrower than a name: the COMPE code, as the chosen chips show it, names them.
    const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
    const names = report.banks.map((bank) => shortName(bank.name));
    const labels = narrow ? report.banks.map((bank) => bank.code) : names;
    const quiet = report.banks.every((bank) => bank.transactions === 0);
    return (
        <ChartFigure
            title={t('bank_comparison.chart')}
            empty={quiet ? t('bank_comparison.chart_empty') : null}
            table={{
                columns: [
                    t('bank_comparison.indicator'),
                    t('bank_comparison.chart_inflows'),
                    t('bank_comparison.chart_outflows'),
                ],
                rows: report.banks.map((bank, index) => [
                    names[index],
                    formatBRL(bank.inflows),
                    formatBRL(bank.outflows),
                ]),
            }}
        >
            <SlotBars
                labels={labels}
                format={moneyFormat}
                series={[
                    {
                        label: t('bank_comparison.chart_inflows'),
                        data: report.banks.map((bank) => bank.inflows),
                        color: palette.success.main,
                    },
                    {
                        label: t('bank_comparison.chart_outflows'),
                        data: report.banks.map((bank) => -bank.outflows),
                        color: palette.error.main,
                    },
                ]}
            />
        </ChartFigure>
    );
};

/** `/comparativo-bancos`: the chosen banks side by side over a period, with a chart, CSV and PDF. */
export const BankComparisonPage = () => {
    const t = useMessages(bankComparisonMessages);
    // The brand's own title ('Comparativo de lojas'), as the breadcrumbs and the menu show it.
    const title = translateOr(`routes.${PATH}`, t('bank_comparison.title'));
    const period = usePeriod();
    const originsQuery = useRead<BankOrigin[]>(RESOURCE, 'origins');
    const origins = asLoad(originsQuery);
    const [ids, choose] = useChosenBanks(originsQuery.data);
    const ready = period.valid && ids.length >= MIN_COMPARED_BANKS;
    const report = asLoad(
        useRead<BankFinancialReport>(
            RESOURCE,
            'report',
            ready
                ? { query: { from: period.period.from, to: period.period.to, bank_ids: ids.join(',') } }
                : null,
        ),
    );
    return (
        <Box sx={{ py: 2 }}>
            <Title title={title} />
            <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
                {title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {t('bank_comparison.intro')}
            </Typography>
            {origins.status === 'loading' && (
                <Loading label={t('bank_comparison.loading_banks')} shape="field" />
            )}
            {origins.status === 'error' && (
                <LoadFailed what={t('bank_comparison.banks_failed')} onRetry={origins.retry} />
            )}
            {origins.status === 'ready' && origins.data.length < MIN_COMPARED_BANKS && (
                <Typography>{t('bank_comparison.not_enough_banks')}</Typography>
            )}
            {origins.status === 'ready' && origins.data.length >= MIN_COMPARED_BANKS && (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}>
                    <BankPicker banks={origins.data} value={ids} onChange={choose} />
                    {/* The period's fields share the rest of the row (the theme makes each one full width). */}
                    <Box
                        sx={{
                            display: 'flex',
                            flexWrap: 'wrap',
                            gap: 2,
                            flex: '1 1 220px',
                            '& > .MuiFormControl-root': { flex: '1 1 160px', minWidth: 0 },
                        }}
                    >
                        <PeriodFields state={period} />
                    </Box>
                </Box>
            )}
            {ready && report.status === 'loading' && (
                <Loading label={t('bank_comparison.loading')} shape="figures" />
            )}
            {ready && report.status === 'error' && (
                <LoadFailed what={t('bank_comparison.failed')} onRetry={report.retry} />
            )}
            {ready && report.status === 'ready' && (
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
                    <Box
                        sx={{
                            display: 'flex',
                            flexWrap: 'wrap',
                            justifyContent: 'space-between',
                            alignItems: 'center',
                            gap: 1,
                        }}
                    >
                        <Typography variant="body2" color="text.secondary">
                            {t('bank_comparison.caption', periodText(report.data))}
                        </Typography>
                        <ComparisonExports report={report.data} />
                    </Box>
                    <ComparisonTable report={report.data} />
                    <Chart report={report.data} />
                </Box>
            )}
        </Box>
    );
};
