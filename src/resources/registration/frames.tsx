import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import { BackToLogin } from '../../authProvider/public/BackToLogin';
import { PublicCard } from '../../authProvider/public/PublicCard';

/** A staff wizard inside the layout. */
export const StaffFrame = ({ title, children }: { title: string; children: ReactNode }) => (
    <Box sx={{ py: 2, maxWidth: 1040 }}>
        <Title title={title} />
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
            {title}
        </Typography>
        <Card>
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>{children}</CardContent>
        </Card>
    </Box>
);

/** A self-registration page, open without a session, on the login page's frame. */
export const PublicFrame = ({ title, children }: { title: string; children: ReactNode }) => (
    <PublicCard heading={title} wide>
        {children}
        <BackToLogin />
    </PublicCard>
);
