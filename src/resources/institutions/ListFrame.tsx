import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactElement, ReactNode } from 'react';
import { List, SavedQueriesList, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useMessages } from '../../i18n';
import { ListExportButton } from '../../ui/lists/EmptyListExport';
import { institutionMessages } from './messages';

export const statusFilter = (t: ReturnType<typeof useMessages<typeof institutionMessages>>) => (
    <SelectInput
        key="status"
        source="status"
        label={t('institutions.field.status')}
        alwaysOn
        emptyText={t('institutions.status.all')}
        choices={[
            { id: 'active', name: t('institutions.status.active') },
            { id: 'inactive', name: t('institutions.status.inactive') },
        ]}
        sx={{ minWidth: 140 }}
    />
);

export const searchFilter = (placeholder: string) => (
    <SearchInput key="search" source="search" alwaysOn placeholder={placeholder} aria-label={placeholder} />
);

interface Props {
    resource: string;
    title: string;
    filters: ReactElement[];
    create?: { label: string; to: string };
    exporter: (rows: never[]) => void;
    sort: { field: string; order: 'ASC' | 'DESC' };
    filter?: Record<string, unknown>;
    children: ReactNode;
}

/**
 * A hierarchy list: search, filters, sort and page in the URL (a reload or a shared link keeps them), saved
 * queries beside the table on very wide screens (above it on the others), CSV of the whole filter, and the
 * create button.
 */
export const ListFrame = ({ resource, title, filters, create, exporter, sort, filter, children }: Props) => {
    const t = useMessages(institutionMessages);
    // Beside a table of eight columns only where both fit (the theme's xl starts at 1200 px, spec 1 §9).
    const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up(1600));
    return (
        <List
            resource={resource}
            storeKey={`${resource}.hierarchy`}
            title={title}
            filters={filters}
            filter={filter}
            sort={sort}
            perPage={25}
            exporter={exporter as (rows: unknown[]) => void}
            disableSyncWithLocation={false}
            aside={
                wide ? (
                    <Card
                        variant="outlined"
                        sx={{ ml: 2, mt: 8, minWidth: 220, alignSelf: 'flex-start', px: 1 }}
                    >
                        <SavedQueriesList />
                    </Card>
                ) : undefined
            }
            actions={
                <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
                    <ListExportButton label={t('institutions.action.export')} maxResults={500} />
                    {create && (
                        <Button
                            component={RouterLink}
                            to={create.to}
                            variant="contained"
                            size="small"
                            startIcon={<AddIcon />}
                        >
                            {create.label}
                        </Button>
                    )}
                </TopToolbar>
            }
        >
            {!wide && (
                <Box sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}>
                    <SavedQueriesList />
                </Box>
            )}
            <Box sx={{ overflowX: 'auto' }}>{children}</Box>
        </List>
    );
};
