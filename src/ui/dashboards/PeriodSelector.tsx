import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { DashboardPeriod } from '../../domain/invoiceDashboard';
import { textOf } from '../../i18n';
import { uiMessages } from '../messages';

const t = textOf(uiMessages);

const OPTIONS = [
    { value: 7, label: 'ui.dashboard_period.days_7' },
    { value: 30, label: 'ui.dashboard_period.days_30' },
    { value: 365, label: 'ui.dashboard_period.months_12' },
] as const satisfies readonly { value: DashboardPeriod; label: string }[];

export const periodLabel = (period: DashboardPeriod) => {
    const option = OPTIONS.find((o) => o.value === period);
    return option ? t(option.label) : '';
};

/** 7 dias / 30 dias / 12 meses: one choice, always one selected. */
export const PeriodSelector = ({
    value,
    onChange,
}: {
    value: DashboardPeriod;
    onChange: (period: DashboardPeriod) => void;
}) => (
    <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label={t('ui.period.label')}
        value={value}
        onChange={(_, next: DashboardPeriod | null) => {
            if (next !== null) onChange(next);
        }}
    >
        {OPTIONS.map((option) => (
            <ToggleButton key={option.value} value={option.value}>
                {t(option.label)}
            </ToggleButton>
        ))}
    </ToggleButtonGroup>
);
