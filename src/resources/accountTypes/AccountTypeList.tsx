import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
    CreateButton,
    DataTable,
    DateField,
    List,
    SearchInput,
    SelectInput,
    SimpleList,
    TopToolbar,
} from 'react-admin';
import type { AccountType } from '../../contract/accounts';
import { ACCOUNT_TYPE_LABELS } from '../../domain/accountTypes';
import { ActiveField, CodeField, FeeField, feeText } from './fields';

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

/** Phones get one line per type (name, code, fee); wider screens the sortable table. */
const MobileList = () => (
    <SimpleList<AccountType>
        primaryText={(record) => record.name}
        secondaryText={(record) => `${ACCOUNT_TYPE_LABELS[record.code]}${record.active ? '' : ' · Inativo'}`}
        tertiaryText={(record) => feeText(record.monthly_fee)}
        linkType="edit"
    />
);

export const AccountTypeList = () => {
    const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
    return (
        <List
            title="Tipos de conta"
            filters={filters}
            actions={<Actions />}
            sort={{ field: 'name', order: 'ASC' }}
            perPage={25}
            exporter={false}
            disableSyncWithLocation={false}
        >
            {isSmall ? (
                <MobileList />
            ) : (
                <DataTable rowClick="edit" bulkActionButtons={false}>
                    <DataTable.Col source="name" />
                    <DataTable.Col source="code" render={() => <CodeField />} />
                    <DataTable.Col source="monthly_fee" align="right" render={() => <FeeField />} />
                    <DataTable.Col source="active" render={() => <ActiveField />} />
                    <DataTable.Col source="updated_at" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                        <DateField source="updated_at" locales="pt-BR" />
                    </DataTable.Col>
                </DataTable>
            )}
        </List>
    );
};
