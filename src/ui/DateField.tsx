import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid } from 'date-fns';
import { memo, useState } from 'react';
import { DatesPtBR } from './DatesPtBR';

/** Kept while the typed date is incomplete or impossible (31/02), so the rules can say so. */
export const INVALID_DATE = 'data-invalida';

const toDate = (value: string): Date | null => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    return match ? new Date(+match[1], +match[2] - 1, +match[3]) : null;
};

const toValue = (date: Date | null): string =>
    date === null ? '' : isValid(date) ? format(date, 'yyyy-MM-dd') : INVALID_DATE;

interface Props {
    label: string;
    /** 'yyyy-MM-dd', '' or INVALID_DATE. */
    value: string;
    onChange: (value: string) => void;
    error?: string;
    help?: string;
    /** 'yyyy-MM-dd': days before it are greyed out in the calendar (the rules still decide). */
    minDate?: string;
}

/**
 * A dd/MM/yyyy date typed day by day or picked in the calendar, outside react-admin's forms. The picker's
 * own Date (even an incomplete one) is what it shows, so what was typed stays on screen. Memoized: the
 * picker is the heaviest field of a form, and typing elsewhere should not redraw it.
 */
export const DateField = memo(function DateField({ label, value, onChange, error, help, minDate }: Props) {
    const [shown, setShown] = useState<Date | null>(() => toDate(value));
    return (
        <DatesPtBR>
            <DatePicker
                label={label}
                value={toValue(shown) === value ? shown : toDate(value)}
                onChange={(date) => {
                    setShown(date);
                    onChange(toValue(date));
                }}
                minDate={minDate ? (toDate(minDate) ?? undefined) : undefined}
                format="dd/MM/yyyy"
                enableAccessibleFieldDOMStructure={false}
                slotProps={{
                    textField: {
                        error: !!error,
                        helperText: error ?? help ?? ' ',
                        fullWidth: true,
                        margin: 'dense',
                    },
                }}
            />
        </DatesPtBR>
    );
});
