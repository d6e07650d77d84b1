import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataTable, List, SearchInput, SelectInput, SimpleList, TopToolbar } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { canOpen } from '../../../app/routes/access';
import { useRouteTable } from '../../../app/routes/routeTableContext';
import { useViewer } from '../../../app/routes/useViewer';
import { PERMISSIONS } from '../../../contract/permissions';
import { formatDocument } from '../../../domain/document';
import { cityUf } from '../../../domain/drawee';
import { statusLabel } from '../../../domain/statuses';
import { useMessages } from '../../../i18n';
import { CityField, DocumentField, type DraweeRecord, StatusField } from './fields';
import { draweeMessages } from './messages';

const useFilters = () => {
    const t = useMessages(draweeMessages);
    const searchLabel = t('drawees.list.search');
    return [
        <SearchInput
            key="q"
            source="q"
            alwaysOn
            placeholder={searchLabel}
            slotProps={{ htmlInput: { 'aria-label': searchLabel, autoComplete: 'off' } }}
            sx={{ minWidth: { sm: 320 } }}
        />,
        <SelectInput
            key="status"
            source="status"
            label={t('drawees.columns.status')}
            alwaysOn
            emptyText={t('drawees.list.all')}
            choices={[
                { id: 'active', name: t('drawees.list.active') },
                { id: 'disabled', name: t('drawees.list.disabled') },
            ]}
        />,
    ];
};

/** "Novo sacado" and "Importar CSV", each shown when the viewer may open its page. */
const useActions = () => {
    const viewer = useViewer();
    const routes = useRouteTable();
    const may = (path: string) => {
        const route = routes.find((r) => r.path === path);
        return !!route && canOpen(route, viewer);
    };
    return { create: may('/criar-sacado'), batch: may('/sacado-lote') };
};

const Actions = () => {
    const t = useMessages(draweeMessages);
    const { create, batch } = useActions();
    return (
        <TopToolbar>
            {batch && (
                <Button component={RouterLink} to="/sacado-lote" startIcon={<UploadFileIcon />} size="small">
                    {t('drawees.common.import_csv')}
                </Button>
            )}
            {create && (
                <Button component={RouterLink} to="/criar-sacado" startIcon={<AddIcon />} size="small">
                    {t('drawees.common.new_drawee')}
                </Button>
            )}
        </TopToolbar>
    );
};

const Empty = () => {
    const t = useMessages(draweeMessages);
    const { create, batch } = useActions();
    return (
        <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
            <Typography variant="h6" component="p" gutterBottom>
                {t('drawees.list.empty')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
                {t('drawees.list.empty_help')}
            </Typography>
            <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
                {create && (
                    <Button
                        variant="contained"
                        component={RouterLink}
                        to="/criar-sacado"
                        startIcon={<AddIcon />}
                    >
                        {t('drawees.common.new_drawee')}
                    </Button>
                )}
                {batch && (
                    <Button component={RouterLink} to="/sacado-lote" startIcon={<UploadFileIcon />}>
                        {t('drawees.common.import_csv')}
                    </Button>
                )}
            </Box>
        </Box>
    );
};

/** The search or the filter found nothing. */
const NoResults = () => {
    const t = useMessages(draweeMessages);
    return (
        <Typography sx={{ p: 2 }} color="text.secondary">
            {t('drawees.common.no_results')}
        </Typography>
    );
};

/** Phones get one line per payer (name; document and city; situation); wider screens the table. */
const MobileList = () => (
    <SimpleList<DraweeRecord>
        primaryText={(record) => record.name}
        secondaryText={(record) => `${formatDocument(record.document)} · ${cityUf(record.address)}`}
        tertiaryText={(record) => statusLabel('drawee', record.status)}
        linkType="edit"
        empty={<NoResults />}
    />
);

/**
 * Sacados (`/sacados`). Searched by CPF/CNPJ, so neither the URL nor the session store keeps the filters
 * (design guide): they live only while the page is open. Staff who see every holder's payers get a
 * Titular column.
 */
export const DraweeList = () => {
    const t = useMessages(draweeMessages);
    const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
    const staff = useViewer().permissions.has(PERMISSIONS.accountCreate);
    return (
        <List
            resource="sacados"
            title={t('drawees.list.title')}
            filters={useFilters()}
            actions={<Actions />}
            empty={<Empty />}
            sort={{ field: 'name', order: 'ASC' }}
            perPage={25}
            exporter={false}
            disableSyncWithLocation
            storeKey={false}
        >
            {isSmall ? (
                <MobileList />
            ) : (
                <DataTable rowClick="edit" bulkActionButtons={false} empty={<NoResults />}>
                    <DataTable.Col source="name" label={t('drawees.columns.name')} />
                    <DataTable.Col
                        source="document"
                        label={t('drawees.columns.document')}
                        render={() => <DocumentField />}
                    />
                    <DataTable.Col
                        source="address.city"
                        label={t('drawees.columns.city')}
                        disableSort
                        render={() => <CityField />}
                    />
                    {staff && (
                        <DataTable.Col source="owner_name" label={t('drawees.columns.owner')} disableSort />
                    )}
                    <DataTable.Col
                        source="status"
                        label={t('drawees.columns.status')}
                        render={() => <StatusField />}
                    />
                </DataTable>
            )}
        </List>
    );
};
