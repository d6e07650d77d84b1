import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A title (or summary) on the left and its actions on the right, wrapping on narrow screens. */
export const HeaderRow = ({ children, gap = 2 }: { children: ReactNode; gap?: 1 | 2 }) => (
    <Box
        sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap,
            mb: gap,
        }}
    >
        {children}
    </Box>
);
