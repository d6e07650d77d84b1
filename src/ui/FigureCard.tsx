import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface Props {
    label: string;
    children: ReactNode;
    footer?: ReactNode;
    /** h5 for the home page's headline figures, h6 for a screen's totals. */
    size?: 'h5' | 'h6';
}

/** One figure with its label (a balance, a total, a count). */
export const FigureCard = ({ label, children, footer, size = 'h5' }: Props) => (
    <Card variant="outlined" sx={{ height: '100%' }}>
        <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Typography variant="caption" color="text.secondary" component="p">
                {label}
            </Typography>
            <Typography variant={size} component="p">
                {children}
            </Typography>
            {footer}
        </CardContent>
    </Card>
);

/** A labelled row of a screen's totals: two cards a line on phones, four from `md` up. */
export const FigureRow = ({
    label,
    items,
}: {
    label: string;
    items: readonly (readonly [string, string])[];
}) => (
    <Box
        component="section"
        aria-label={label}
        sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
            gap: 1.5,
            mb: 2,
        }}
    >
        {items.map(([itemLabel, value]) => (
            <FigureCard key={itemLabel} label={itemLabel} size="h6">
                {value}
            </FigureCard>
        ))}
    </Box>
);
