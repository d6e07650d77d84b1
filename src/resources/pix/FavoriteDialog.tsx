import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { serverFieldErrors } from '../../authProvider/login/fieldErrors';
import { useVerb } from '../../dataProvider/hooks';
import { FAVORITE_NAME } from '../../domain/pix';
import type { PixKeyType } from '../../domain/pixKeys';
import { useMessages } from '../../i18n';
import { FormDialog } from '../../ui/FormDialog';
import { useBusy } from '../../ui/useBusy';
import { formCall, type PixFavorite } from './api';
import { favoriteNameError } from './favorites';
import { pixMessages } from './messages';
import { BankDataFields } from './send/BankDataFields';
import {
    type BankDataDraft,
    type BankDataErrors,
    type BankDataField,
    bankDataBody,
    bankDataErrorsFrom,
    EMPTY_BANK_DATA,
    validateBankData,
} from './send/bankData';
import { KeyTypeChips } from './send/KeyTypeChips';
import { KEY_REQUIRED, readKey } from './send/keyEntry';

type Kind = 'key' | 'bank';

interface Props {
    open: boolean;
    onClose: () => void;
    onSaved: (favorite: PixFavorite) => void;
}

const hasErrors = (errors: object) => Object.values(errors).some(Boolean);

/** "Novo favorito": a name and where the Pix goes, a key or an account. */
export const FavoriteDialog = ({ open, onClose, onSaved }: Props) => {
    const t = useMessages(pixMessages);
    const [name, setName] = useState('');
    const [nameError, setNameError] = useState<string | null>(null);
    const [kind, setKind] = useState<Kind>('key');
    const [text, setText] = useState('');
    const [override, setOverride] = useState<PixKeyType | null>(null);
    const [keyError, setKeyError] = useState<string | null>(null);
    const [bank, setBank] = useState<BankDataDraft>(EMPTY_BANK_DATA);
    const [bankErrors, setBankErrors] = useState<BankDataErrors>({});
    const { busy, run } = useBusy();
    const addFavorite = useVerb<PixFavorite>('pix-favoritos', 'create');
    const reading = readKey(text, override);

    const close = () => {
        setName('');
        setNameError(null);
        setKind('key');
        setText('');
        setOverride(null);
        setKeyError(null);
        setBank(EMPTY_BANK_DATA);
        setBankErrors({});
        onClose();
    };

    const editBank = (patch: Partial<BankDataDraft>, field: BankDataField) => {
        setBank((current) => ({ ...current, ...patch }));
        setBankErrors((current) => ({ ...current, [field]: undefined }));
    };

    const save = () => {
        const badName = favoriteNameError(name);
        setNameError(badName);
        let problem = badName !== null;
        if (kind === 'key') {
            const error = text.trim() ? (reading.error ?? null) : KEY_REQUIRED;
            setKeyError(error);
            problem ||= error !== null;
        } else {
            const found = validateBankData(bank);
            setBankErrors(found);
            problem ||= hasErrors(found);
        }
        if (problem) return;
        const body =
            kind === 'key'
                ? { name: name.trim(), key: reading.key as string }
                : { name: name.trim(), bank_data: bankDataBody(bank) };
        void run(async () => {
            try {
                const saved = await formCall(addFavorite.mutateAsync({ data: body, quiet: true }));
                onSaved(saved);
                close();
            } catch (failure) {
                const fields = serverFieldErrors(failure);
                setNameError(fields.name ?? null);
                if (kind === 'key') setKeyError(fields.key ?? null);
                else setBankErrors(bankDataErrorsFrom(fields));
            }
        });
    };

    return (
        <FormDialog
            id="new-pix-favorite"
            open={open}
            title={t('pix.common.new_favorite')}
            submitLabel={t('pix.favorites.dialog.submit')}
            busy={busy}
            onClose={close}
            onSubmit={save}
        >
            <TextField
                label={t('pix.favorites.dialog.name')}
                value={name}
                onChange={(event) => {
                    setName(event.target.value);
                    setNameError(null);
                }}
                error={!!nameError}
                helperText={nameError ?? t('pix.favorites.dialog.name_help')}
                fullWidth
                margin="dense"
                autoFocus
                slotProps={{ htmlInput: { maxLength: FAVORITE_NAME.max } }}
            />
            <RadioGroup
                row
                aria-label={t('pix.favorites.dialog.send_to')}
                value={kind}
                onChange={(event) => setKind(event.target.value as Kind)}
                sx={{ my: 1 }}
            >
                <FormControlLabel value="key" control={<Radio />} label={t('pix.favorites.dialog.by_key')} />
                <FormControlLabel
                    value="bank"
                    control={<Radio />}
                    label={t('pix.favorites.dialog.by_bank')}
                />
            </RadioGroup>
            {kind === 'key' ? (
                <>
                    <TextField
                        label={t('pix.favorites.dialog.key')}
                        value={text}
                        onChange={(event) => {
                            setText(event.target.value);
                            if (!event.target.value.trim()) setOverride(null);
                            setKeyError(null);
                        }}
                        error={!!keyError}
                        helperText={keyError ?? t('pix.favorites.dialog.key_help')}
                        fullWidth
                        margin="dense"
                        slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false, maxLength: 77 } }}
                    />
                    {text.trim() && (
                        <KeyTypeChips
                            type={reading.type}
                            detected={reading.detected}
                            onChoose={setOverride}
                        />
                    )}
                </>
            ) : (
                <BankDataFields draft={bank} errors={bankErrors} onChange={editBank} holder="holder" dense />
            )}
        </FormDialog>
    );
};
