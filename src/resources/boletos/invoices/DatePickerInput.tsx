import type { SxProps, Theme } from '@mui/material/styles';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { type ReactNode, useEffect, useState } from 'react';
import { useInput } from 'react-admin';
import { DatesPtBR } from '../../../ui/DatesPtBR';
import { dateValue, pickerDate } from './dateValue';

interface Props {
    source: string;
    label: string;
    helperText?: ReactNode;
    /** 'yyyy-MM-dd': days before it are greyed out in the calendar (the form's rules still decide). */
    minDate?: string;
    sx?: SxProps<Theme>;
}

/**
 * A dd/MM/yyyy date input of a react-admin form on @mui/x-date-pickers: typed day by day or picked in the
 * calendar. The picker's own Date (even an incomplete one) is kept while the user types, so the sections
 * they typed stay on screen; the form's value is the calendar day as 'yyyy-MM-dd'.
 */
export const DatePickerInput = ({ source, label, helperText, minDate, sx }: Props) => {
    const { field, fieldState, formState, id } = useInput({ source });
    const [shown, setShown] = useState<Date | null>(() => pickerDate(field.value));
    useEffect(() => {
        // A reset or a value set from outside the picker.
        if (field.value !== dateValue(shown)) setShown(pickerDate(field.value));
    }, [field.value, shown]);
    const error =
        fieldState.error && (fieldState.isTouched || formState.isSubmitted) ? fieldState.error : undefined;
    return (
        <DatesPtBR>
            <DatePicker
                label={label}
                value={shown}
                onChange={(date) => {
                    setShown(date);
                    field.onChange(dateValue(date));
                }}
                minDate={pickerDate(minDate) ?? undefined}
                format="dd/MM/yyyy"
                sx={sx}
                slotProps={{
                    textField: {
                        id,
                        name: field.name,
                        onBlur: field.onBlur,
                        error: !!error,
                        helperText: error?.message ?? helperText ?? ' ',
                        fullWidth: true,
                        // As react-admin's own inputs.
                        variant: 'filled',
                        margin: 'dense',
                    },
                }}
            />
        </DatesPtBR>
    );
};
