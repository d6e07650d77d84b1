import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useMessages } from '../i18n';
import { uiMessages } from './messages';

/** Loading and failed-load states shared by the screens that load their own data. */
export const Loading = ({ label }: { label: string }) => (
    <Box
        role="status"
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2, color: 'text.secondary' }}
    >
        <CircularProgress size={20} aria-hidden />
        <Typography variant="body2">{label}</Typography>
    </Box>
);

/** The inline state of a failed load (the notice with its code came from the http layer). */
export const LoadFailed = ({ what, onRetry }: { what: string; onRetry: () => void }) => {
    const t = useMessages(uiMessages);
    return (
        <Alert
            severity="error"
            variant="outlined"
            action={
                <Button color="inherit" size="small" onClick={onRetry}>
                    {t('ui.retry')}
                </Button>
            }
        >
            {t('ui.load_failed', { what })}
        </Alert>
    );
};
