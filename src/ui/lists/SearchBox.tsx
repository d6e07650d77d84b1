import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useListContext } from 'react-admin';
import { useMessages } from '../../i18n';
import { uiMessages } from '../messages';
import { FILTER_GROW } from './filterGrow';

/**
 * A list's search by name or CPF/CNPJ, kept out of the URL and the store (design guide: such searches do not
 * persist). The typed text applies once typing pauses; `settled` goes to `<ListBase filter>`.
 */
export const useTransientSearch = (ms = 300) => {
    const [text, setText] = useState('');
    const [settled, setSettled] = useState('');
    useEffect(() => {
        const timer = setTimeout(() => setSettled(text.trim()), ms);
        return () => clearTimeout(timer);
    }, [text, ms]);
    return { text, setText, settled };
};

/** The search's field; `helperText` says what it looks in ('Nome, CPF/CNPJ ou e-mail'). */
export const SearchBox = ({
    search,
    helperText,
    minWidth = 260,
}: {
    search: ReturnType<typeof useTransientSearch>;
    helperText: string;
    minWidth?: number;
}) => {
    const t = useMessages(uiMessages);
    return (
        <TextField
            label={t('ui.lists.search')}
            size="small"
            value={search.text}
            onChange={(event) => search.setText(event.target.value)}
            helperText={helperText}
            autoComplete="off"
            sx={{ minWidth, ...FILTER_GROW }}
            fullWidth={false}
        />
    );
};

/**
 * Back to the first page when a value outside the list's own filters changes (the search, a period in the
 * path). Not on mount: a shared link's page is kept.
 */
export const ResetPageOn = ({ values }: { values: readonly unknown[] }) => {
    const { setPage, page } = useListContext();
    const key = JSON.stringify(values);
    const previous = useRef(key);
    useEffect(() => {
        if (previous.current === key) return;
        previous.current = key;
        if (page !== 1) setPage(1);
    }, [key, page, setPage]);
    return null;
};
