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
import { statusLabel } from '../../domain/statuses';
import { useAccountTypeLabel, useMessages } from '../../i18n';
import { ActiveField, CodeField, FeeField, useFeeText } from './fields';
import { ACCOUNT_TYPE_LIST } from './listQuery';
import { accountTypeMessages } from './messages';

const useFilters = () => {
    const t = useMessages(accountTypeMessages);
    return [
        <SearchInput key="q" source="q" alwaysOn placeholder={t('resources.tipos-contas.filters.search')} />,
        <SelectInput
            key="active"
            source="active"
            label={t('resources.tipos-contas.filters.status')}
            alwaysOn
            emptyText={t('resources.tipos-contas.filters.all')}
            choices={[
                { id: 'true', name: t('resources.tipos-contas.filters.active') },
                { id: 'false', name: t('resources.tipos-contas.filters.inactive') },
            ]}
        />,
    ];
};

const Actions = () => {
    const t = useMessages(accountTypeMessages);
    return (
        <TopToolbar>
            <CreateButton label={t('resources.tipos-contas.action.create')} />
        </TopToolbar>
    );
};

/** Phones get one line per type (name, code, fee); wider screens the sortable table. */
const MobileList = () => {
    const typeLabel = useAccountTypeLabel();
    const feeText = useFeeText();
    return (
        <SimpleList<AccountType>
            primaryText={(record) => record.name}
            secondaryText={(record) =>
                record.active
                    ? typeLabel(record.code)
                    : `${typeLabel(record.code)} · ${statusLabel('entity', 'inactive')}`
            }
            tertiaryText={(record) => feeText(record.monthly_fee)}
            linkType="edit"
        />
    );
};

export const AccountTypeList = () => {
    const t = useMessages(accountTypeMessages);
    const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
    return (
        <List
            title={t('resources.tipos-contas.title.list')}
            filters={useFilters()}
            actions={<Actions />}
            sort={ACCOUNT_TYPE_LIST.sort}
            perPage={ACCOUNT_TYPE_LIST.perPage}
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
