import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { serverFieldErrors } from '../../authProvider/login/fieldErrors';
import { useVerb } from '../../dataProvider/hooks';
import { normalizePixKey, PIX_KEY_LABELS, type PixKeyType } from '../../domain/pixKeys';
import { isHttpError } from '../../http/HttpError';
import { useMessages } from '../../i18n';
import { FormDialog } from '../../ui/FormDialog';
import { useBusy } from '../../ui/useBusy';
import type { AccountView } from '../accounts';
import { type ClaimType, formCall, type PixKeyView } from './api';
import { ClaimStep } from './ClaimStep';
import { type ContactKeyType, contactKeyError, formatPixKey, typeContactKey } from './keyFormat';
import { pixMessages } from './messages';

interface Props {
    open: boolean;
    account: AccountView;
    onClose: () => void;
    /** A key registered, or a claim opened for one. */
    onSaved: (key: PixKeyView, message: string) => void;
}

/** The key the bank answered is held elsewhere: what the claim step needs. */
interface Claimable {
    type: PixKeyType;
    key: string;
    /** Set when the bank says which claim applies. */
    claimType: ClaimType | null;
}

const isContact = (type: PixKeyType | null): type is ContactKeyType => type === 'PHONE' || type === 'EMAIL';

const HINTS = {
    PHONE: 'pix.keys.new.hint_phone',
    EMAIL: 'pix.keys.new.hint_email',
} as const satisfies Readonly<Record<ContactKeyType, string>>;

/** "Cadastrar chave": type chooser, the key (own document, phone or e-mail, or drawn by the bank), claim offer. */
export const NewKeyDialog = ({ open, account, onClose, onSaved }: Props) => {
    const t = useMessages(pixMessages);
    const documentType: PixKeyType = account.holder?.type === 'legal' ? 'CNPJ' : 'CPF';
    const document = account.holder?.document ?? '';
    const [type, setType] = useState<PixKeyType | null>(null);
    const [text, setText] = useState('');
    const [error, setError] = useState<string | null>(null);
    const [claimable, setClaimable] = useState<Claimable | null>(null);
    const { busy, run } = useBusy();
    const createKey = useVerb<PixKeyView>('pix-chaves', 'create');

    const close = () => {
        setType(null);
        setText('');
        setError(null);
        setClaimable(null);
        onClose();
    };

    const choose = (next: PixKeyType) => {
        setType(next);
        setError(null);
    };

    const typed = (value: string) => {
        const current: ContactKeyType = isContact(type) ? type : 'PHONE';
        const next = typeContactKey(current, value);
        setType(next.type);
        setText(next.text);
        setError(null);
    };

    const register = () => {
        if (type === null) {
            setError(t('pix.keys.new.choose_type'));
            return;
        }
        let key: string | undefined;
        if (isContact(type)) {
            const problem = contactKeyError(type, text);
            if (problem) {
                setError(problem);
                return;
            }
            key = normalizePixKey(type, text) ?? undefined;
        } else if (type !== 'EVP') {
            key = document;
        }
        void run(async () => {
            try {
                const saved = await formCall(
                    createKey.mutateAsync({ data: { account_id: account.id, type, key }, quiet: true }),
                );
                onSaved(
                    saved,
                    t('pix.keys.new.registered', {
                        type: PIX_KEY_LABELS[saved.type],
                        key: formatPixKey(saved.type, saved.key),
                    }),
                );
                close();
            } catch (failure) {
                const body = isHttpError(failure) ? (failure.body as Record<string, unknown> | null) : null;
                if (body?.claimable === true && key) {
                    const claimType = body.claim_type === 'portability' || body.claim_type === 'ownership';
                    setClaimable({ type, key, claimType: claimType ? (body.claim_type as ClaimType) : null });
                    return;
                }
                const fields = serverFieldErrors(failure);
                setError(
                    fields.key ??
                        fields.limit ??
                        fields.type ??
                        (isHttpError(failure) && failure.status === 422
                            ? Object.values(fields)[0]
                            : t('pix.keys.new.failed')),
                );
            }
        });
    };

    if (claimable) {
        return (
            <ClaimStep
                open={open}
                account={account}
                type={claimable.type}
                pixKey={claimable.key}
                claimType={claimable.claimType}
                onClose={close}
                onClaimed={(key, message) => {
                    onSaved(key, message);
                    close();
                }}
            />
        );
    }

    const options: PixKeyType[] = [documentType, 'PHONE', 'EMAIL', 'EVP'];
    return (
        <FormDialog
            id="new-pix-key"
            open={open}
            title={t('pix.keys.new.title')}
            submitLabel={t('pix.keys.new.submit')}
            busy={busy}
            onClose={close}
            onSubmit={register}
        >
            <FormControl component="fieldset" error={type === null && error !== null} sx={{ mb: 1 }}>
                <FormLabel component="legend">{t('pix.keys.new.type')}</FormLabel>
                <RadioGroup
                    value={type ?? ''}
                    onChange={(event) => choose(event.target.value as PixKeyType)}
                    sx={{ flexDirection: { xs: 'column', sm: 'row' } }}
                >
                    {options.map((option) => (
                        <FormControlLabel
                            key={option}
                            value={option}
                            control={<Radio />}
                            label={PIX_KEY_LABELS[option]}
                        />
                    ))}
                </RadioGroup>
            </FormControl>
            {type === null && error && (
                <Alert severity="error" sx={{ mb: 1 }}>
                    {error}
                </Alert>
            )}
            {type === documentType && (
                <TextField
                    label={t('pix.keys.new.own_document', { type: documentType })}
                    value={formatPixKey(documentType, document)}
                    fullWidth
                    margin="dense"
                    error={!!error}
                    helperText={error ?? t('pix.keys.new.own_document_help', { type: documentType })}
                    slotProps={{ htmlInput: { readOnly: true } }}
                />
            )}
            {isContact(type) && (
                <TextField
                    label={t('pix.keys.new.contact')}
                    value={text}
                    onChange={(event) => typed(event.target.value)}
                    fullWidth
                    margin="dense"
                    autoFocus
                    error={!!error}
                    helperText={error ?? t(HINTS[type])}
                    slotProps={{
                        htmlInput: {
                            autoComplete: 'off',
                            spellCheck: false,
                            inputMode: type === 'PHONE' ? 'tel' : 'email',
                            maxLength: 77,
                        },
                    }}
                />
            )}
            {type === 'EVP' && (
                <>
                    <DialogContentText>{t('pix.keys.new.random')}</DialogContentText>
                    {error && (
                        <Alert severity="error" sx={{ mt: 1 }}>
                            {error}
                        </Alert>
                    )}
                </>
            )}
        </FormDialog>
    );
};
