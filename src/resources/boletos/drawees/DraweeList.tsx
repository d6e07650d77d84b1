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
import { CityField, DocumentField, type DraweeRecord, StatusField } from './fields';

const SEARCH_LABEL = 'Buscar por nome, CPF ou CNPJ';

const filters = [
    <SearchInput
        key="q"
        source="q"
        alwaysOn
        placeholder={SEARCH_LABEL}
        slotProps={{ htmlInput: { 'aria-label': SEARCH_LABEL, autoComplete: 'off' } }}
        sx={{ minWidth: { sm: 320 } }}
    />,
    <SelectInput
        key="status"
        source="status"
        label="Situação"
        alwaysOn
        emptyText="Todos"
        choices={[
            { id: 'active', name: 'Ativos' },
            { id: 'disabled', name: 'Desabilitados' },
        ]}
    />,
];

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
    const { create, batch } = useActions();
    return (
        <TopToolbar>
            {batch && (
                <Button component={RouterLink} to="/sacado-lote" startIcon={<UploadFileIcon />} size="small">
                    Importar CSV
                </Button>
            )}
            {create && (
                <Button component={RouterLink} to="/criar-sacado" startIcon={<AddIcon />} size="small">
                    Novo sacado
                </Button>
            )}
        </TopToolbar>
    );
};

const Empty = () => {
    const { create, batch } = useActions();
    return (
        <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
            <Typography variant="h6" component="p" gutterBottom>
                Nenhum sacado cadastrado.
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
                Cadastre as pessoas e empresas para quem você emite boletos, uma a uma ou por planilha.
            </Typography>
            <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
                {create && (
                    <Button
                        variant="contained"
                        component={RouterLink}
                        to="/criar-sacado"
                        startIcon={<AddIcon />}
                    >
                        Novo sacado
                    </Button>
                )}
                {batch && (
                    <Button component={RouterLink} to="/sacado-lote" startIcon={<UploadFileIcon />}>
                        Importar CSV
                    </Button>
                )}
            </Box>
        </Box>
    );
};

/** The search or the filter found nothing. */
const NoResults = () => (
    <Typography sx={{ p: 2 }} color="text.secondary">
        Nenhum sacado encontrado com esta busca.
    </Typography>
);

/** Phones get one line per payer (name; document and city; situation); wider screens the table. */
const MobileList = () => (
    <SimpleList<DraweeRecord>
        primaryText={(record) => record.name}
        secondaryText={(record) => `${formatDocument(record.document)} · ${cityUf(record.address)}`}
        tertiaryText={(record) => statusLabel('entity', record.status)}
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
    const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
    const staff = useViewer().permissions.has(PERMISSIONS.accountCreate);
    return (
        <List
            resource="sacados"
            title="Sacados"
            filters={filters}
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
                    <DataTable.Col source="name" label="Nome" />
                    <DataTable.Col source="document" label="CPF/CNPJ" render={() => <DocumentField />} />
                    <DataTable.Col
                        source="address.city"
                        label="Cidade/UF"
                        disableSort
                        render={() => <CityField />}
                    />
                    {staff && <DataTable.Col source="owner_name" label="Titular" disableSort />}
                    <DataTable.Col source="status" label="Situação" render={() => <StatusField />} />
                </DataTable>
            )}
        </List>
    );
};
