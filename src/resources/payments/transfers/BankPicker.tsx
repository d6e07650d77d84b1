import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { asLoad, useRead } from '../../../dataProvider/hooks';
import { useMessages } from '../../../i18n';
import { type Bank, bankLabel, TRANSFERS } from './api';
import { transferMessages } from './messages';

interface Props {
    value: Bank | null;
    onChange: (bank: Bank | null) => void;
    error?: string;
}

/** The recipient's bank from the COMPE list, found by name or code as the user types (the list is short). */
export const BankPicker = ({ value, onChange, error }: Props) => {
    const t = useMessages(transferMessages);
    const banks = asLoad(useRead<Bank[]>(TRANSFERS, 'banks', {}, { staleTime: 10 * 60_000 }));
    return (
        <Autocomplete
            value={value}
            onChange={(_, bank) => onChange(bank)}
            options={banks.data ?? []}
            getOptionLabel={bankLabel}
            isOptionEqualToValue={(a, b) => a.ispb === b.ispb}
            loading={banks.status === 'loading'}
            loadingText={t('transfers.form.bank_loading')}
            noOptionsText={
                banks.status === 'error' ? t('transfers.form.bank_failed') : t('transfers.form.bank_none')
            }
            renderInput={(params) => (
                <TextField
                    {...params}
                    label={t('transfers.form.bank')}
                    error={!!error}
                    helperText={error ?? t('transfers.form.bank_help')}
                />
            )}
        />
    );
};
