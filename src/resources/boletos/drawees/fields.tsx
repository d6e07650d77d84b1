import { useRecordContext } from 'react-admin';
import type { Drawee } from '../../../contract/invoices';
import { formatDocument } from '../../../domain/document';
import { cityUf, type DraweeFields } from '../../../domain/drawee';
import { StatusChip } from '../../../ui/StatusChip';

/** A payer as the API answers it: the record plus its holder's name. */
export type DraweeRecord = Drawee & { owner_name: string | null };

/** The fields a save sends: the record's own, not its id, status or holder. */
export const editableFields = ({ name, document, email, phone, address }: DraweeFields): DraweeFields => ({
    name,
    document,
    email,
    phone,
    address,
});

export const StatusField = () => {
    const record = useRecordContext<DraweeRecord>();
    return record ? <StatusChip vocabulary="drawee" value={record.status} /> : null;
};

export const DocumentField = () => {
    const record = useRecordContext<DraweeRecord>();
    return record ? <span style={{ whiteSpace: 'nowrap' }}>{formatDocument(record.document)}</span> : null;
};

export const CityField = () => {
    const record = useRecordContext<DraweeRecord>();
    return record ? cityUf(record.address) : null;
};
