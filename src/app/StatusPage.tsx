import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PublicCard } from '../authProvider/public/PublicCard';

interface Props {
    title: string;
    children: ReactNode;
    action: { label: string; to: string };
}

/** A full-page message outside the layout: not authorized, not found, coming soon. */
export const StatusPage = ({ title, children, action }: Props) => (
    <PublicCard>
        <Typography variant="h5" component="h2" gutterBottom>
            {title}
        </Typography>
        <Typography color="text.secondary">{children}</Typography>
        <Button component={Link} to={action.to} variant="contained" fullWidth sx={{ mt: 3 }}>
            {action.label}
        </Button>
    </PublicCard>
);
