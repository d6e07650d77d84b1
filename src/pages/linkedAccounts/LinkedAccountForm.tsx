import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { serverFieldErrors } from '../../authProvider/login/fieldErrors';
import { BusySubmitButton } from '../../components/BusyButton';
import { useBusy } from '../../components/useBusy';
import {
    ACCOUNT_NUMBER_MAX,
    LINKED_ACCOUNT_TYPE_LABELS,
    LINKED_ACCOUNT_TYPES,
    type LinkedAccountField,
    typeCheckDigit,
} from '../../domain/linkedAccounts';
import { typeDigits } from '../../domain/typingMasks';
import { type AccountView, accountLabel } from '../account/api';
import { ParticipantPicker } from '../pixSend/ParticipantPicker';
import { type LinkedAccountView, linkedAccountApi } from './api';
import { type DraftErrors, draftErrorsFrom, draftProblems, inputOf, type LinkedAccountDraft } from './draft';

interface Props {
    /** The holder's own active accounts (uuid included). */
    accounts: (AccountView & { uuid: string })[];
    initial: LinkedAccountDraft;
    /** Set when changing the saved one: PUT by person with `approve: false`. */
    personId: number | null;
    onSaved: (linked: LinkedAccountView) => void;
    onCancel?: () => void;
}

/** The holder's account at another bank: own account, institution, branch, account and type. */
export const LinkedAccountForm = ({ accounts, initial, personId, onSaved, onCancel }: Props) => {
    const [draft, setDraft] = useState(initial);
    const [errors, setErrors] = useState<DraftErrors>({});
    const { busy, run } = useBusy();

    const set = (patch: Partial<LinkedAccountDraft>, field: LinkedAccountField) => {
        setDraft((current) => ({ ...current, ...patch }));
        setErrors((current) => ({ ...current, [field]: undefined }));
    };
    const field = (name: LinkedAccountField, helper = ' ') => ({
        error: !!errors[name],
        helperText: errors[name] ?? helper,
    });

    const submit = (event: FormEvent) => {
        event.preventDefault();
        const found = draftProblems(draft);
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        void run(async () => {
            try {
                const input = inputOf(draft);
                onSaved(
                    personId === null
                        ? await linkedAccountApi.create(input)
                        : await linkedAccountApi.update(personId, input),
                );
            } catch (failure) {
                // The notice came from the http layer; the field errors stay on their fields.
                setErrors(draftErrorsFrom(serverFieldErrors(failure)));
            }
        });
    };

    return (
        <Box
            component="form"
            onSubmit={submit}
            noValidate
            aria-label={personId === null ? 'Cadastrar conta bancária' : 'Alterar conta bancária'}
            sx={{ display: 'grid', gap: 1 }}
        >
            <TextField
                select
                label="Sua conta de origem"
                value={draft.account}
                onChange={(e) => set({ account: e.target.value }, 'account')}
                {...field('account', 'A conta daqui de onde o dinheiro sai.')}
                fullWidth
            >
                {accounts.map((account) => (
                    <MenuItem key={account.uuid} value={account.uuid}>
                        {accountLabel(account)} — {account.account_type?.name ?? 'Conta'}
                    </MenuItem>
                ))}
            </TextField>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
                Conta em outra instituição
            </Typography>
            <ParticipantPicker
                value={draft.participant}
                onChange={(participant) => set({ participant }, 'bank')}
                error={errors.bank}
            />
            <Box
                sx={{
                    display: 'grid',
                    gap: 1,
                    gridTemplateColumns: { xs: '1fr 10rem', md: '1fr 10rem 1.5fr 10rem' },
                }}
            >
                <TextField
                    label="Agência"
                    value={draft.branch_number}
                    onChange={(e) => set({ branch_number: typeDigits(e.target.value, 4) }, 'branch_number')}
                    {...field('branch_number', 'Sem o dígito.')}
                    slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                />
                <TextField
                    label="Dígito da agência"
                    value={draft.branch_digit}
                    onChange={(e) => set({ branch_digit: typeCheckDigit(e.target.value) }, 'branch_digit')}
                    {...field('branch_digit', 'Se houver.')}
                    slotProps={{ htmlInput: { autoComplete: 'off' } }}
                />
                <TextField
                    label="Conta"
                    value={draft.account_number}
                    onChange={(e) =>
                        set(
                            { account_number: typeDigits(e.target.value, ACCOUNT_NUMBER_MAX) },
                            'account_number',
                        )
                    }
                    {...field('account_number', 'Sem o dígito.')}
                    slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                />
                <TextField
                    label="Dígito da conta"
                    value={draft.account_digit}
                    onChange={(e) => set({ account_digit: typeCheckDigit(e.target.value) }, 'account_digit')}
                    {...field('account_digit')}
                    slotProps={{ htmlInput: { autoComplete: 'off' } }}
                />
            </Box>
            <TextField
                select
                label="Tipo de conta"
                value={draft.type}
                onChange={(e) => set({ type: e.target.value as LinkedAccountDraft['type'] }, 'type')}
                {...field('type')}
                fullWidth
            >
                {LINKED_ACCOUNT_TYPES.map((type) => (
                    <MenuItem key={type} value={type}>
                        {LINKED_ACCOUNT_TYPE_LABELS[type]}
                    </MenuItem>
                ))}
            </TextField>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
                {onCancel && (
                    <Button onClick={onCancel} disabled={busy}>
                        Cancelar
                    </Button>
                )}
                <BusySubmitButton busy={busy}>
                    {personId === null ? 'Cadastrar conta' : 'Enviar alteração'}
                </BusySubmitButton>
            </Box>
        </Box>
    );
};
