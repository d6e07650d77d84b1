import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { typeDigits, typeDocument } from '../../../domain/typingMasks';
import { useMessages } from '../../../i18n';
import { ACCOUNT_KIND_OPTIONS, type DraftErrors, type DraftField, type TransferDraft } from './api';
import { BankPicker } from './BankPicker';
import { transferMessages } from './messages';

interface Props {
    draft: TransferDraft;
    errors: DraftErrors;
    onChange: (patch: Partial<TransferDraft>, field: DraftField) => void;
}

/** The recipient's account: bank, agency, account and digit, kind, CPF/CNPJ and name. */
export const RecipientFields = ({ draft, errors, onChange }: Props) => {
    const t = useMessages(transferMessages);
    return (
        <Box sx={{ display: 'grid', gap: 1 }}>
            <BankPicker
                value={draft.bank}
                onChange={(bank) => onChange({ bank }, 'bank')}
                error={errors.bank}
            />
            <Box
                sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', sm: '8rem 1fr 6rem' } }}
            >
                <TextField
                    label={t('transfers.form.agency')}
                    value={draft.agency}
                    onChange={(e) => onChange({ agency: typeDigits(e.target.value, 4) }, 'agency')}
                    error={!!errors.agency}
                    helperText={errors.agency ?? t('transfers.form.agency_help')}
                    slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                    sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
                />
                <TextField
                    label={t('transfers.form.account')}
                    value={draft.account}
                    onChange={(e) => onChange({ account: typeDigits(e.target.value, 20) }, 'account')}
                    error={!!errors.account}
                    helperText={errors.account ?? t('transfers.form.account_help')}
                    slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                />
                <TextField
                    label={t('transfers.form.digit')}
                    value={draft.digit}
                    onChange={(e) =>
                        onChange(
                            {
                                digit: e.target.value
                                    .replace(/[^0-9x]/gi, '')
                                    .slice(-1)
                                    .toUpperCase(),
                            },
                            'digit',
                        )
                    }
                    error={!!errors.digit}
                    helperText={errors.digit ?? ' '}
                    slotProps={{ htmlInput: { autoComplete: 'off', maxLength: 2 } }}
                />
            </Box>
            <TextField
                select
                label={t('transfers.form.kind')}
                value={draft.kind}
                onChange={(e) => onChange({ kind: e.target.value as TransferDraft['kind'] }, 'kind')}
                error={!!errors.kind}
                helperText={errors.kind ?? ' '}
                fullWidth
            >
                {ACCOUNT_KIND_OPTIONS.map((option) => (
                    <MenuItem key={option.value} value={option.value}>
                        {option.label}
                    </MenuItem>
                ))}
            </TextField>
            <TextField
                label={t('transfers.form.document')}
                value={draft.document}
                onChange={(e) => onChange({ document: typeDocument(e.target.value) }, 'document')}
                error={!!errors.document}
                helperText={errors.document ?? t('transfers.form.document_help')}
                fullWidth
                slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
            />
            <TextField
                label={t('transfers.form.name')}
                value={draft.name}
                onChange={(e) => onChange({ name: e.target.value }, 'name')}
                error={!!errors.name}
                helperText={errors.name ?? ' '}
                fullWidth
            />
        </Box>
    );
};
