import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FigureCard } from '../FigureCard';

export interface Figure {
    label: string;
    value: ReactNode;
    detail?: ReactNode;
}

/** A row of figure cards: one column at 360 px, two on a tablet, up to `perRow` on a desktop. */
export const Figures = ({ figures, perRow }: { figures: Figure[]; perRow: 3 | 4 | 5 | 6 }) => (
    <Grid container spacing={2} sx={{ mb: 2 }}>
        {figures.map((figure) => (
            <Grid key={figure.label} size={{ xs: 12, sm: 6, md: 4, lg: 12 / perRow }}>
                <FigureCard
                    label={figure.label}
                    size="h6"
                    footer={
                        figure.detail && (
                            <Typography variant="body2" color="text.secondary">
                                {figure.detail}
                            </Typography>
                        )
                    }
                >
                    {figure.value}
                </FigureCard>
            </Grid>
        ))}
    </Grid>
);
