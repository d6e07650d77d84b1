import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled group of a form's inputs: one column on phones, six from `sm` up, each input spanning what it needs. */
export const FormSection = ({ title, children }: { title: string; children: ReactNode }) => (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 1, width: '100%', minWidth: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
            {title}
        </Typography>
        <Box
            sx={{
                display: 'grid',
                columnGap: 2,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(6, minmax(0, 1fr))' },
            }}
        >
            {children}
        </Box>
    </Box>
);

/** The columns (of six) an input of a FormSection takes from `sm` up. */
export const span = (columns: number) => ({ gridColumn: { sm: `span ${columns}` } });
