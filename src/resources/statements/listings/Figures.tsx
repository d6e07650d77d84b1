import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { FigureCard } from '../../../ui/FigureCard';

/** A screen's totals: one card per figure, four across on wide screens, two on phones. */
export const Figures = ({
    label,
    items,
}: {
    label: string;
    items: readonly (readonly [string, ReactNode])[];
}) => (
    <Box
        component="section"
        aria-label={label}
        sx={{
            display: 'grid',
            gridTemplateColumns: {
                xs: 'repeat(2, minmax(0, 1fr))',
                md: `repeat(${Math.min(items.length, 4)}, minmax(0, 1fr))`,
            },
            gap: 1.5,
            mb: 2,
        }}
    >
        {items.map(([name, value]) => (
            <FigureCard key={name} label={name} size="h6">
                {value}
            </FigureCard>
        ))}
    </Box>
);
