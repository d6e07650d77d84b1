import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { textOf, useMessages } from '../i18n';
import { uiMessages } from './messages';
import {
    DetailSkeleton,
    FieldSkeleton,
    FiguresSkeleton,
    PageSkeleton,
    RowsSkeleton,
    ShellSkeleton,
} from './Skeletons';
import { visuallyHidden } from './visuallyHidden';

const SKELETONS = {
    rows: RowsSkeleton,
    figures: FiguresSkeleton,
    detail: DetailSkeleton,
    field: FieldSkeleton,
    page: PageSkeleton,
    shell: ShellSkeleton,
};

/** What is loading looks like: a placeholder of that shape, or a spinner with its words for a short check. */
export type LoadingShape = keyof typeof SKELETONS | 'inline';

/**
 * The loading state of a screen or a part of it. The placeholder is shaped like what is coming (rows by default);
 * the label is what a screen reader announces. `inline` (a check in progress) keeps the words on screen.
 */
export const Loading = ({ label, shape = 'rows' }: { label: string; shape?: LoadingShape }) => {
    if (shape === 'inline')
        return (
            <Box
                role="status"
                sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2, color: 'text.secondary' }}
            >
                <CircularProgress size={20} aria-visuallyHidden />
                <Typography variant="body2">{label}</Typography>
            </Box>
        );
    const Placeholder = SKELETONS[shape];
    return (
        <Box role="status" aria-busy sx={{ py: shape === 'shell' ? 0 : 1 }}>
            <Box component="span" sx={visuallyHidden}>
                {label}
            </Box>
            <Placeholder />
        </Box>
    );
};

/** A screen whose code is on its way (the route's Suspense), or the shell before the session is known. */
export const PageLoading = ({ shape = 'page' }: { shape?: 'page' | 'shell' }) => (
    // Outside react-admin's context too (public pages, the session check): the provider's translate.
    <Loading label={textOf(uiMessages)('ui.loading_page')} shape={shape} />
);

export const ShellLoading = () => <PageLoading shape="shell" />;

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
