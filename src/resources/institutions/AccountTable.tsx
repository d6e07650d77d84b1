import DeleteOutline from '@mui/icons-material/DeleteOutline';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Confirm, DataTable, SimpleList, useDelete, useNotify, useRecordContext } from 'react-admin';
import type { InstitutionAccountRow } from '../../contract/institutions';
import { useVerb } from '../../dataProvider/hooks';
import { formatDate } from '../../domain/dates';
import { formatDocument } from '../../domain/document';
import { formatBRL } from '../../domain/money';
import { statusLabel } from '../../domain/statuses';
import { useMessages } from '../../i18n';
import { StatusChip } from '../../ui/StatusChip';
import { institutionMessages } from './messages';
import { useWords } from './words';

const accountText = (row: InstitutionAccountRow) => `${row.agency_number} · ${row.number}-${row.digit}`;

const Secondary = ({ children }: { children: string }) => (
    <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: 13 }}>
        {children}
    </Box>
);

/** Closes the account after a confirmation; the bank refuses while it holds money and the notice says so. */
const CloseButton = ({ row }: { row: InstitutionAccountRow }) => {
    const t = useMessages(institutionMessages);
    const notify = useNotify();
    const [open, setOpen] = useState(false);
    const [remove, { isPending }] = useDelete();
    const label = `${t('institutions.action.close')}: ${accountText(row)}`;
    return (
        <>
            <Tooltip title={label}>
                <IconButton size="small" color="error" aria-label={label} onClick={() => setOpen(true)}>
                    <DeleteOutline fontSize="small" />
                </IconButton>
            </Tooltip>
            <Confirm
                isOpen={open}
                loading={isPending}
                title={t('institutions.action.close')}
                content={t('institutions.action.close_confirm', {
                    account: accountText(row),
                    holder: row.holder_name,
                })}
                onClose={() => setOpen(false)}
                onConfirm={() =>
                    remove(
                        'contas',
                        { id: row.id, previousData: row },
                        {
                            mutationMode: 'pessimistic',
                            onSuccess: () => {
                                setOpen(false);
                                notify(t('institutions.action.closed'), { type: 'success' });
                            },
                            onError: () => setOpen(false),
                        },
                    )
                }
            />
        </>
    );
};

/** Send the holder the account's details; close the account. */
const RowActions = ({ canClose }: { canClose: boolean }) => {
    const t = useMessages(institutionMessages);
    const notify = useNotify();
    const row = useRecordContext<InstitutionAccountRow>();
    const remember = useVerb<{ sent_to: number }>('contas', 'remember');
    if (!row) return null;
    const label = `${t('institutions.action.remember')}: ${row.holder_name}`;
    return (
        <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
            <Tooltip title={label}>
                <span>
                    <IconButton
                        size="small"
                        aria-label={label}
                        disabled={remember.isPending || row.status === 'closed'}
                        onClick={() =>
                            remember
                                .mutateAsync({ data: { id: row.id } })
                                .then((data) =>
                                    notify(
                                        t('institutions.action.remembered', { smart_count: data.sent_to }),
                                        {
                                            type: 'success',
                                        },
                                    ),
                                )
                                .catch(() => undefined)
                        }
                    >
                        <ForwardToInboxOutlined fontSize="small" />
                    </IconButton>
                </span>
            </Tooltip>
            {canClose && row.status !== 'closed' && <CloseButton row={row} />}
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
                secondaryText={(row) =>
                    `${accountText(row)} · ${t(`institutions.kind.${row.kind}`)} · ${statusLabel('entity', row.status)}`
                }
                tertiaryText={(row) => formatBRL(row.balance)}
                linkType={false}
            />
        );
    return (
        <DataTable<InstitutionAccountRow> bulkActionButtons={false} rowClick={false} aria-label={label}>
            <DataTable.Col<InstitutionAccountRow>
                source="agency_number"
                label={w('agency')}
                cellSx={() => ({ minWidth: 120 })}
                render={(row) => (
                    <>
                        {row.agency_number}
                        <Secondary>{row.agency_name}</Secondary>
                    </>
                )}
            />
            <DataTable.Col<InstitutionAccountRow>
                source="number"
                label={t('institutions.field.account')}
                cellSx={() => ({ whiteSpace: 'nowrap' })}
                render={(row) => `${row.number}-${row.digit}`}
            />
            <DataTable.Col<InstitutionAccountRow>
                source="holder_name"
                label={t('institutions.field.holder')}
                cellSx={() => ({ minWidth: 180 })}
                render={(row) => (
                    <>
                        {row.holder_name}
                        <Secondary>{formatDocument(row.holder_document)}</Secondary>
                    </>
                )}
            />
            <DataTable.Col<InstitutionAccountRow>
                label={t('institutions.field.kind')}
                disableSort
                cellSx={() => ({ minWidth: 150 })}
                render={(row) => (
                    <>
                        {t(`institutions.kind.${row.kind}`)}
                        <Secondary>{row.type_name}</Secondary>
                    </>
                )}
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
                label={t('institutions.action.actions')}
                disableSort
                render={() => <RowActions canClose={canClose} />}
            />
        </DataTable>
    );
};
