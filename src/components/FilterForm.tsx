import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Full width on phones, its own width from `sm` up: a field in a FilterForm. */
export const FILTER_GROW = { flex: { xs: '1 1 100%', sm: '0 1 auto' } } as const;

/** A row of filters that wraps on narrow screens; they apply as they change, so Enter submits nothing. */
export const FilterForm = ({ label, children }: { label: string; children: ReactNode }) => (
    <Box
        component="form"
        aria-label={label}
        onSubmit={(event) => event.preventDefault()}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 2 }}
    >
        {children}
    </Box>
);
