import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { FilterForm, SelectInput } from 'react-admin';
import { SearchBox, type useTransientSearch } from './SearchBox';

/**
 * A filter input that picks one value of `choices`, always shown; its empty option (`all`: 'Todas', 'Todos')
 * removes the filter.
 */
export const choiceFilter = (
    source: string,
    label: string,
    all: string,
    choices: { id: string; name: string }[],
    minWidth = 160,
) => (
    <SelectInput
        key={source}
        source={source}
        label={label}
        alwaysOn
        emptyText={all}
        choices={choices}
        sx={{ minWidth }}
    />
);

/**
 * A list's filter row: react-admin's filter inputs (kept in the URL) and, beside them, the search by name or
 * CPF/CNPJ that is never kept (`useTransientSearch`). Wraps on narrow screens.
 */
export const ListFilters = ({
    label,
    filters,
    search,
    searchHelp,
    searchWidth,
}: {
    label: string;
    filters: ReactNode[];
    search?: ReturnType<typeof useTransientSearch>;
    searchHelp?: string;
    searchWidth?: number;
}) => (
    <Box
        role="group"
        aria-label={label}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', columnGap: 2, mb: 1 }}
    >
        <Box sx={{ flex: '0 1 auto' }}>
            <FilterForm filters={filters} />
        </Box>
        {search && <SearchBox search={search} helperText={searchHelp ?? ''} minWidth={searchWidth} />}
    </Box>
);
