import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type BankOrigin, MAX_COMPARED_BANKS, MIN_COMPARED_BANKS } from '../../../contract/bankReports';
import { formatBRL } from '../../../domain/money';
import { count } from '../../../domain/text';
import { useMessages } from '../../../i18n';
import { bankComparisonMessages } from './messages';

interface Props {
    banks: BankOrigin[];
    value: number[];
    onChange: (ids: number[]) => void;
}

/** The banks to compare (2 to 6), each with its code, size and balance today to tell them apart. */
export const BankPicker = ({ banks, value, onChange }: Props) => {
    const t = useMessages(bankComparisonMessages);
    const chosen = value.flatMap((id) => banks.find((b) => b.id === id) ?? []);
    const label = (bank: BankOrigin) =>
        t('bank_comparison.bank_option', { code: bank.code, name: bank.name });
    const tooFew = chosen.length < MIN_COMPARED_BANKS;
    return (
        <Autocomplete
            multiple
            options={banks}
            value={chosen}
            onChange={(_, next) => onChange(next.map((bank) => bank.id))}
            getOptionLabel={label}
            getOptionDisabled={(bank) => chosen.length >= MAX_COMPARED_BANKS && !chosen.includes(bank)}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            filterSelectedOptions
            disableCloseOnSelect
            size="small"
            sx={{ flex: '2 1 360px', minWidth: 0 }}
            renderOption={({ key, ...props }, bank) => (
                <Box component="li" key={key} {...props}>
                    <Box>
                        <Typography variant="body2">{label(bank)}</Typography>
                        <Typography variant="caption" color="text.secondary">
                            {t('bank_comparison.bank_option_detail', {
                                accounts: t('bank_comparison.accounts', {
                                    smart_count: bank.accounts,
                                    count: count(bank.accounts),
                                }),
                                balance: formatBRL(bank.balance),
                            })}
                        </Typography>
                    </Box>
                </Box>
            )}
            renderInput={(params) => (
                <TextField
                    {...params}
                    label={t('bank_comparison.banks')}
                    error={tooFew}
                    helperText={tooFew ? t('bank_comparison.banks_too_few') : t('bank_comparison.banks_help')}
                />
            )}
        />
    );
};
