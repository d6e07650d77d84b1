import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { textOf } from '../i18n';
import { browserNavigation } from './browserNavigation';
import { uiMessages } from './messages';

/** A page that cannot be shown: what happened, and a reload (which fetches the current version of the portal). */
export const PageErrorNotice = ({ title, text }: { title: string; text: string }) => (
    <Box sx={{ p: 2, maxWidth: 560 }}>
        <Alert
            severity="error"
            action={
                <Button color="inherit" size="small" onClick={browserNavigation.reload}>
                    {textOf(uiMessages)('ui.retry')}
                </Button>
            }
        >
            <AlertTitle>{title}</AlertTitle>
            {text}
        </Alert>
    </Box>
);

/** A screen whose code could not be loaded. Outside react-admin's context too: the provider's translate. */
export const LoadError = () => {
    const t = textOf(uiMessages);
    return <PageErrorNotice title={t('ui.page_load_failed.title')} text={t('ui.page_load_failed.text')} />;
};
