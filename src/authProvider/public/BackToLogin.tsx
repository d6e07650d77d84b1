import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { textOf } from '../../i18n';
import { publicPagesMessages } from '../../i18n/publicPages';

const t = textOf(publicPagesMessages);

/** The way back from a public page to /login. */
export const BackToLogin = () => (
    <Link
        component={RouterLink}
        to="/login"
        variant="body2"
        sx={{ display: 'block', mt: 2, textAlign: 'center' }}
    >
        {t('app.public.back_to_login')}
    </Link>
);
