import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { BankDataProvider } from '../../../dataProvider';
import { useVerb } from '../../../dataProvider/hooks';
import type { PixKeyType } from '../../../domain/pixKeys';
import { useMessages } from '../../../i18n';
import { type KeyOwner, lookupMessage } from './api';
import { KeyTypeChips } from './KeyTypeChips';
import { KEY_REQUIRED, readKey } from './keyEntry';
import { withParticipant } from './keyOwner';
import { pixSendMessages } from './messages';
import type { FormStep } from './PixSendFlow';
import { PixSendScreen } from './PixSendScreen';
import { RecipientCard } from './RecipientCard';
import { ownerView } from './recipient';
import { SendDetailsFields } from './SendDetailsFields';
import { useSendDetails } from './useSendDetails';

/** `/pix-key-manual`: send to a Pix key. A favourite opens it with `?chave=<key>`. */
export const PixKeyPage = () => {
    const t = useMessages(pixSendMessages);
    return (
        <PixSendScreen title={t('pix_send.key_page.title')} intro={t('pix_send.key_page.intro')}>
            {(step) => <KeyForm {...step} />}
        </PixSendScreen>
    );
};

const KeyForm = ({ account, limits, serverErrors, onContinue }: FormStep) => {
    const t = useMessages(pixSendMessages);
    const [params] = useSearchParams();
    const initialKey = useRef(params.get('chave') ?? '');
    const [text, setText] = useState(initialKey.current);
    const [override, setOverride] = useState<PixKeyType | null>(null);
    const [owner, setOwner] = useState<KeyOwner | null>(null);
    const [keyError, setKeyError] = useState<string>();
    const [searching, setSearching] = useState(false);
    const attempt = useRef(0);
    const searchKey = useVerb<KeyOwner>('pix-envio', 'searchKey');
    const dataProvider = useDataProvider<BankDataProvider>();
    const { state, validate, orderFor } = useSendDetails({ balance: account.balance, limits, serverErrors });
    const reading = readKey(text, override);

    useEffect(() => {
        if (serverErrors?.key) {
            setKeyError(serverErrors.key);
            setOwner(null);
        }
    }, [serverErrors]);

    const search = async (typed: string, type: PixKeyType | null) => {
        const current = readKey(typed, type);
        if (!typed.trim()) return setKeyError(KEY_REQUIRED);
        if (!current.key) return setKeyError(current.error);
        const mine = ++attempt.current;
        setSearching(true);
        try {
            const found = await searchKey.mutateAsync({ data: { key: current.key }, quiet: true });
            const named = await withParticipant(dataProvider, found);
            if (mine === attempt.current) setOwner(named);
        } catch (error) {
            if (mine === attempt.current)
                setKeyError(lookupMessage(error, 'key') ?? t('pix_send.key_page.search_failed'));
        } finally {
            if (mine === attempt.current) setSearching(false);
        }
    };

    // A favourite's key is searched at once: the user chose that recipient already.
    // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the key the page was opened with
    useEffect(() => {
        if (initialKey.current) void search(initialKey.current, null);
    }, []);

    const edit = (value: string, type: PixKeyType | null) => {
        attempt.current++;
        setSearching(false);
        setText(value);
        setOverride(value.trim() ? type : null);
        setOwner(null);
        setKeyError(undefined);
    };

    const submitSearch = (event: FormEvent) => {
        event.preventDefault();
        void search(text, override);
    };

    const submit = (event: FormEvent) => {
        event.preventDefault();
        // Editing the key clears `owner`: the key read now is the one that was searched.
        const key = owner?.key ?? reading.key;
        if (!owner || !key || !validate()) return;
        onContinue(orderFor(ownerView(owner), { key }));
    };

    return (
        <Box sx={{ display: 'grid', gap: 2 }}>
            <Box
                component="form"
                role="search"
                aria-label={t('pix_send.key_page.search_form')}
                onSubmit={submitSearch}
                noValidate
            >
                <Box
                    sx={{
                        display: 'flex',
                        gap: 1,
                        alignItems: 'flex-start',
                        flexWrap: { xs: 'wrap', sm: 'nowrap' },
                    }}
                >
                    <TextField
                        label={t('pix_send.key_page.key')}
                        value={text}
                        onChange={(e) => edit(e.target.value, override)}
                        error={!!keyError}
                        helperText={keyError ?? reading.hint ?? ' '}
                        fullWidth
                        autoFocus={!initialKey.current}
                        slotProps={{
                            htmlInput: { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false },
                        }}
                    />
                    <Button
                        type="submit"
                        variant={owner ? 'outlined' : 'contained'}
                        disabled={searching}
                        startIcon={
                            searching ? <CircularProgress size={16} color="inherit" /> : <SearchIcon />
                        }
                        sx={{ mt: 1, flexShrink: 0 }}
                    >
                        {t('pix_send.key_page.search')}
                    </Button>
                </Box>
                {text.trim() && (
                    <KeyTypeChips
                        type={reading.type}
                        detected={reading.detected}
                        onChoose={(type) => edit(text, type)}
                    />
                )}
            </Box>
            {owner && (
                <Box
                    component="form"
                    onSubmit={submit}
                    noValidate
                    aria-label={t('pix_send.key_page.amount_form')}
                    sx={{ display: 'grid', gap: 2 }}
                >
                    <RecipientCard recipient={ownerView(owner)} focusOnMount />
                    <SendDetailsFields
                        state={state}
                        balance={account.balance}
                        limits={limits}
                        allowFavorite
                    />
                    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                        <Button type="submit" variant="contained">
                            {t('pix_send.continue')}
                        </Button>
                    </Box>
                </Box>
            )}
        </Box>
    );
};
