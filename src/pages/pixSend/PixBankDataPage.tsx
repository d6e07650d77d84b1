import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useState } from 'react';
import { typeDigits, typeDocument } from '../../domain/typingMasks';
import {
    ACCOUNT_MAX_DIGITS,
    BANK_ACCOUNT_TYPES,
    type BankDataDraft,
    type BankDataErrors,
    type BankDataField,
    bankDataBody,
    bankDataErrorsFrom,
    EMPTY_BANK_DATA,
    typeAccountDigit,
    validateBankData,
} from './bankData';
import { ParticipantPicker } from './ParticipantPicker';
import type { FormStep } from './PixSendFlow';
import { PixSendScreen } from './PixSendScreen';
import { bankDataView } from './recipient';
import { SendDetailsFields } from './SendDetailsFields';
import { hasErrors } from './sendDetails';
import { useSendDetails } from './useSendDetails';

/** `/pix-bank-data` ("Pix manual"): send to an account given by its institution, branch and number. */
export const PixBankDataPage = () => (
    <PixSendScreen
        title="Pix com dados bancários"
        intro="Para quem não tem chave Pix: informe a instituição, a agência e a conta do recebedor."
    >
        {(step) => <BankDataForm {...step} />}
    </PixSendScreen>
);

const BankDataForm = ({ account, limits, serverErrors, onContinue }: FormStep) => {
    const [draft, setDraft] = useState<BankDataDraft>(EMPTY_BANK_DATA);
    const [errors, setErrors] = useState<BankDataErrors>({});
    const { state, validate, orderFor } = useSendDetails({ balance: account.balance, limits, serverErrors });
    useEffect(() => {
        if (serverErrors) setErrors(bankDataErrorsFrom(serverErrors));
    }, [serverErrors]);

    const set = (patch: Partial<BankDataDraft>, field: BankDataField) => {
        setDraft((current) => ({ ...current, ...patch }));
        setErrors((current) => ({ ...current, [field]: undefined }));
    };

    const submit = (event: FormEvent) => {
        event.preventDefault();
        const found = validateBankData(draft);
        setErrors(found);
        // Both halves are checked, so every message shows at once.
        const detailsOk = validate();
        if (hasErrors(found) || !detailsOk) return;
        onContinue(orderFor(bankDataView(draft), { bank_data: bankDataBody(draft) }));
    };

    return (
        <Box
            component="form"
            onSubmit={submit}
            noValidate
            aria-label="Dados do recebedor"
            sx={{ display: 'grid', gap: 1 }}
        >
            <Typography variant="subtitle1" component="h3">
                Conta do recebedor
            </Typography>
            <ParticipantPicker
                value={draft.participant}
                onChange={(participant) => set({ participant }, 'participant')}
                error={errors.participant}
            />
            <Box
                sx={{
                    display: 'grid',
                    gap: 1,
                    gridTemplateColumns: { xs: '1fr 1fr', sm: '8rem 1fr 5rem' },
                }}
            >
                <TextField
                    label="Agência"
                    value={draft.branch}
                    onChange={(e) => set({ branch: typeDigits(e.target.value, 4) }, 'branch')}
                    error={!!errors.branch}
                    helperText={errors.branch ?? 'Sem o dígito.'}
                    slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                    sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
                />
                <TextField
                    label="Conta"
                    value={draft.account}
                    onChange={(e) =>
                        set({ account: typeDigits(e.target.value, ACCOUNT_MAX_DIGITS) }, 'account')
                    }
                    error={!!errors.account}
                    helperText={errors.account ?? 'Sem o dígito.'}
                    slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                />
                <TextField
                    label="Dígito"
                    value={draft.digit}
                    onChange={(e) => set({ digit: typeAccountDigit(e.target.value) }, 'digit')}
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
                    set({ accountType: e.target.value as BankDataDraft['accountType'] }, 'accountType')
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
                label="CPF ou CNPJ do recebedor"
                value={draft.document}
                onChange={(e) => set({ document: typeDocument(e.target.value) }, 'document')}
                error={!!errors.document}
                helperText={errors.document ?? 'O CNPJ pode ter letras.'}
                fullWidth
                slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
            />
            <TextField
                label="Nome do recebedor"
                value={draft.name}
                onChange={(e) => set({ name: e.target.value }, 'name')}
                error={!!errors.name}
                helperText={errors.name ?? ' '}
                fullWidth
            />
            <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
                Valor
            </Typography>
            <SendDetailsFields state={state} balance={account.balance} limits={limits} allowFavorite />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
                <Button type="submit" variant="contained">
                    Continuar
                </Button>
            </Box>
        </Box>
    );
};
