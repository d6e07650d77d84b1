import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { textOf } from '../../i18n';
import { publicPagesMessages } from '../../i18n/publicPages';

const t = textOf(publicPagesMessages);

/** The end of a public flow: what happened and a button to the login. */
export const DoneStep = ({ title, children }: { title: string; children: ReactNode }) => (
    <section aria-live="polite">
        <Typography variant="subtitle1" component="h2" gutterBottom>
            {title}
        </Typography>
        {children}
        <Button
            component={RouterLink}
            to="/login"
            variant="contained"
            size="large"
            fullWidth
            sx={{ mt: 2 }}
            autoFocus
        >
            {t('app.public.go_to_login')}
        </Button>
    </section>
);
