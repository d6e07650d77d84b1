import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataTable, SelectInput, SimpleList } from 'react-admin';
import type { AgencyView } from '../../contract/institutions';
import { formatBRL } from '../../domain/money';
import { useMessages } from '../../i18n';
import { StatusChip } from '../../ui/StatusChip';
import { useBankChoices } from './AgencyFormPage';
import { useCanOpen } from './access';
import { exportAgencies } from './csv';
import { ListFrame, searchFilter, statusFilter } from './ListFrame';
import { institutionMessages } from './messages';
import { hierarchyPaths } from './variant';
import { useWords } from './words';

/** `/agencias` (`/pontos-de-venda`, `/filial`): every unit of the brand's institutions, filtered by one of them. */
export const AgencyListPage = () => {
    const t = useMessages(institutionMessages);
    const w = useWords();
    const paths = hierarchyPaths();
    const canOpen = useCanOpen();
    const banks = useBankChoices();
    const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
    const detail = (row: AgencyView) => `${paths.agencyDetail}?id=${row.id}`;
    return (
        <ListFrame
            resource="agencias"
            title={w('agencies')}
            filters={[
                searchFilter(w('agency_search')),
                <SelectInput
                    key="bank_id"
                    source="bank_id"
                    label={w('bank')}
                    alwaysOn
                    emptyText={w('all_banks')}
                    choices={banks}
                    sx={{ minWidth: 200 }}
                />,
                statusFilter(t),
            ]}
            create={canOpen(paths.agencyForm) ? { label: w('new_agency'), to: paths.agencyForm } : undefined}
            exporter={exportAgencies}
            sort={{ field: 'number', order: 'ASC' }}
        >
            {narrow ? (
                <SimpleList<AgencyView>
                    primaryText={(row) => `${row.number}-${row.digit} · ${row.name}`}
                    secondaryText={(row) => `${row.bank_name} · ${row.address.city}/${row.address.state}`}
                    tertiaryText={(row) => formatBRL(row.figures.balance)}
                    linkType={canOpen(paths.agencyDetail) ? (row) => detail(row as AgencyView) : false}
                />
            ) : (
                <DataTable<AgencyView>
                    rowClick={
                        canOpen(paths.agencyDetail) ? (_id, _r, row) => detail(row as AgencyView) : false
                    }
                    bulkActionButtons={false}
                    aria-label={w('agencies')}
                >
                    <DataTable.Col<AgencyView>
                        source="number"
                        label={t('institutions.field.agency_number')}
                        render={(row) => `${row.number}-${row.digit}`}
                    />
                    <DataTable.Col<AgencyView> source="name" label={t('institutions.field.agency_name')} />
                    <DataTable.Col<AgencyView> source="bank_name" label={w('bank')} />
                    <DataTable.Col<AgencyView>
                        label={t('institutions.field.city')}
                        disableSort
                        render={(row) => `${row.address.city}/${row.address.state}`}
                    />
                    <DataTable.Col<AgencyView>
                        label={t('institutions.field.accounts')}
                        align="right"
                        disableSort
                        render={(row) => row.figures.accounts}
                    />
                    <DataTable.Col<AgencyView>
                        label={t('institutions.field.balance')}
                        align="right"
                        disableSort
                        cellSx={() => ({ whiteSpace: 'nowrap' })}
                        render={(row) => formatBRL(row.figures.balance)}
                    />
                    <DataTable.Col<AgencyView>
                        source="status"
                        label={t('institutions.field.status')}
                        render={(row) => <StatusChip vocabulary="entity" value={row.status} />}
                    />
                </DataTable>
            )}
        </ListFrame>
    );
};
