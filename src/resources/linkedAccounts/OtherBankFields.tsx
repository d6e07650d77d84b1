import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
    ACCOUNT_NUMBER_MAX,
    LINKED_ACCOUNT_TYPE_LABELS,
    LINKED_ACCOUNT_TYPES,
    type LinkedAccountType,
    typeCheckDigit,
} from '../../domain/linkedAccounts';
import { typeDigits } from '../../domain/typingMasks';
import { useMessages } from '../../i18n';
import type { Participant } from '../pix';
import { ParticipantPicker } from '../pix';
import { linkedAccountMessages } from './messages';

/** An account at another institution as typed: the bank is the participant chosen in the picker. */
export interface OtherBankDraft {
    participant: Participant | null;
    branch_number: string;
    branch_digit: string;
    account_number: string;
    account_digit: string;
    type: LinkedAccountType | '';
}

export const EMPTY_OTHER_BANK: OtherBankDraft = {
    participant: null,
    branch_number: '',
    branch_digit: '',
    account_number: '',
    account_digit: '',
    type: '',
};

/** The fields, named as the bank's rules name them (`bank` is the participant). */
export const OTHER_BANK_FIELDS = [
    'bank',
    'branch_number',
    'branch_digit',
    'account_number',
    'account_digit',
    'type',
] as const;
export type OtherBankField = (typeof OTHER_BANK_FIELDS)[number];

/** A saved account back in the fields: the picker shows its bank by name until another is searched. */
export const otherBankDraftOf = (
    bank: { ispb: string; name: string; compe: string | null },
    saved: Omit<OtherBankDraft, 'participant'>,
): OtherBankDraft => ({
    participant: { ispb: bank.ispb, name: bank.name, short_name: bank.name, compe: bank.compe, type: 'DRCT' },
    branch_number: saved.branch_number,
    branch_digit: saved.branch_digit,
    account_number: saved.account_number,
    account_digit: saved.account_digit,
    type: saved.type,
});

/** The fields as the bank takes them: the chosen participant's ISPB is the bank. */
export const otherBankInputOf = (draft: OtherBankDraft) => ({
    bank: draft.participant?.ispb ?? '',
    branch_number: draft.branch_number,
    branch_digit: draft.branch_digit,
    account_number: draft.account_number,
    account_digit: draft.account_digit,
    type: draft.type,
});

interface Props {
    draft: OtherBankDraft;
    errors: Partial<Record<OtherBankField, string>>;
    onChange: (patch: Partial<OtherBankDraft>, field: OtherBankField) => void;
    /** The grid of branch, its digit, account and its digit (narrow on a phone, one row when wide). */
    columns: Record<string, string>;
}

/**
 * Institution, branch and account with their digits, and the account type: the linked bank account of a
 * holder and a payroll employee's account at another bank. Laid out as items of the form's own grid.
 */
export const OtherBankFields = ({ draft, errors, onChange, columns }: Props) => {
    const t = useMessages(linkedAccountMessages);
    const field = (name: OtherBankField, helper = ' ') => ({
        error: !!errors[name],
        helperText: errors[name] ?? helper,
    });
    return (
        <>
            <ParticipantPicker
                value={draft.participant}
                onChange={(participant) => onChange({ participant }, 'bank')}
                error={errors.bank}
            />
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: columns }}>
                <TextField
                    label={t('linked_accounts.other_bank.branch')}
                    value={draft.branch_number}
                    onChange={(e) =>
                        onChange({ branch_number: typeDigits(e.target.value, 4) }, 'branch_number')
                    }
                    {...field('branch_number', t('linked_accounts.other_bank.no_digit'))}
                    slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                />
                <TextField
                    label={t('linked_accounts.other_bank.branch_digit')}
                    value={draft.branch_digit}
                    onChange={(e) =>
                        onChange({ branch_digit: typeCheckDigit(e.target.value) }, 'branch_digit')
                    }
                    {...field('branch_digit', t('linked_accounts.other_bank.branch_digit_help'))}
                    slotProps={{ htmlInput: { autoComplete: 'off' } }}
                />
                <TextField
                    label={t('linked_accounts.other_bank.account')}
                    value={draft.account_number}
                    onChange={(e) =>
                        onChange(
                            { account_number: typeDigits(e.target.value, ACCOUNT_NUMBER_MAX) },
                            'account_number',
                        )
                    }
                    {...field('account_number', t('linked_accounts.other_bank.no_digit'))}
                    slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                />
                <TextField
                    label={t('linked_accounts.other_bank.account_digit')}
                    value={draft.account_digit}
                    onChange={(e) =>
                        onChange({ account_digit: typeCheckDigit(e.target.value) }, 'account_digit')
                    }
                    {...field('account_digit')}
                    slotProps={{ htmlInput: { autoComplete: 'off' } }}
                />
            </Box>
            <TextField
                select
                label={t('linked_accounts.other_bank.type')}
                value={draft.type}
                onChange={(e) => onChange({ type: e.target.value as LinkedAccountType }, 'type')}
                {...field('type')}
                fullWidth
            >
                {LINKED_ACCOUNT_TYPES.map((type) => (
                    <MenuItem key={type} value={type}>
                        {LINKED_ACCOUNT_TYPE_LABELS[type]}
                    </MenuItem>
                ))}
            </TextField>
        </>
    );
};
