import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useGetList, useNotify } from 'react-admin';
import { serverFieldErrors } from '../../authProvider/login/fieldErrors';
import { effectivePermissions } from '../../authProvider/permissions';
import { getUser } from '../../authProvider/session';
import { PERMISSIONS } from '../../contract/permissions';
import { asLoad, useVerb } from '../../dataProvider/hooks';
import { formatBRL } from '../../domain/money';
import { useMessages } from '../../i18n';
import { FormDialog } from '../../ui/FormDialog';
import { StatusChip } from '../../ui/StatusChip';
import { useBusy } from '../../ui/useBusy';
import type { AccountTypeOption, HolderAccount } from './api';
import { holderMessages } from './messages';

type Dialog = { kind: 'type' | 'unblock' | 'close'; account: HolderAccount } | null;

const accountText = (account: HolderAccount) => `${account.number}-${account.digit}`;

/** The holder's accounts, with the account-level actions: change the type, unblock one, close one. */
export const HolderAccounts = ({
    accounts,
    onChanged,
}: {
    accounts: HolderAccount[];
    onChanged: () => void;
}) => {
    const t = useMessages(holderMessages);
    const canUpdate = effectivePermissions(getUser()?.permissions).has(PERMISSIONS.accountUpdate);
    const [dialog, setDialog] = useState<Dialog>(null);
    const [typeId, setTypeId] = useState('');
    const [error, setError] = useState<string>();
    const { busy, run } = useBusy();
    const notify = useNotify();
    const typeList = useGetList<AccountTypeOption>(
        'tipos-contas',
        { pagination: { page: 1, perPage: 100 } },
        { enabled: dialog?.kind === 'type' },
    );
    const types = asLoad({ ...typeList, data: typeList.data?.filter((type) => type.active) });
    const changeType = useVerb('titular-contas', 'changeType');
    const unblock = useVerb('titular-contas', 'unblock');
    const closeAccount = useVerb('titular-contas', 'close');

    const open = (kind: 'type' | 'unblock' | 'close', account: HolderAccount) => {
        setDialog({ kind, account });
        setTypeId(String(account.account_type?.id ?? ''));
        setError(undefined);
    };
    const submit = () => {
        if (!dialog) return;
        const { kind, account } = dialog;
        if (kind === 'type' && Number(typeId) === account.account_type?.id) {
            return setError(t('holders.accounts.same_type'));
        }
        void run(async () => {
            try {
                const id = account.id;
                if (kind === 'type')
                    await changeType.mutateAsync({ id, data: { account_type_id: Number(typeId) } });
                if (kind === 'unblock') await unblock.mutateAsync({ id });
                if (kind === 'close') await closeAccount.mutateAsync({ id });
                notify(t(`holders.accounts.notices.${kind}`, { account: accountText(account) }), {
                    type: 'success',
                });
                setDialog(null);
                onChanged();
            } catch (failure) {
                const fields = serverFieldErrors(failure);
                setError(fields.account_type_id ?? fields.account ?? t('holders.action_failed'));
            }
        });
    };

    if (accounts.length === 0)
        return <Typography color="text.secondary">{t('holders.accounts.empty')}</Typography>;
    return (
        <>
            <Box
                component="ul"
                aria-label={t('holders.accounts.label')}
                sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
            >
                {accounts.map((account) => (
                    <Paper key={account.id} component="li" variant="outlined" sx={{ p: 1.5 }}>
                        <Box
                            sx={{
                                display: 'flex',
                                justifyContent: 'space-between',
                                gap: 1,
                                flexWrap: 'wrap',
                            }}
                        >
                            <Typography sx={{ fontWeight: 600 }}>
                                {t('holders.accounts.account', {
                                    agency: account.agency?.number ?? '----',
                                    account: accountText(account),
                                })}
                            </Typography>
                            <StatusChip vocabulary="entity" value={account.status} />
                        </Box>
                        <Typography variant="body2" color="text.secondary">
                            {t('holders.accounts.type_and_balance', {
                                type: account.account_type?.name ?? t('holders.accounts.no_type'),
                                balance: formatBRL(account.balance),
                            })}
                        </Typography>
                        {canUpdate && account.status !== 'closed' && (
                            <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
                                <Button size="small" onClick={() => open('type', account)}>
                                    {t('holders.accounts.change_type')}
                                </Button>
                                {account.status === 'blocked' && (
                                    <Button size="small" onClick={() => open('unblock', account)}>
                                        {t('holders.accounts.unblock')}
                                    </Button>
                                )}
                                <Button size="small" color="error" onClick={() => open('close', account)}>
                                    {t('holders.accounts.close')}
                                </Button>
                            </Box>
                        )}
                    </Paper>
                ))}
            </Box>
            <FormDialog
                id="account-action"
                open={dialog !== null}
                title={t(`holders.accounts.titles.${dialog?.kind ?? 'close'}`)}
                submitLabel={t(`holders.accounts.submit.${dialog?.kind ?? 'close'}`)}
                busy={busy}
                error={error}
                onClose={() => setDialog(null)}
                onSubmit={submit}
            >
                {dialog?.kind === 'type' && (
                    <TextField
                        select
                        label={t('holders.accounts.new_type')}
                        value={types.status === 'ready' ? typeId : ''}
                        onChange={(event) => {
                            setTypeId(event.target.value);
                            setError(undefined);
                        }}
                        fullWidth
                        sx={{ mt: 1 }}
                        helperText={
                            types.status === 'loading'
                                ? t('holders.accounts.loading_types')
                                : t('holders.accounts.account_help', { account: accountText(dialog.account) })
                        }
                    >
                        {(types.data ?? []).map((type) => (
                            <MenuItem key={type.id} value={String(type.id)}>
                                {type.name}
                            </MenuItem>
                        ))}
                    </TextField>
                )}
                {dialog?.kind === 'unblock' && (
                    <DialogContentText>
                        {t('holders.accounts.confirm_unblock', { account: accountText(dialog.account) })}
                    </DialogContentText>
                )}
                {dialog?.kind === 'close' && (
                    <DialogContentText>
                        {t('holders.accounts.confirm_close', {
                            account: accountText(dialog.account),
                            balance: formatBRL(dialog.account.balance),
                        })}
                    </DialogContentText>
                )}
            </FormDialog>
        </>
    );
};
