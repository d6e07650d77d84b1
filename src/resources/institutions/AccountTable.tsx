import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataTable, DeleteWithConfirmButton, SimpleList, useNotify, useRecordContext } from 'react-admin';
import type { InstitutionAccountRow } from '../../contract/institutions';
import { useVerb } from '../../dataProvider/hooks';
import { formatDate } from '../../domain/dates';
import { formatDocument } from '../../domain/document';
import { formatBRL } from '../../domain/money';
import { useMessages } from '../../i18n';
import { StatusChip } from '../../ui/StatusChip';
import { institutionMessages } from './messages';
import { useWords } from './words';

const accountText = (row: InstitutionAccountRow) => `${row.agency_number} · ${row.number}-${row.digit}`;

/** Send the holder the account's details; close the account (refused by the bank while it holds money). */
const RowActions = ({ canClose }: { canClose: boolean }) => {
    const t = useMessages(institutionMessages);
    const notify = useNotify();
    const row = useRecordContext<InstitutionAccountRow>();
    const remember = useVerb<{ sent_to: number }>('contas', 'remember');
    if (!row) return null;
    const label = `${t('institutions.action.remember')}: ${row.holder_name}`;
    return (
        <Box
            sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}
            onClick={(e) => e.stopPropagation()}
        >
            <Tooltip title={label}>
                <IconButton
                    size="small"
                    aria-label={label}
                    disabled={remember.isPending || row.status === 'closed'}
                    onClick={() =>
                        remember
                            .mutateAsync({ data: { id: row.id } })
                            .then((data) =>
                                notify(t('institutions.action.remembered', { smart_count: data.sent_to }), {
                                    type: 'success',
                                }),
                            )
                            .catch(() => undefined)
                    }
                >
                    <ForwardToInboxOutlined fontSize="small" />
                </IconButton>
            </Tooltip>
            {canClose && row.status !== 'closed' && (
                <DeleteWithConfirmButton
                    resource="contas"
                    label={t('institutions.action.close')}
                    confirmTitle={t('institutions.action.close')}
                    confirmContent={t('institutions.action.close_confirm', {
                        account: accountText(row),
                        holder: row.holder_name,
                    })}
                    mutationMode="pessimistic"
                    redirect={false}
                    successMessage={t('institutions.action.closed')}
                />
            )}
        </Box>
    );
};

/** The list context's accounts: a table on wide screens, one line each on phones. */
export const AccountTable = ({ canClose, label }: { canClose: boolean; label: string }) => {
    const t = useMessages(institutionMessages);
    const w = useWords();
    const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
    if (narrow)
        return (
            <SimpleList<InstitutionAccountRow>
                primaryText={(row) => row.holder_name}
                secondaryText={(row) => `${accountText(row)} · ${t(`institutions.kind.${row.kind}`)}`}
                tertiaryText={(row) => formatBRL(row.balance)}
                linkType={false}
            />
        );
    return (
        <DataTable<InstitutionAccountRow> bulkActionButtons={false} rowClick={false} aria-label={label}>
            <DataTable.Col<InstitutionAccountRow>
                source="agency_number"
                label={w('agency')}
                render={(row) => `${row.agency_number} · ${row.agency_name}`}
            />
            <DataTable.Col<InstitutionAccountRow>
                source="number"
                label={t('institutions.field.account_number')}
                cellSx={() => ({ whiteSpace: 'nowrap' })}
                render={(row) => `${row.number}-${row.digit}`}
            />
            <DataTable.Col<InstitutionAccountRow>
                source="holder_name"
                label={t('institutions.field.holder')}
                render={(row) => (
                    <>
                        {row.holder_name}
                        <Box
                            component="span"
                            sx={{ display: 'block', color: 'text.secondary', fontSize: 13 }}
                        >
                            {formatDocument(row.holder_document)}
                        </Box>
                    </>
                )}
            />
            <DataTable.Col<InstitutionAccountRow>
                label={t('institutions.field.kind')}
                disableSort
                render={(row) => `${t(`institutions.kind.${row.kind}`)} · ${row.type_name}`}
            />
            <DataTable.Col<InstitutionAccountRow>
                source="balance"
                label={t('institutions.field.balance')}
                align="right"
                cellSx={() => ({ whiteSpace: 'nowrap' })}
                render={(row) => formatBRL(row.balance)}
            />
            <DataTable.Col<InstitutionAccountRow>
                source="status"
                label={t('institutions.field.status')}
                render={(row) => <StatusChip vocabulary="entity" value={row.status} />}
            />
            <DataTable.Col<InstitutionAccountRow>
                source="created_at"
                label={t('institutions.field.created_at')}
                render={(row) => formatDate(row.created_at)}
            />
            <DataTable.Col<InstitutionAccountRow>
                label={t('institutions.action.edit')}
                disableSort
                render={() => <RowActions canClose={canClose} />}
            />
        </DataTable>
    );
};
