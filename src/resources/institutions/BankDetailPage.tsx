import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { DataTable, ListBase, Pagination } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AgencyView, BankView } from '../../contract/institutions';
import { formatDateTime } from '../../domain/dates';
import { formatDocument } from '../../domain/document';
import { formatBRL } from '../../domain/money';
import { useMessages } from '../../i18n';
import { ListStates } from '../../ui/lists/ListStates';
import { StatusChip } from '../../ui/StatusChip';
import { useCanOpen } from './access';
import { DetailFrame } from './DetailFrame';
import { institutionMessages } from './messages';
import { addressText, Figures, phoneText } from './parts';
import { hierarchyPaths } from './variant';
import { useWords } from './words';

const BankAgencies = ({ bank }: { bank: BankView }) => {
    const t = useMessages(institutionMessages);
    const w = useWords();
    const navigate = useNavigate();
    const paths = hierarchyPaths();
    const canOpen = useCanOpen();
    return (
        <Card variant="outlined">
            <CardContent>
                <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                    {w('agencies_of')}
                </Typography>
                <ListBase<AgencyView>
                    resource="agencias"
                    filter={{ bank_id: bank.id }}
                    sort={{ field: 'number', order: 'ASC' }}
                    perPage={10}
                    disableSyncWithLocation
                    storeKey={false}
                >
                    <ListStates
                        what={w('agencies_of')}
                        loading={t('institutions.list.loading')}
                        filteredText={w('no_agencies')}
                        emptyText={w('no_agencies')}
                    >
                        <DataTable<AgencyView>
                            bulkActionButtons={false}
                            aria-label={w('agencies_of')}
                            rowClick={(_id, _r, row) => {
                                if (canOpen(paths.agencyDetail))
                                    navigate(`${paths.agencyDetail}?id=${(row as AgencyView).id}`);
                                return false;
                            }}
                        >
                            <DataTable.Col<AgencyView>
                                source="number"
                                label={t('institutions.field.agency_number')}
                                render={(row) => `${row.number}-${row.digit}`}
                            />
                            <DataTable.Col<AgencyView>
                                source="name"
                                label={t('institutions.field.agency_name')}
                            />
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
                                render={(row) => formatBRL(row.figures.balance)}
                            />
                            <DataTable.Col<AgencyView>
                                label={t('institutions.field.status')}
                                disableSort
                                render={(row) => <StatusChip vocabulary="entity" value={row.status} />}
                            />
                        </DataTable>
                        <Pagination rowsPerPageOptions={[10, 25]} />
                    </ListStates>
                </ListBase>
            </CardContent>
        </Card>
    );
};

/** `/detalhe-banco` (`/detalhe-montadora`; a store brand's "Detalhe da loja"), `?id=`. */
export const BankDetailPage = () => {
    const t = useMessages(institutionMessages);
    const w = useWords();
    const paths = hierarchyPaths();
    const canOpen = useCanOpen();
    return (
        <DetailFrame<BankView>
            resource="bancos"
            listPath={paths.banks}
            title={(bank) => bank.trade_name || bank.name}
            dataLabel={w('bank_data')}
            pairs={(bank) => [
                [t('institutions.field.name'), bank.name],
                [t('institutions.field.document'), formatDocument(bank.document)],
                [t('institutions.field.code'), bank.code],
                [t('institutions.field.ispb'), bank.ispb],
                [t('institutions.field.email'), bank.email || '—'],
                [t('institutions.field.phone'), bank.phone ? phoneText(bank.phone) : '—'],
                [t('institutions.field.address'), addressText(bank.address) || '—'],
                [t('institutions.history.created'), formatDateTime(bank.created_at)],
            ]}
            figures={(bank) => <Figures figures={bank.figures} units={w('agencies')} />}
            edit={canOpen(paths.bankForm) ? paths.bankForm : undefined}
            add={
                canOpen(paths.agencyForm)
                    ? { label: w('new_agency'), to: (bank) => `${paths.agencyForm}?bank=${bank.id}` }
                    : undefined
            }
            remove={
                canOpen(paths.bankForm) ? { label: w('delete_bank'), done: w('bank_deleted') } : undefined
            }
        >
            {(bank) => <BankAgencies bank={bank} />}
        </DetailFrame>
    );
};
