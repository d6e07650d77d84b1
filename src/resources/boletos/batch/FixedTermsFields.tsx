import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { memo, useCallback } from 'react';
import type { InvoiceErrors } from '../../../domain/invoice';
import { INVOICE_LIMITS } from '../../../domain/invoice';
import { typePercent } from '../../../domain/percent';
import { DateField } from '../../../ui/DateField';
import { MoneyField } from '../../../ui/MoneyField';
import type { FixedTermsDraft } from './fixedTerms';

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
                    label="Valor por sacado"
                    value={draft.amount}
                    onChange={(cents) => onChange({ amount: cents }, 'amount')}
                    error={error('amount')}
                    help="Com parcelas, é o total de cada sacado."
                />
                <DateField
                    label="Vencimento"
                    value={draft.dueDate}
                    onChange={onDue}
                    error={error('due_date')}
                    help="Da primeira parcela; as outras vencem mês a mês."
                    minDate={today}
                />
                <TextField
                    label="Parcelas"
                    value={draft.installments}
                    onChange={(event) =>
                        onChange(
                            { installments: event.target.value.replace(/\D/g, '').slice(0, 2) },
                            'installments',
                        )
                    }
                    error={!!error('installments')}
                    helperText={error('installments') ?? `De 1 a ${INVOICE_LIMITS.maxInstallments}.`}
                    fullWidth
                    margin="dense"
                    slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                />
                <TextField
                    label="Seu número (opcional)"
                    value={draft.yourNumber}
                    onChange={(event) => onChange({ yourNumber: event.target.value }, 'your_number')}
                    error={!!error('your_number')}
                    helperText={
                        error('your_number') ??
                        `Sua referência, até ${INVOICE_LIMITS.yourNumberMax} caracteres.`
                    }
                    fullWidth
                    margin="dense"
                    slotProps={{
                        htmlInput: { maxLength: INVOICE_LIMITS.yourNumberMax, autoComplete: 'off' },
                    }}
                />
                <PercentField
                    label="Multa"
                    value={draft.fine}
                    onChange={(fine) => onChange({ fine }, 'fine_percent')}
                    error={error('fine_percent')}
                    help="Após o vencimento; até 2% para pessoa física."
                />
                <PercentField
                    label="Juros ao mês"
                    value={draft.interest}
                    onChange={(interest) => onChange({ interest }, 'interest_percent')}
                    error={error('interest_percent')}
                    help="Cobrados por dia de atraso."
                />
                <MoneyField
                    label="Desconto (opcional)"
                    value={draft.discount}
                    onChange={(cents) => onChange({ discount: cents }, 'discount_amount')}
                    error={error('discount_amount')}
                    help="Por boleto, para pagamento até a data ao lado."
                />
                <DateField
                    label="Desconto até"
                    value={draft.discountUntil}
                    onChange={onDiscountUntil}
                    error={error('discount_until')}
                    minDate={today}
                />
            </Box>
            <TextField
                label="Instruções (opcional)"
                value={draft.instructions}
                onChange={(event) => onChange({ instructions: event.target.value }, 'instructions')}
                error={!!error('instructions')}
                helperText={
                    error('instructions') ??
                    `${draft.instructions.length}/${INVOICE_LIMITS.instructionsMax} caracteres, impressos no boleto.`
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
