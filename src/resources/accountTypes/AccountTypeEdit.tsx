import { Create, Edit, useRecordContext } from 'react-admin';
import type { AccountType } from '../../contract/accounts';
import { AccountTypeForm } from './AccountTypeForm';

const EditTitle = () => {
    const record = useRecordContext<AccountType>();
    return <>Tipo de conta {record ? `“${record.name}”` : ''}</>;
};

export const AccountTypeCreate = () => (
    <Create title="Novo tipo de conta" redirect="list">
        <AccountTypeForm />
    </Create>
);

export const AccountTypeEdit = () => (
    <Edit title={<EditTitle />} mutationMode="pessimistic" redirect="list" actions={false}>
        <AccountTypeForm />
    </Edit>
);
