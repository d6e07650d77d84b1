import Checkbox from '@mui/material/Checkbox';
import { type Identifier, useListContext, useRecordContext } from 'react-admin';

/**
 * Row selection for a list's bulk actions, with a label per row ("Selecionar Rita Souza") on the checkbox
 * itself: react-admin's own checkboxes put one generic label on the wrapper, which screen readers skip.
 * Used as a `<DataTable.Col>` with `bulkActionButtons={false}` and a `<BulkActionsToolbar>` above the table.
 */
export const SelectRow = ({ label }: { label: string }) => {
    const record = useRecordContext();
    const { selectedIds, onToggleItem } = useListContext();
    if (!record) return null;
    return (
        <Checkbox
            size="small"
            checked={selectedIds.includes(record.id)}
            onClick={(event) => event.stopPropagation()}
            onChange={() => onToggleItem(record.id)}
            slotProps={{ input: { 'aria-label': label } }}
        />
    );
};

/** Selects or clears every row of the page on screen (rows chosen on other pages stay chosen). */
export const SelectPage = ({ label }: { label: string }) => {
    const { data = [], selectedIds, onSelect } = useListContext();
    const ids: Identifier[] = data.map((row) => row.id);
    const chosen = ids.filter((id) => selectedIds.includes(id));
    const all = ids.length > 0 && chosen.length === ids.length;
    return (
        <Checkbox
            size="small"
            checked={all}
            indeterminate={chosen.length > 0 && !all}
            onChange={() =>
                onSelect(
                    all
                        ? selectedIds.filter((id) => !ids.includes(id))
                        : [...selectedIds, ...ids.filter((id) => !selectedIds.includes(id))],
                )
            }
            slotProps={{ input: { 'aria-label': label } }}
        />
    );
};
