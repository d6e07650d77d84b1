import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataTable, SimpleList } from 'react-admin';
import type { BankView } from '../../contract/institutions';
import { formatDocument } from '../../domain/document';
import { formatBRL } from '../../domain/money';
import { useMessages } from '../../i18n';
import { StatusChip } from '../../ui/StatusChip';
import { useCanOpen } from './access';
import { exportBanks } from './csv';
import { ListFrame, searchFilter, statusFilter } from './ListFrame';
import { institutionMessages } from './messages';
import { hierarchyPaths } from './variant';
import { useWords } from './words';

/** `/bancos` (`/lojas`, `/montadora`): the brand's institutions with their units, accounts and balance. */
export const BankListPage = () => {
    const t = useMessages(institutionMessages);
    const w = useWords();
    const paths = hierarchyPaths();
    const canOpen = useCanOpen();
    const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
    const detail = (row: BankView) => `${paths.bankDetail}?id=${row.id}`;
    return (
        <ListFrame
            resource="bancos"
            title={w('banks')}
            filters={[searchFilter(w('bank_search')), statusFilter(t)]}
            create={canOpen(paths.bankForm) ? { label: w('new_bank'), to: paths.bankForm } : undefined}
            exporter={exportBanks}
            sort={{ field: 'name', order: 'ASC' }}
        >
            {narrow ? (
                <SimpleList<BankView>
                    primaryText={(row) => row.trade_name || row.name}
                    secondaryText={(row) => `${row.code} · ${formatDocument(row.document)}`}
                    tertiaryText={(row) => formatBRL(row.figures.balance)}
                    linkType={canOpen(paths.bankDetail) ? (row) => detail(row as BankView) : false}
                />
            ) : (
                <DataTable<BankView>
                    rowClick={canOpen(paths.bankDetail) ? (_id, _r, row) => detail(row as BankView) : false}
                    bulkActionButtons={false}
                    aria-label={w('banks')}
                >
                    <DataTable.Col<BankView>
                        source="name"
                        label={t('institutions.field.agency_name')}
                        render={(row) => row.trade_name || row.name}
                    />
                    <DataTable.Col<BankView> source="code" label={t('institutions.field.code')} />
                    <DataTable.Col<BankView> source="ispb" label={t('institutions.field.ispb')} />
                    <DataTable.Col<BankView>
                        label={t('institutions.field.document')}
                        disableSort
                        cellSx={() => ({ whiteSpace: 'nowrap' })}
                        render={(row) => formatDocument(row.document)}
                    />
                    <DataTable.Col<BankView>
                        label={t('institutions.field.agencies')}
                        align="right"
                        disableSort
                        render={(row) => row.figures.agencies}
                    />
                    <DataTable.Col<BankView>
                        label={t('institutions.field.accounts')}
                        align="right"
                        disableSort
                        render={(row) => row.figures.accounts}
                    />
                    <DataTable.Col<BankView>
                        label={t('institutions.field.balance')}
                        align="right"
                        disableSort
                        cellSx={() => ({ whiteSpace: 'nowrap' })}
                        render={(row) => formatBRL(row.figures.balance)}
                    />
                    <DataTable.Col<BankView>
                        source="status"
                        label={t('institutions.field.status')}
                        render={(row) => <StatusChip vocabulary="entity" value={row.status} />}
                    />
                </DataTable>
            )}
        </ListFrame>
    );
};
