import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { BankDataProvider } from '../../../dataProvider';
import { useMessages } from '../../../i18n';
import type { Participant } from '../api';
import { participantLabel } from './bankData';
import { pixSendMessages } from './messages';

const SEARCH_DELAY_MS = 250;

interface Props {
    value: Participant | null;
    onChange: (participant: Participant | null) => void;
    error?: string;
}

/** The recipient's institution, searched on the server by name, ISPB or COMPE code as the user types. */
export const ParticipantPicker = ({ value, onChange, error }: Props) => {
    const t = useMessages(pixSendMessages);
    const [input, setInput] = useState('');
    const [options, setOptions] = useState<Participant[]>([]);
    const [loading, setLoading] = useState(false);
    const [failed, setFailed] = useState(false);
    const dataProvider = useDataProvider<BankDataProvider>();

    useEffect(() => {
        const search = input.trim();
        // The chosen option's own label is not a new search.
        if (!search || (value && search === participantLabel(value))) {
            setLoading(false);
            return;
        }
        const controller = new AbortController();
        setLoading(true);
        const timer = setTimeout(() => {
            dataProvider
                .read<Participant[]>('pix-envio', 'participants', {
                    query: { search },
                    signal: controller.signal,
                })
                .then(
                    ({ data: found }) => {
                        setOptions(found);
                        setFailed(false);
                        setLoading(false);
                    },
                    () => {
                        if (controller.signal.aborted) return;
                        setFailed(true);
                        setLoading(false);
                    },
                );
        }, SEARCH_DELAY_MS);
        return () => {
            clearTimeout(timer);
            controller.abort();
        };
    }, [dataProvider, input, value]);

    return (
        <Autocomplete
            value={value}
            onChange={(_, participant) => onChange(participant)}
            inputValue={input}
            onInputChange={(_, text) => setInput(text)}
            options={value && !options.some((o) => o.ispb === value.ispb) ? [value, ...options] : options}
            // The server already filtered by name, ISPB and COMPE.
            filterOptions={(all) => all}
            getOptionLabel={participantLabel}
            isOptionEqualToValue={(a, b) => a.ispb === b.ispb}
            loading={loading}
            loadingText={t('pix_send.bank_data.participant.loading')}
            noOptionsText={
                failed
                    ? t('pix_send.bank_data.participant.failed')
                    : input.trim()
                      ? t('pix_send.bank_data.participant.none')
                      : t('pix_send.bank_data.participant.type_to_search')
            }
            renderInput={(params) => (
                <TextField
                    {...params}
                    label={t('pix_send.bank_data.participant.label')}
                    error={!!error}
                    helperText={error ?? t('pix_send.bank_data.participant.help')}
                />
            )}
        />
    );
};
