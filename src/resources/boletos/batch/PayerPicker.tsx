import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo, useId, useMemo, useState } from 'react';
import { formatDocument } from '../../../domain/document';
import { draweeMatches } from '../../../domain/drawee';
import { count } from '../../../domain/text';
import { useMessages } from '../../../i18n';
import type { ActivePayer } from './api';
import { batchMessages } from './messages';

interface Props {
    payers: ActivePayer[];
    selected: ReadonlySet<number>;
    onChange: (next: Set<number>) => void;
    error?: string;
}

/**
 * The payers of a fixed batch: a search by name or CPF/CNPJ, a checkbox per payer, and "select all filtered"
 * (e.g. every unit of a condominium found by a common word of their names).
 */
export const PayerPicker = memo(function PayerPicker({ payers, selected, onChange, error }: Props) {
    const t = useMessages(batchMessages);
    const [search, setSearch] = useState('');
    const listId = useId();
    const filtered = useMemo(
        () => (search.trim() ? payers.filter((payer) => draweeMatches(search.trim(), payer)) : payers),
        [payers, search],
    );
    const toggle = (id: number, on: boolean) => {
        const next = new Set(selected);
        if (on) next.add(id);
        else next.delete(id);
        onChange(next);
    };
    const selectFiltered = () => onChange(new Set([...selected, ...filtered.map((payer) => payer.id)]));

    return (
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
            <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
                {t('boleto_batch.picker.legend')}
            </Typography>
            <TextField
                label={t('boleto_batch.picker.search')}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                fullWidth
                size="small"
                slotProps={{ htmlInput: { 'aria-controls': listId, autoComplete: 'off' } }}
            />
            <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ alignItems: 'center', flexWrap: 'wrap', my: 1 }}
            >
                <Button
                    size="small"
                    variant="outlined"
                    onClick={selectFiltered}
                    disabled={filtered.length === 0}
                >
                    {t('boleto_batch.picker.select_filtered', { count: count(filtered.length) })}
                </Button>
                <Button size="small" onClick={() => onChange(new Set())} disabled={selected.size === 0}>
                    {t('boleto_batch.picker.clear')}
                </Button>
                <Typography variant="body2" color="text.secondary" role="status">
                    {t('boleto_batch.picker.selected', {
                        selected: count(selected.size),
                        total: count(payers.length),
                    })}
                </Typography>
            </Stack>
            <Box
                id={listId}
                role="group"
                aria-label={t('boleto_batch.picker.found')}
                sx={{
                    maxHeight: 320,
                    overflowY: 'auto',
                    border: 1,
                    borderColor: error ? 'error.main' : 'divider',
                    borderRadius: 1,
                    px: 1,
                }}
            >
                {filtered.length === 0 && (
                    <Typography color="text.secondary" sx={{ p: 1 }}>
                        {t('boleto_batch.common.no_payer_found')}
                    </Typography>
                )}
                {filtered.map((payer) => (
                    <FormControlLabel
                        key={payer.id}
                        sx={{ display: 'flex', mr: 0, py: 0.25 }}
                        control={
                            <Checkbox
                                checked={selected.has(payer.id)}
                                onChange={(event) => toggle(payer.id, event.target.checked)}
                            />
                        }
                        label={
                            <span>
                                {payer.name}{' '}
                                <Typography component="span" variant="body2" color="text.secondary">
                                    {formatDocument(payer.document)}
                                </Typography>
                            </span>
                        }
                    />
                ))}
            </Box>
            {error && <FormHelperText error>{error}</FormHelperText>}
        </Box>
    );
});
