import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import type { TransactionKind } from '../../contract/accounts';
import type { StatementDirection } from '../../contract/statements';
import { toDateOnlyBrasilia } from '../../domain/dates';
import { useMessages } from '../../i18n';
import { FILTER_GROW } from '../../ui/lists/filterGrow';
import { useUrlValues } from '../../ui/lists/useUrlState';
import {
    isPeriodChoice,
    KINDS,
    kindLabel,
    PERIOD_CHOICES,
    type PeriodChoice,
    periodOf,
    type StatementFilters,
} from './api';
import { statementMessages } from './messages';

const DEFAULT_CHOICE: PeriodChoice = '30';
const SEARCH_PAUSE_MS = 400;

/**
 * The statement's filters, kept in the URL: `periodo` (today, 7, 15, 30, 90 days or custom with `de`/`ate`),
 * `tipo` (kinds, comma list), `direcao` (in/out), `busca`, and the page `pagina`; changing a filter goes back
 * to page 1.
 */
export const useStatementFilters = () => {
    const [params, update] = useUrlValues();
    const raw = params.get('periodo') ?? '';
    const choice: PeriodChoice = isPeriodChoice(raw) ? raw : DEFAULT_CHOICE;
    const fallback = periodOf(DEFAULT_CHOICE, { from: '', to: '' }).period;
    const custom = { from: params.get('de') ?? fallback.from, to: params.get('ate') ?? fallback.to };
    const { period, errors } = periodOf(choice, custom);
    const kinds = (params.get('tipo') ?? '')
        .split(',')
        .filter((k): k is TransactionKind => (KINDS as readonly string[]).includes(k));
    const rawDirection = params.get('direcao');
    const direction: StatementDirection | null =
        rawDirection === 'in' || rawDirection === 'out' ? rawDirection : null;
    const search = params.get('busca') ?? '';
    const page = Math.max(1, Number(params.get('pagina')) || 1);
    const kindKey = kinds.join(',');
    // One object per distinct filter: the page's query key and its read-ahead stay put across renders.
    const filters: StatementFilters = useMemo(
        () => ({
            period: { from: period.from, to: period.to },
            kinds: kindKey ? (kindKey.split(',') as TransactionKind[]) : [],
            direction,
            search,
        }),
        [period.from, period.to, kindKey, direction, search],
    );
    const set = (patch: Record<string, string | undefined>) => update({ ...patch, pagina: undefined });
    return {
        choice,
        custom,
        errors,
        valid: !errors.from && !errors.to,
        filters,
        page,
        setPage: (next: number) => update({ pagina: next === 1 ? undefined : String(next) }),
        choose: (next: PeriodChoice) =>
            set({
                periodo: next === DEFAULT_CHOICE ? undefined : next,
                ...(next === 'custom'
                    ? { de: period.from, ate: period.to }
                    : { de: undefined, ate: undefined }),
            }),
        setCustom: (from: string, to: string) => set({ de: from, ate: to }),
        toggleKind: (kind: TransactionKind) => {
            const next = kinds.includes(kind) ? kinds.filter((k) => k !== kind) : [...kinds, kind];
            set({ tipo: next.length > 0 ? next.join(',') : undefined });
        },
        setDirection: (next: StatementDirection | null) => set({ direcao: next ?? undefined }),
        setSearch: (next: string) => set({ busca: next.trim() ? next : undefined }),
        clear: () =>
            set({
                periodo: undefined,
                de: undefined,
                ate: undefined,
                tipo: undefined,
                direcao: undefined,
                busca: undefined,
            }),
        filtered: kinds.length > 0 || direction !== null || search !== '' || choice !== DEFAULT_CHOICE,
    };
};

export type FilterState = ReturnType<typeof useStatementFilters>;

/** Period, kinds, direction and search of a statement, wrapping to one per line on a phone. */
export const StatementFilterBar = ({ state }: { state: FilterState }) => {
    const t = useMessages(statementMessages);
    const today = toDateOnlyBrasilia();
    const [typed, setTyped] = useState(state.filters.search);
    const { setSearch } = state;
    const applied = state.filters.search;
    // The search applies once typing pauses.
    useEffect(() => {
        if (typed === applied) return;
        const timer = setTimeout(() => setSearch(typed), SEARCH_PAUSE_MS);
        return () => clearTimeout(timer);
    }, [typed, applied, setSearch]);
    const periodLabel = (choice: PeriodChoice) =>
        choice === 'today'
            ? t('statements.filters.today')
            : choice === 'custom'
              ? t('statements.filters.custom')
              : t('statements.filters.last_days', { days: choice });
    return (
        <Box
            component="form"
            aria-label={t('statements.filters.label')}
            onSubmit={(event) => {
                event.preventDefault();
                setSearch(typed);
            }}
            sx={{ mb: 2 }}
        >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 1.5 }}>
                <TextField
                    fullWidth={false}
                    select
                    size="small"
                    label={t('statements.filters.period')}
                    value={state.choice}
                    onChange={(event) => state.choose(event.target.value as PeriodChoice)}
                    slotProps={{ select: { native: true } }}
                    sx={{ minWidth: 170, ...FILTER_GROW }}
                >
                    {PERIOD_CHOICES.map((choice) => (
                        <option key={choice} value={choice}>
                            {periodLabel(choice)}
                        </option>
                    ))}
                </TextField>
                {state.choice === 'custom' && (
                    <>
                        <TextField
                            fullWidth={false}
                            type="date"
                            size="small"
                            label={t('statements.filters.from')}
                            value={state.custom.from}
                            onChange={(event) => state.setCustom(event.target.value, state.custom.to)}
                            error={Boolean(state.errors.from)}
                            helperText={state.errors.from}
                            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
                            sx={FILTER_GROW}
                        />
                        <TextField
                            fullWidth={false}
                            type="date"
                            size="small"
                            label={t('statements.filters.to')}
                            value={state.custom.to}
                            onChange={(event) => state.setCustom(state.custom.from, event.target.value)}
                            error={Boolean(state.errors.to)}
                            helperText={state.errors.to}
                            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
                            sx={FILTER_GROW}
                        />
                    </>
                )}
                <TextField
                    fullWidth={false}
                    select
                    size="small"
                    label={t('statements.filters.direction')}
                    value={state.filters.direction ?? ''}
                    slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                    onChange={(event) =>
                        state.setDirection((event.target.value || null) as StatementDirection | null)
                    }
                    sx={{ minWidth: 170, ...FILTER_GROW }}
                >
                    <option value="">{t('statements.filters.both')}</option>
                    <option value="in">{t('statements.filters.in')}</option>
                    <option value="out">{t('statements.filters.out')}</option>
                </TextField>
                <TextField
                    fullWidth={false}
                    size="small"
                    type="search"
                    label={t('statements.filters.search')}
                    helperText={t('statements.filters.search_helper')}
                    value={typed}
                    onChange={(event) => setTyped(event.target.value)}
                    sx={{ minWidth: 260, ...FILTER_GROW }}
                />
            </Box>
            <Box
                role="group"
                aria-labelledby="statement-kinds"
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
            >
                <Typography id="statement-kinds" variant="body2" color="text.secondary" component="span">
                    {t('statements.filters.kind')}
                </Typography>
                {KINDS.map((kind) => {
                    const on = state.filters.kinds.includes(kind);
                    return (
                        <Chip
                            key={kind}
                            label={kindLabel(kind)}
                            color={on ? 'primary' : 'default'}
                            variant={on ? 'filled' : 'outlined'}
                            aria-pressed={on}
                            component="button"
                            type="button"
                            onClick={() => state.toggleKind(kind)}
                            clickable
                        />
                    );
                })}
                {state.filtered && (
                    <Button
                        size="small"
                        onClick={() => {
                            setTyped('');
                            state.clear();
                        }}
                    >
                        {t('statements.filters.clear')}
                    </Button>
                )}
            </Box>
        </Box>
    );
};
