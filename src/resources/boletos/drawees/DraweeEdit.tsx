import { Create, Edit, SaveButton, Toolbar, useRecordContext } from 'react-admin';
import { useMessages } from '../../../i18n';
import { StatusChip } from '../../../ui/StatusChip';
import { DisableButton } from './DisableButton';
import { DraweeForm } from './DraweeForm';
import { type DraweeRecord, editableFields } from './fields';
import { draweeMessages } from './messages';

const EditTitle = () => {
    const t = useMessages(draweeMessages);
    const record = useRecordContext<DraweeRecord>();
    return (
        <>{t('drawees.edit.title', { name: record ? t('drawees.edit.name', { name: record.name }) : '' })}</>
    );
};

const EditToolbar = () => (
    <Toolbar sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <SaveButton />
        <DisableButton />
    </Toolbar>
);

const EditStatus = () => {
    const record = useRecordContext<DraweeRecord>();
    return record?.status === 'disabled' ? <StatusChip vocabulary="drawee" value={record.status} /> : null;
};

/** Novo sacado: `/criar-sacado` (the spec's path, from the route table) and the resource's `/sacados/create`. */
export const DraweeCreate = () => {
    const t = useMessages(draweeMessages);
    return (
        <Create
            resource="sacados"
            title={t('drawees.common.new_drawee')}
            redirect="list"
            transform={editableFields}
        >
            <DraweeForm />
        </Create>
    );
};

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
