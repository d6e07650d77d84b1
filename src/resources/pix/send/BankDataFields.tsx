import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { typeDigits, typeDocument } from '../../../domain/typingMasks';
import { useMessages } from '../../../i18n';
import {
    ACCOUNT_MAX_DIGITS,
    BANK_ACCOUNT_TYPES,
    type BankDataDraft,
    type BankDataErrors,
    type BankDataField,
    typeAccountDigit,
} from './bankData';
import { pixSendMessages } from './messages';
import { ParticipantPicker } from './ParticipantPicker';

/** Who the account's holder is to the user: the labels of the document and name fields. */
const HOLDER_LABELS = {
    holder: {
        document: 'pix_send.bank_data.holder.document',
        name: 'pix_send.bank_data.holder.name',
    },
    recipient: {
        document: 'pix_send.bank_data.recipient.document',
        name: 'pix_send.bank_data.recipient.name',
    },
} as const;

interface Props {
    draft: BankDataDraft;
    errors: BankDataErrors;
    onChange: (patch: Partial<BankDataDraft>, field: BankDataField) => void;
    /** 'holder' in a favourite, 'recipient' when sending. */
    holder: keyof typeof HOLDER_LABELS;
    /** In a dialog the branch and digit columns are narrower. */
    dense?: boolean;
}

/** A recipient's account: institution (searched on the server), branch, number and digit, type, holder. */
export const BankDataFields = ({ draft, errors, onChange, holder, dense }: Props) => {
    const t = useMessages(pixSendMessages);
    return (
        <Box sx={{ display: 'grid', gap: 1 }}>
            <ParticipantPicker
                value={draft.participant}
                onChange={(participant) => onChange({ participant }, 'participant')}
                error={errors.participant}
            />
            <Box
                sx={{
                    display: 'grid',
                    gap: 1,
                    gridTemplateColumns: { xs: '1fr 1fr', sm: dense ? '6rem 1fr 4.5rem' : '8rem 1fr 5rem' },
                }}
            >
                <TextField
                    label={t('pix_send.bank_data.branch')}
                    value={draft.branch}
                    onChange={(e) => onChange({ branch: typeDigits(e.target.value, 4) }, 'branch')}
                    error={!!errors.branch}
                    helperText={errors.branch ?? t('pix_send.bank_data.without_digit')}
                    slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                    sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
                />
                <TextField
                    label={t('pix_send.bank_data.account')}
                    value={draft.account}
                    onChange={(e) =>
                        onChange({ account: typeDigits(e.target.value, ACCOUNT_MAX_DIGITS) }, 'account')
                    }
                    error={!!errors.account}
                    helperText={errors.account ?? t('pix_send.bank_data.without_digit')}
                    slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                />
                <TextField
                    label={t('pix_send.bank_data.digit')}
                    value={draft.digit}
                    onChange={(e) => onChange({ digit: typeAccountDigit(e.target.value) }, 'digit')}
                    error={!!errors.digit}
                    helperText={errors.digit ?? ' '}
                    slotProps={{ htmlInput: { autoComplete: 'off' } }}
                />
            </Box>
            <TextField
                select
                label={t('pix_send.bank_data.account_type')}
                value={draft.accountType}
                onChange={(e) =>
                    onChange({ accountType: e.target.value as BankDataDraft['accountType'] }, 'accountType')
                }
                error={!!errors.accountType}
                helperText={errors.accountType ?? ' '}
                fullWidth
            >
                {BANK_ACCOUNT_TYPES.map((option) => (
                    <MenuItem key={option.value} value={option.value}>
                        {option.label}
                    </MenuItem>
                ))}
            </TextField>
            <TextField
                label={t(HOLDER_LABELS[holder].document)}
                value={draft.document}
                onChange={(e) => onChange({ document: typeDocument(e.target.value) }, 'document')}
                error={!!errors.document}
                helperText={errors.document ?? t('pix_send.bank_data.document_help')}
                fullWidth
                slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
            />
            <TextField
                label={t(HOLDER_LABELS[holder].name)}
                value={draft.name}
                onChange={(e) => onChange({ name: e.target.value }, 'name')}
                error={!!errors.name}
                helperText={errors.name ?? ' '}
                fullWidth
            />
        </Box>
    );
};
