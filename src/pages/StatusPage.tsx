import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { currentBrand } from '../brands';
import { BrandLogo } from '../layout/BrandLogo';

interface Props {
    title: string;
    children: ReactNode;
    action?: { label: string; to: string } | { label: string; onClick: () => void };
}

/** A full-page message outside the layout: not authorized, not found, load error, coming soon. */
export const StatusPage = ({ title, children, action }: Props) => {
    const brand = currentBrand();
    return (
        <Box
            component="main"
            sx={{
                minHeight: '100vh',
                display: 'grid',
                placeItems: 'center',
                p: 2,
                bgcolor: 'background.default',
            }}
        >
            <Card sx={{ maxWidth: 480, width: '100%' }} elevation={3}>
                <CardContent sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
                    <BrandLogo brand={brand} size={48} />
                    <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 1 }}>
                        {title}
                    </Typography>
                    <Typography color="text.secondary" component="div">
                        {children}
                    </Typography>
                    {action &&
                        ('to' in action ? (
                            <Button component={Link} to={action.to} variant="contained" sx={{ mt: 3 }}>
                                {action.label}
                            </Button>
                        ) : (
                            <Button onClick={action.onClick} variant="contained" sx={{ mt: 3 }}>
                                {action.label}
                            </Button>
                        ))}
                </CardContent>
            </Card>
        </Box>
    );
};
