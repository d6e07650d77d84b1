import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { toDateOnlyBrasilia } from '../../../domain/dates';
import { TRANSFER_DESCRIPTION_MAX } from '../../../domain/transfers';
import { useMessages } from '../../../i18n';
import { DateField } from '../../../ui/DateField';
import { MoneyField } from '../../../ui/MoneyField';
import type { DraftErrors, DraftField, TransferDraft } from './api';
import { transferMessages } from './messages';

type Details = Pick<TransferDraft, 'amount' | 'date' | 'description'>;

interface Props {
    draft: Details;
    errors: DraftErrors;
    onChange: (patch: Partial<Details>, field: DraftField) => void;
}

/** Amount, date (today or later) and description: the second half of both transfer forms. */
export const DetailFields = ({ draft, errors, onChange }: Props) => {
    const t = useMessages(transferMessages);
    return (
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <MoneyField
                label={t('transfers.form.amount')}
                value={draft.amount}
                onChange={(amount) => onChange({ amount }, 'amount')}
                error={errors.amount}
            />
            <DateField
                label={t('transfers.form.date')}
                value={draft.date}
                onChange={(date) => onChange({ date }, 'date')}
                error={errors.date}
                help={t('transfers.form.date_help')}
                minDate={toDateOnlyBrasilia()}
            />
            <TextField
                label={t('transfers.form.description')}
                value={draft.description}
                onChange={(e) => onChange({ description: e.target.value }, 'description')}
                error={!!errors.description}
                helperText={
                    errors.description ??
                    t('transfers.form.description_count', {
                        count: draft.description.length,
                        max: TRANSFER_DESCRIPTION_MAX,
                    })
                }
                fullWidth
                sx={{ gridColumn: '1 / -1' }}
            />
        </Box>
    );
};
