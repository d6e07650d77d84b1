import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { DashboardPeriod } from '../../domain/invoiceDashboard';

const OPTIONS: { value: DashboardPeriod; label: string }[] = [
    { value: 7, label: '7 dias' },
    { value: 30, label: '30 dias' },
    { value: 365, label: '12 meses' },
];

export const periodLabel = (period: DashboardPeriod) => OPTIONS.find((o) => o.value === period)?.label ?? '';

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
        aria-label="Período"
        value={value}
        onChange={(_, next: DashboardPeriod | null) => {
            if (next !== null) onChange(next);
        }}
    >
        {OPTIONS.map((option) => (
            <ToggleButton key={option.value} value={option.value}>
                {option.label}
            </ToggleButton>
        ))}
    </ToggleButtonGroup>
);
