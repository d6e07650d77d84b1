import { SelectInput } from 'react-admin';
import { useViewer } from '../../app/routes/useViewer';
import { INSTITUTION_ACCOUNT_KINDS } from '../../contract/institutions';
import { PERMISSIONS } from '../../contract/permissions';
import { useMessages } from '../../i18n';
import { AccountTable } from './AccountTable';
import { useBankChoices } from './AgencyFormPage';
import { useCanOpen } from './access';
import { exportAccounts } from './csv';
import { ListFrame, searchFilter } from './ListFrame';
import { institutionMessages } from './messages';
import { hierarchyPaths } from './variant';
import { useWords } from './words';

/** `/contas` (`/funcionarios`): the accounts opened in the brand's units, by institution, kind and situation. */
export const AccountListPage = () => {
    const t = useMessages(institutionMessages);
    const w = useWords();
    const paths = hierarchyPaths();
    const canOpen = useCanOpen();
    const canClose = useViewer().permissions.has(PERMISSIONS.accountUpdate);
    const banks = useBankChoices();
    return (
        <ListFrame
            resource="contas"
            title={w('accounts')}
            filters={[
                searchFilter(t('institutions.list.search_accounts')),
                <SelectInput
                    key="bank_id"
                    source="bank_id"
                    label={w('bank')}
                    alwaysOn
                    emptyText={w('all_banks')}
                    choices={banks}
                    sx={{ minWidth: 200 }}
                />,
                <SelectInput
                    key="kind"
                    source="kind"
                    label={t('institutions.field.kind')}
                    alwaysOn
                    emptyText={t('institutions.kind.all')}
                    choices={INSTITUTION_ACCOUNT_KINDS.map((kind) => ({
                        id: kind,
                        name: t(`institutions.kind.${kind}`),
                    }))}
                    sx={{ minWidth: 200 }}
                />,
            ]}
            create={
                canOpen(paths.accountForm) ? { label: w('new_account'), to: paths.accountForm } : undefined
            }
            exporter={exportAccounts}
            sort={{ field: 'created_at', order: 'DESC' }}
        >
            <AccountTable canClose={canClose} label={w('accounts')} />
        </ListFrame>
    );
};
