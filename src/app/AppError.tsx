import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { textOf } from '../i18n';
import { browserNavigation } from '../ui/browserNavigation';
import { uiMessages } from '../ui/messages';

/**
 * A screen that failed while drawing (react-admin's error boundary): what happened in words, and a reload; a
 * user has no use for the error's stack, which react-admin's default page would show.
 */
export const AppError = () => {
    const t = textOf(uiMessages);
    return (
        <Box sx={{ p: 2, maxWidth: 560 }}>
            <Alert
                severity="error"
                action={
                    <Button color="inherit" size="small" onClick={browserNavigation.reload}>
                        {t('ui.retry')}
                    </Button>
                }
            >
                <AlertTitle>{t('ui.app_error.title')}</AlertTitle>
                {t('ui.app_error.text')}
            </Alert>
        </Box>
    );
};
