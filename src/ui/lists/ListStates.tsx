import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useListContext } from 'react-admin';
import { useMessages } from '../../i18n';
import { LoadFailed, Loading } from '../LoadStates';
import { uiMessages } from '../messages';

/**
 * A list's loading, failed and empty states around its rows (inside `<ListBase>`): with filters on, the empty
 * state says so and offers to clear them; without, it says the list is empty.
 */
export const ListStates = ({
    what,
    loading,
    filteredText,
    emptyText,
    searching = false,
    onClearSearch,
    children,
}: {
    /** Completes "Não foi possível carregar …". */
    what: string;
    loading: string;
    filteredText: string;
    emptyText: string;
    /** A search outside the list's filters (`useTransientSearch`) is on. */
    searching?: boolean;
    onClearSearch?: () => void;
    children: ReactNode;
}) => {
    const t = useMessages(uiMessages);
    const { isPending, error, refetch, isFetching, total, filterValues, setFilters } = useListContext();
    if (error && !isFetching) return <LoadFailed what={what} onRetry={() => void refetch()} />;
    if (isPending || (error && isFetching)) return <Loading label={loading} />;
    if (!total) {
        const filtered = searching || Object.keys(filterValues).length > 0;
        return (
            <Box sx={{ py: 4, textAlign: 'center' }}>
                <Typography gutterBottom>{filtered ? filteredText : emptyText}</Typography>
                {filtered && (
                    <Button
                        onClick={() => {
                            setFilters({}, {});
                            onClearSearch?.();
                        }}
                    >
                        {t('ui.lists.clear_filters')}
                    </Button>
                )}
            </Box>
        );
    }
    return children;
};
