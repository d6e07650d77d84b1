import { CreateButton, DataTable, DateField, List, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { ActiveField, CodeField, FeeField } from './fields';

const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Buscar por nome ou código" />,
    <SelectInput
        key="active"
        source="active"
        label="Situação"
        alwaysOn
        emptyText="Todos"
        choices={[
            { id: 'true', name: 'Ativos' },
            { id: 'false', name: 'Inativos' },
        ]}
    />,
];

const Actions = () => (
    <TopToolbar>
        <CreateButton label="Novo tipo de conta" />
    </TopToolbar>
);

export const AccountTypeList = () => (
    <List
        title="Tipos de conta"
        filters={filters}
        actions={<Actions />}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        exporter={false}
        disableSyncWithLocation={false}
    >
        <DataTable rowClick="edit" bulkActionButtons={false}>
            <DataTable.Col source="name" />
            <DataTable.Col source="code" render={() => <CodeField />} />
            <DataTable.Col source="monthly_fee" align="right" render={() => <FeeField />} />
            <DataTable.Col source="active" render={() => <ActiveField />} />
            <DataTable.Col source="updated_at" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                <DateField source="updated_at" locales="pt-BR" />
            </DataTable.Col>
        </DataTable>
    </List>
);
