import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { typeDigits, typeDocument } from '../../../domain/typingMasks';
import {
    ACCOUNT_MAX_DIGITS,
    BANK_ACCOUNT_TYPES,
    type BankDataDraft,
    type BankDataErrors,
    type BankDataField,
    typeAccountDigit,
} from './bankData';
import { ParticipantPicker } from './ParticipantPicker';

/** Who the account's holder is to the user: the labels of the document and name fields. */
const HOLDER_LABELS = {
    holder: { document: 'CPF ou CNPJ do titular', name: 'Nome do titular da conta' },
    recipient: { document: 'CPF ou CNPJ do recebedor', name: 'Nome do recebedor' },
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
export const BankDataFields = ({ draft, errors, onChange, holder, dense }: Props) => (
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
                label="Agência"
                value={draft.branch}
                onChange={(e) => onChange({ branch: typeDigits(e.target.value, 4) }, 'branch')}
                error={!!errors.branch}
                helperText={errors.branch ?? 'Sem o dígito.'}
                slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
            />
            <TextField
                label="Conta"
                value={draft.account}
                onChange={(e) =>
                    onChange({ account: typeDigits(e.target.value, ACCOUNT_MAX_DIGITS) }, 'account')
                }
                error={!!errors.account}
                helperText={errors.account ?? 'Sem o dígito.'}
                slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            />
            <TextField
                label="Dígito"
                value={draft.digit}
                onChange={(e) => onChange({ digit: typeAccountDigit(e.target.value) }, 'digit')}
                error={!!errors.digit}
                helperText={errors.digit ?? ' '}
                slotProps={{ htmlInput: { autoComplete: 'off' } }}
            />
        </Box>
        <TextField
            select
            label="Tipo de conta"
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
            label={HOLDER_LABELS[holder].document}
            value={draft.document}
            onChange={(e) => onChange({ document: typeDocument(e.target.value) }, 'document')}
            error={!!errors.document}
            helperText={errors.document ?? 'O CNPJ pode ter letras.'}
            fullWidth
            slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
        />
        <TextField
            label={HOLDER_LABELS[holder].name}
            value={draft.name}
            onChange={(e) => onChange({ name: e.target.value }, 'name')}
            error={!!errors.name}
            helperText={errors.name ?? ' '}
            fullWidth
        />
    </Box>
);
