import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import { PAGE_CARD } from './pageCard';

/**
 * A task page's frame: its title (in the app bar and as the heading), what the page does, an optional notice,
 * the task itself in a card, and what follows the card (the user's earlier operations).
 */
export const CardScreen = ({
    title,
    intro,
    notice,
    after,
    children,
}: {
    title: string;
    intro: ReactNode;
    notice?: ReactNode;
    after?: ReactNode;
    children: ReactNode;
}) => (
    <Box sx={{ py: 2 }}>
        <Title title={title} />
        <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
            {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
            {intro}
        </Typography>
        {notice}
        <Paper variant="outlined" sx={{ ...PAGE_CARD, p: 2, maxWidth: 760 }}>
            {children}
        </Paper>
        {after}
    </Box>
);
