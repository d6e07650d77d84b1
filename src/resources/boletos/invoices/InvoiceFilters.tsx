import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { Drawee } from '../../../contract/invoices';
import type { BankDataProvider } from '../../../dataProvider';
import { formatDocument } from '../../../domain/document';
import { INVOICE_STATUSES, type InvoiceStatus } from '../../../domain/invoice';
import { statusLabel } from '../../../domain/statuses';
import { textOf, useMessages } from '../../../i18n';
import { DatesPtBR } from '../../../ui/DatesPtBR';
import { EMPTY_FILTER, type InvoiceFilter } from './api';
import { dateValue, INVALID_DATE_VALUE, pickerDate } from './dateValue';
import { invoiceMessages } from './messages';

/** The search box's label, as the screen shows it (the list's test finds the box by it). */
export const SEARCH_LABEL = textOf(invoiceMessages)('boleto_invoices.filters.search');
const SEARCH_DELAY_MS = 350;

type Payer = Pick<Drawee, 'id' | 'name' | 'document'>;

/** A due-date bound: dd/MM/yyyy, applied once it is a whole date (or cleared). */
const DateFilter = ({
    label,
    value,
    onChange,
}: {
    label: string;
    value: string;
    onChange: (day: string) => void;
}) => {
    const [shown, setShown] = useState<Date | null>(() => pickerDate(value));
    useEffect(() => {
        if (value !== dateValue(shown) && dateValue(shown) !== INVALID_DATE_VALUE)
            setShown(pickerDate(value));
    }, [value, shown]);
    return (
        <DatesPtBR>
            <DatePicker
                label={label}
                value={shown}
                format="dd/MM/yyyy"
                onChange={(date) => {
                    setShown(date);
                    const day = dateValue(date);
                    if (day !== INVALID_DATE_VALUE) onChange(day);
                }}
                slotProps={{ textField: { size: 'small' }, field: { clearable: true } }}
                sx={{ width: { xs: '100%', sm: 170 } }}
            />
        </DatesPtBR>
    );
};

/** The payer, searched by name or CPF/CNPJ among the holder's payers (disabled ones too: they have boletos). */
const PayerFilter = ({
    value,
    onChange,
}: {
    value: Payer | null;
    onChange: (payer: Payer | null) => void;
}) => {
    const t = useMessages(invoiceMessages);
    const [text, setText] = useState('');
    const [options, setOptions] = useState<Payer[]>([]);
    const [loading, setLoading] = useState(false);
    const [open, setOpen] = useState(false);
    const dataProvider = useDataProvider<BankDataProvider>();
    useEffect(() => {
        if (!open) return;
        const controller = new AbortController();
        const timer = setTimeout(() => {
            setLoading(true);
            dataProvider
                .read<Payer[]>('sacados', 'search', {
                    query: { search: text.trim() },
                    signal: controller.signal,
                    quiet: true,
                })
                .then((answer) => setOptions(answer.data))
                .catch(() => setOptions([]))
                .finally(() => {
                    if (!controller.signal.aborted) setLoading(false);
                });
        }, SEARCH_DELAY_MS);
        return () => {
            clearTimeout(timer);
            controller.abort();
        };
    }, [text, open, dataProvider]);
    return (
        <Autocomplete
            value={value}
            open={open}
            onOpen={() => setOpen(true)}
            onClose={() => setOpen(false)}
            options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
            loading={loading}
            filterOptions={(all) => all}
            getOptionLabel={(payer) => `${payer.name} · ${formatDocument(payer.document)}`}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_event, payer) => onChange(payer)}
            onInputChange={(_event, typed, reason) => {
                if (reason === 'input') setText(typed);
            }}
            noOptionsText={t('boleto_invoices.filters.no_payers')}
            loadingText={t('boleto_invoices.filters.searching')}
            renderInput={(params) => (
                <TextField {...params} label={t('boleto_invoices.fields.payer')} size="small" />
            )}
            sx={{ width: { xs: '100%', sm: 280 } }}
        />
    );
};

interface Props {
    filter: InvoiceFilter;
    payer: Payer | null;
    onChange: (filter: InvoiceFilter, payer: Payer | null) => void;
}

/**
 * Search, situation (several at once), due-date range and payer. The text search waits for a pause in the
 * typing. Nothing is kept in the URL or the session: the search may hold a CPF/CNPJ.
 */
export const InvoiceFilters = ({ filter, payer, onChange }: Props) => {
    const t = useMessages(invoiceMessages);
    const [search, setSearch] = useState(filter.search);
    useEffect(() => {
        if (search === filter.search) return;
        const timer = setTimeout(() => onChange({ ...filter, search }, payer), SEARCH_DELAY_MS);
        return () => clearTimeout(timer);
    }, [search, filter, payer, onChange]);
    const set = (patch: Partial<InvoiceFilter>) => onChange({ ...filter, ...patch }, payer);
    const any =
        filter.status.length > 0 ||
        filter.dueFrom ||
        filter.dueTo ||
        filter.draweeId !== null ||
        filter.search;

    return (
        <Box
            role="search"
            aria-label={t('boleto_invoices.filters.label')}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}
        >
            <TextField
                label={t('boleto_invoices.filters.search')}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                size="small"
                slotProps={{ htmlInput: { autoComplete: 'off' } }}
                sx={{ width: { xs: '100%', sm: 340 } }}
            />
            <TextField
                select
                label={t('boleto_invoices.fields.status')}
                value={filter.status}
                size="small"
                onChange={(event) => set({ status: event.target.value as unknown as InvoiceStatus[] })}
                slotProps={{
                    select: {
                        multiple: true,
                        renderValue: (selected) =>
                            (selected as InvoiceStatus[]).map((s) => statusLabel('invoice', s)).join(', '),
                    },
                }}
                sx={{ width: { xs: '100%', sm: 200 } }}
            >
                {INVOICE_STATUSES.map((status) => (
                    <MenuItem key={status} value={status}>
                        <Checkbox
                            checked={filter.status.includes(status)}
                            size="small"
                            sx={{ p: 0.5, mr: 1 }}
                        />
                        <ListItemText primary={statusLabel('invoice', status)} />
                    </MenuItem>
                ))}
            </TextField>
            <DateFilter
                label={t('boleto_invoices.filters.due_from')}
                value={filter.dueFrom}
                onChange={(dueFrom) => set({ dueFrom })}
            />
            <DateFilter
                label={t('boleto_invoices.filters.due_to')}
                value={filter.dueTo}
                onChange={(dueTo) => set({ dueTo })}
            />
            <PayerFilter
                value={payer}
                onChange={(picked) => onChange({ ...filter, draweeId: picked?.id ?? null }, picked)}
            />
            {any && (
                <Button
                    size="small"
                    onClick={() => {
                        setSearch('');
                        onChange(EMPTY_FILTER, null);
                    }}
                >
                    {t('boleto_invoices.common.clear_filters')}
                </Button>
            )}
        </Box>
    );
};
