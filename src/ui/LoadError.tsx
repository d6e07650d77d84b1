import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { textOf } from '../i18n';
import { browserNavigation } from './browserNavigation';
import { uiMessages } from './messages';

/** A screen whose code could not be loaded; reloading fetches the current version of the portal. */
export const LoadError = () => {
    // Outside react-admin's context too: the provider's translate, not the hook.
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
                <AlertTitle>{t('ui.page_load_failed.title')}</AlertTitle>
                {t('ui.page_load_failed.text')}
            </Alert>
        </Box>
    );
};
