import TextField from '@mui/material/TextField';
import { toDateOnlyBrasilia } from '../domain/dates';
import { useMessages } from '../i18n';
import { FILTER_GROW } from './lists/filterGrow';
import { useUrlValues } from './lists/useUrlState';
import { uiMessages } from './messages';
import type { Period } from './period';
import { lastDays, type PeriodChoice, PRESETS, periodOf, type RangeErrors } from './period';

const DEFAULT_CHOICE: PeriodChoice = '30';

const isChoice = (value: string): value is PeriodChoice =>
    value === 'custom' || PRESETS.some((days) => String(days) === value);

/**
 * A statement's period: a preset of the last n days or a custom range, with its errors. Kept in the URL
 * (`periodo`, `de`, `ate`), so a reload or a copied link shows the same period.
 */
export const usePeriod = () => {
    const [params, update] = useUrlValues();
    const raw = params.get('periodo') ?? '';
    const choice: PeriodChoice = isChoice(raw) ? raw : DEFAULT_CHOICE;
    const initial = lastDays(Number(DEFAULT_CHOICE));
    // A range being typed is kept as typed (a half-typed date is empty, and says so under its field).
    const custom: Period = { from: params.get('de') ?? initial.from, to: params.get('ate') ?? initial.to };
    const setCustom = (next: Period) => update({ de: next.from, ate: next.to });
    const { period, errors } = periodOf(choice, custom);
    const choose = (next: PeriodChoice) =>
        update({
            periodo: next === DEFAULT_CHOICE ? undefined : next,
            // The custom range starts from the period on screen; a preset needs no range.
            ...(next === 'custom'
                ? choice === 'custom'
                    ? {}
                    : { de: period.from, ate: period.to }
                : { de: undefined, ate: undefined }),
        });
    return { choice, choose, custom, setCustom, period, errors, valid: !errors.from && !errors.to };
};

export type PeriodState = ReturnType<typeof usePeriod>;

/** "Período" (last 7/15/30/90 days or "Personalizado") and, for a custom one, "De" and "Até" (Brasília days). */
export const PeriodFields = ({ state }: { state: PeriodState }) => {
    const { choice, choose, custom, setCustom, errors } = state;
    const t = useMessages(uiMessages);
    const today = toDateOnlyBrasilia();
    return (
        <>
            <TextField
                select
                size="small"
                label={t('ui.period.label')}
                value={choice}
                onChange={(event) => choose(event.target.value as PeriodChoice)}
                slotProps={{ select: { native: true } }}
                sx={{ minWidth: 180, ...FILTER_GROW }}
            >
                {PRESETS.map((days) => (
                    <option key={days} value={String(days)}>
                        {t('ui.period.last_days', { days })}
                    </option>
                ))}
                <option value="custom">{t('ui.period.custom')}</option>
            </TextField>
            {choice === 'custom' && (
                <>
                    <DateField
                        label={t('ui.period.from')}
                        value={custom.from}
                        error={errors.from}
                        max={today}
                        onChange={(from) => setCustom({ ...custom, from })}
                    />
                    <DateField
                        label={t('ui.period.to')}
                        value={custom.to}
                        error={errors.to}
                        max={today}
                        onChange={(to) => setCustom({ ...custom, to })}
                    />
                </>
            )}
        </>
    );
};

const DateField = ({
    label,
    value,
    error,
    max,
    onChange,
}: {
    label: string;
    value: string;
    error: RangeErrors['from'];
    max: string;
    onChange: (value: string) => void;
}) => (
    <TextField
        type="date"
        size="small"
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max } }}
        sx={FILTER_GROW}
    />
);
