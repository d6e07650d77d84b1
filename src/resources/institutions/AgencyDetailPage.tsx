import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { ListBase, Pagination } from 'react-admin';
import { useViewer } from '../../app/routes/useViewer';
import type { AgencyView } from '../../contract/institutions';
import { PERMISSIONS } from '../../contract/permissions';
import { formatDateTime } from '../../domain/dates';
import { useMessages } from '../../i18n';
import { ListStates } from '../../ui/lists/ListStates';
import { AccountTable } from './AccountTable';
import { useCanOpen } from './access';
import { DetailFrame } from './DetailFrame';
import { institutionMessages } from './messages';
import { addressText, Figures, phoneText } from './parts';
import { hierarchyPaths } from './variant';
import { useWords } from './words';

const AgencyAccounts = ({ agency }: { agency: AgencyView }) => {
    const t = useMessages(institutionMessages);
    const w = useWords();
    const canClose = useViewer().permissions.has(PERMISSIONS.accountUpdate);
    return (
        <Card variant="outlined">
            <CardContent>
                <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                    {w('accounts_of_agency')}
                </Typography>
                <ListBase
                    resource="contas"
                    filter={{ agency_id: agency.id }}
                    sort={{ field: 'created_at', order: 'DESC' }}
                    perPage={10}
                    disableSyncWithLocation
                    storeKey={false}
                >
                    <ListStates
                        what={w('accounts_of_agency')}
                        loading={t('institutions.list.loading')}
                        filteredText={w('no_accounts')}
                        emptyText={w('no_accounts')}
                    >
                        <AccountTable canClose={canClose} label={w('accounts_of_agency')} />
                        <Pagination rowsPerPageOptions={[10, 25]} />
                    </ListStates>
                </ListBase>
            </CardContent>
        </Card>
    );
};

/** `/detalhe-agencia` (`/detalhe-filial`; a store brand's "Detalhe do ponto de venda"), `?id=`. */
export const AgencyDetailPage = () => {
    const t = useMessages(institutionMessages);
    const w = useWords();
    const paths = hierarchyPaths();
    const canOpen = useCanOpen();
    return (
        <DetailFrame<AgencyView>
            resource="agencias"
            listPath={paths.agencies}
            title={(agency) => `${agency.number}-${agency.digit} · ${agency.name}`}
            dataLabel={w('agency_data')}
            pairs={(agency) => [
                [w('bank'), `${agency.bank_code} · ${agency.bank_name}`],
                [t('institutions.field.agency_number'), `${agency.number}-${agency.digit}`],
                [t('institutions.field.phone'), agency.phone ? phoneText(agency.phone) : '—'],
                [t('institutions.field.address'), addressText(agency.address)],
                [t('institutions.history.created'), formatDateTime(agency.created_at)],
            ]}
            figures={(agency) => <Figures figures={agency.figures} />}
            edit={canOpen(paths.agencyForm) ? paths.agencyForm : undefined}
            add={
                canOpen(paths.accountForm)
                    ? {
                          label: w('new_account'),
                          to: (agency) => `${paths.accountForm}?bank=${agency.bank_id}&agency=${agency.id}`,
                      }
                    : undefined
            }
            remove={
                canOpen(paths.agencyForm)
                    ? { label: w('delete_agency'), done: w('agency_deleted') }
                    : undefined
            }
        >
            {(agency) => <AgencyAccounts agency={agency} />}
        </DetailFrame>
    );
};
