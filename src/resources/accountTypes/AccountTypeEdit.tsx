import { Create, Edit, useRecordContext } from 'react-admin';
import type { AccountType } from '../../contract/accounts';
import { useMessages } from '../../i18n';
import { AccountTypeForm } from './AccountTypeForm';
import { accountTypeMessages } from './messages';

const EditTitle = () => {
    const t = useMessages(accountTypeMessages);
    const record = useRecordContext<AccountType>();
    return <>{t('resources.tipos-contas.title.edit', { name: record?.name ?? '' })}</>;
};

export const AccountTypeCreate = () => {
    const t = useMessages(accountTypeMessages);
    return (
        <Create title={t('resources.tipos-contas.title.create')} redirect="list">
            <AccountTypeForm />
        </Create>
    );
};

export const AccountTypeEdit = () => (
    <Edit title={<EditTitle />} mutationMode="pessimistic" redirect="list" actions={false}>
        <AccountTypeForm />
    </Edit>
);
