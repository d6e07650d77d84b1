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
