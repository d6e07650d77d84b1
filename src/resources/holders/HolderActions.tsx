import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { serverFieldErrors } from '../../authProvider/login/fieldErrors';
import { effectivePermissions } from '../../authProvider/permissions';
import { getUser } from '../../authProvider/session';
import { PERMISSIONS } from '../../contract/permissions';
import type { BankDataProvider } from '../../dataProvider';
import { APPROVAL_MESSAGES } from '../../domain/approvals';
import {
    HOLDER_ACTION_LABELS,
    type HolderAction,
    holderActions,
    holderReasonProblem,
    needsApprovePermission,
    REASON_ACTIONS,
} from '../../domain/holders';
import { useMessages } from '../../i18n';
import { FormDialog } from '../../ui/FormDialog';
import { useBusy } from '../../ui/useBusy';
import type { HolderDetail } from './api';
import { holderMessages } from './messages';

/** Each action as the operation of the resource map it calls and its body. */
const callOf = (action: HolderAction, reason: string): [operation: string, data?: Record<string, string>] => {
    switch (action) {
        case 'approve':
            return ['verify', { decision: 'approve' }];
        case 'reject':
            return ['verify', { decision: 'reject', reason }];
        case 'block':
            return ['change', { status: 'blocked', reason }];
        case 'unblock':
            return ['change', { status: 'active' }];
        case 'reactivate':
            return ['reactivate'];
        case 'close':
            return ['close', { reason }];
    }
};

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

/** The status actions the table allows for the holder's status and the user's permissions, each confirmed. */
export const HolderActions = ({ holder, onChanged }: { holder: HolderDetail; onChanged: () => void }) => {
    const t = useMessages(holderMessages);
    const user = getUser();
    const held = effectivePermissions(user?.permissions);
    const actions = holderActions(holder.status).filter((action) =>
        held.has(needsApprovePermission(action) ? PERMISSIONS.accountApprove : PERMISSIONS.accountUpdate),
    );
    const [action, setAction] = useState<HolderAction | null>(null);
    const [reason, setReason] = useState('');
    const [typedName, setTypedName] = useState('');
    const [error, setError] = useState<string>();
    const { busy, run } = useBusy();
    const notify = useNotify();
    const dataProvider = useDataProvider<BankDataProvider>();
    const act = useMutation({
        mutationFn: ([operation, data]: ReturnType<typeof callOf>) =>
            dataProvider.verb('titulares', operation, { id: holder.id, data }),
    });

    const ownRegistration = holder.created_by !== null && holder.created_by.uuid === user?.uuid;
    const approveBlocked = ownRegistration
        ? APPROVAL_MESSAGES.ownOperation
        : holder.missing_documents.length > 0
          ? t('holders.actions.missing_documents', { count: holder.missing_documents.length })
          : null;

    const close = () => {
        setAction(null);
        setReason('');
        setTypedName('');
        setError(undefined);
    };
    const submit = () => {
        if (!action) return;
        if (REASON_ACTIONS.includes(action)) {
            const problem = holderReasonProblem(reason);
            if (problem) return setError(problem);
        }
        if (action === 'close' && fold(typedName) !== fold(holder.name)) {
            return setError(t('holders.actions.name_mismatch'));
        }
        void run(async () => {
            try {
                await act.mutateAsync(callOf(action, reason.trim()));
                notify(t(`holders.actions.notices.${action}`), { type: 'success' });
                close();
                onChanged();
            } catch (failure) {
                const fields = serverFieldErrors(failure);
                setError(
                    fields.reason ??
                        fields.decision ??
                        fields.approval ??
                        fields.status ??
                        fields.account ??
                        t('holders.action_failed'),
                );
            }
        });
    };

    if (actions.length === 0) {
        return (
            <Typography variant="body2" color="text.secondary">
                {t('holders.actions.none')}
            </Typography>
        );
    }
    return (
        <>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                {actions.map((item) => (
                    <Button
                        key={item}
                        variant={item === 'approve' ? 'contained' : 'outlined'}
                        color={
                            item === 'reject' || item === 'block' || item === 'close' ? 'error' : 'primary'
                        }
                        disabled={item === 'approve' && approveBlocked !== null}
                        aria-describedby={
                            item === 'approve' && approveBlocked ? 'approve-blocked' : undefined
                        }
                        onClick={() => setAction(item)}
                    >
                        {HOLDER_ACTION_LABELS[item]}
                    </Button>
                ))}
            </Box>
            {actions.includes('approve') && approveBlocked && (
                <Typography id="approve-blocked" variant="body2" color="warning.main" sx={{ mt: 1 }}>
                    {t('holders.actions.approve_blocked', { reason: approveBlocked })}
                </Typography>
            )}
            <FormDialog
                id="holder-action"
                open={action !== null}
                title={action ? t(`holders.actions.titles.${action}`) : ''}
                submitLabel={action ? HOLDER_ACTION_LABELS[action] : ''}
                busy={busy}
                error={error}
                onClose={close}
                onSubmit={submit}
            >
                {action && (
                    <DialogContentText sx={{ mb: 1 }}>
                        {t(`holders.actions.texts.${action}`, { name: holder.name })}
                    </DialogContentText>
                )}
                {action && REASON_ACTIONS.includes(action) && (
                    <TextField
                        label={t('holders.actions.reason')}
                        value={reason}
                        onChange={(event) => {
                            setReason(event.target.value);
                            setError(undefined);
                        }}
                        helperText={t('holders.actions.reason_help')}
                        multiline
                        minRows={2}
                        fullWidth
                        autoFocus
                        sx={{ mb: 1 }}
                    />
                )}
                {action === 'close' && (
                    <TextField
                        label={t('holders.actions.type_name')}
                        value={typedName}
                        onChange={(event) => {
                            setTypedName(event.target.value);
                            setError(undefined);
                        }}
                        fullWidth
                    />
                )}
            </FormDialog>
        </>
    );
};
