import { Create, Edit, SaveButton, Toolbar, useRecordContext } from 'react-admin';
import { DisableButton } from './DisableButton';
import { DraweeForm } from './DraweeForm';
import { type DraweeRecord, editableFields, StatusChip } from './fields';

const EditTitle = () => {
    const record = useRecordContext<DraweeRecord>();
    return <>Sacado {record ? `“${record.name}”` : ''}</>;
};

const EditToolbar = () => (
    <Toolbar sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <SaveButton />
        <DisableButton />
    </Toolbar>
);

const EditStatus = () => {
    const record = useRecordContext<DraweeRecord>();
    return record?.status === 'disabled' ? <StatusChip status={record.status} /> : null;
};

/** Novo sacado: `/criar-sacado` (the spec's path, from the route table) and the resource's `/sacados/create`. */
export const DraweeCreate = () => (
    <Create resource="sacados" title="Novo sacado" redirect="list" transform={editableFields}>
        <DraweeForm />
    </Create>
);

/** A payer's page: every field can change, pessimistically (the bank's 422 lands on the fields). */
export const DraweeEdit = () => (
    <Edit
        resource="sacados"
        title={<EditTitle />}
        mutationMode="pessimistic"
        redirect="list"
        transform={editableFields}
        actions={<EditStatus />}
    >
        <DraweeForm toolbar={<EditToolbar />} />
    </Edit>
);
