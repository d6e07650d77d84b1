import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { memo, useCallback } from 'react';
import type { InvoiceErrors } from '../../../domain/invoice';
import { INVOICE_LIMITS } from '../../../domain/invoice';
import { typePercent } from '../../../domain/percent';
import { useMessages } from '../../../i18n';
import { DateField } from '../../../ui/DateField';
import { MoneyField } from '../../../ui/MoneyField';
import type { FixedTermsDraft } from './fixedTerms';
import { batchMessages } from './messages';

interface Props {
    draft: FixedTermsDraft;
    errors: InvoiceErrors;
    today: string;
    onChange: (patch: Partial<FixedTermsDraft>, field: string) => void;
}

const PercentField = ({
    label,
    value,
    error,
    help,
    onChange,
}: {
    label: string;
    value: string;
    error?: string;
    help: string;
    onChange: (text: string) => void;
}) => (
    <TextField
        label={label}
        value={value}
        onChange={(event) => onChange(typePercent(event.target.value))}
        error={!!error}
        helperText={error ?? help}
        fullWidth
        margin="dense"
        slotProps={{
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
            htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        }}
    />
);

const GRID = { display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/**
 * One set of terms for every chosen payer: amount, due date, installments, fine, interest, discount, texts.
 * Memoized: ticking payers does not redraw the fields (two date pickers among them).
 */
export const FixedTermsFields = memo(function FixedTermsFields({ draft, errors, today, onChange }: Props) {
    const t = useMessages(batchMessages);
    const error = (field: string) => errors[field]?.[0];
    const onDue = useCallback((dueDate: string) => onChange({ dueDate }, 'due_date'), [onChange]);
    const onDiscountUntil = useCallback(
        (discountUntil: string) => onChange({ discountUntil }, 'discount_until'),
        [onChange],
    );
    return (
        <Box>
            <Box sx={GRID}>
                <MoneyField
                    label={t('boleto_batch.terms.amount')}
                    value={draft.amount}
                    onChange={(cents) => onChange({ amount: cents }, 'amount')}
                    error={error('amount')}
                    help={t('boleto_batch.terms.amount_help')}
                />
                <DateField
                    label={t('boleto_batch.fields.due_date')}
                    value={draft.dueDate}
                    onChange={onDue}
                    error={error('due_date')}
                    help={t('boleto_batch.terms.due_date_help')}
                    minDate={today}
                />
                <TextField
                    label={t('boleto_batch.fields.installments')}
                    value={draft.installments}
                    onChange={(event) =>
                        onChange(
                            { installments: event.target.value.replace(/\D/g, '').slice(0, 2) },
                            'installments',
                        )
                    }
                    error={!!error('installments')}
                    helperText={
                        error('installments') ??
                        t('boleto_batch.terms.installments_help', { max: INVOICE_LIMITS.maxInstallments })
                    }
                    fullWidth
                    margin="dense"
                    slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                />
                <TextField
                    label={t('boleto_batch.terms.your_number')}
                    value={draft.yourNumber}
                    onChange={(event) => onChange({ yourNumber: event.target.value }, 'your_number')}
                    error={!!error('your_number')}
                    helperText={
                        error('your_number') ??
                        t('boleto_batch.terms.your_number_help', { max: INVOICE_LIMITS.yourNumberMax })
                    }
                    fullWidth
                    margin="dense"
                    slotProps={{
                        htmlInput: { maxLength: INVOICE_LIMITS.yourNumberMax, autoComplete: 'off' },
                    }}
                />
                <PercentField
                    label={t('boleto_batch.terms.fine')}
                    value={draft.fine}
                    onChange={(fine) => onChange({ fine }, 'fine_percent')}
                    error={error('fine_percent')}
                    help={t('boleto_batch.terms.fine_help')}
                />
                <PercentField
                    label={t('boleto_batch.terms.interest')}
                    value={draft.interest}
                    onChange={(interest) => onChange({ interest }, 'interest_percent')}
                    error={error('interest_percent')}
                    help={t('boleto_batch.terms.interest_help')}
                />
                <MoneyField
                    label={t('boleto_batch.terms.discount')}
                    value={draft.discount}
                    onChange={(cents) => onChange({ discount: cents }, 'discount_amount')}
                    error={error('discount_amount')}
                    help={t('boleto_batch.terms.discount_help')}
                />
                <DateField
                    label={t('boleto_batch.terms.discount_until')}
                    value={draft.discountUntil}
                    onChange={onDiscountUntil}
                    error={error('discount_until')}
                    minDate={today}
                />
            </Box>
            <TextField
                label={t('boleto_batch.terms.instructions')}
                value={draft.instructions}
                onChange={(event) => onChange({ instructions: event.target.value }, 'instructions')}
                error={!!error('instructions')}
                helperText={
                    error('instructions') ??
                    t('boleto_batch.terms.instructions_help', {
                        length: draft.instructions.length,
                        max: INVOICE_LIMITS.instructionsMax,
                    })
                }
                fullWidth
                multiline
                minRows={2}
                margin="dense"
                slotProps={{ htmlInput: { maxLength: INVOICE_LIMITS.instructionsMax } }}
            />
        </Box>
    );
});
