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
import { FormDialog } from '../../ui/FormDialog';
import { useBusy } from '../../ui/useBusy';
import type { AccountTypeOption, HolderAccount } from './api';
import { EntityChip } from './HolderTable';

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
            return setError('Escolha um tipo diferente do atual.');
        }
        void run(async () => {
            try {
                const id = account.id;
                if (kind === 'type')
                    await changeType.mutateAsync({ id, data: { account_type_id: Number(typeId) } });
                if (kind === 'unblock') await unblock.mutateAsync({ id });
                if (kind === 'close') await closeAccount.mutateAsync({ id });
                notify(
                    kind === 'type'
                        ? `Tipo da conta ${accountText(account)} alterado.`
                        : kind === 'unblock'
                          ? `Conta ${accountText(account)} desbloqueada.`
                          : `Conta ${accountText(account)} encerrada.`,
                    { type: 'success' },
                );
                setDialog(null);
                onChanged();
            } catch (failure) {
                const fields = serverFieldErrors(failure);
                setError(fields.account_type_id ?? fields.account ?? 'Não foi possível concluir a ação.');
            }
        });
    };

    if (accounts.length === 0) return <Typography color="text.secondary">Nenhuma conta.</Typography>;
    return (
        <>
            <Box
                component="ul"
                aria-label="Contas do titular"
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
                                Ag. {account.agency?.number ?? '----'} · Conta {accountText(account)}
                            </Typography>
                            <EntityChip status={account.status} />
                        </Box>
                        <Typography variant="body2" color="text.secondary">
                            {account.account_type?.name ?? 'Tipo não informado'} · Saldo{' '}
                            {formatBRL(account.balance)}
                        </Typography>
                        {canUpdate && account.status !== 'closed' && (
                            <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
                                <Button size="small" onClick={() => open('type', account)}>
                                    Alterar tipo
                                </Button>
                                {account.status === 'blocked' && (
                                    <Button size="small" onClick={() => open('unblock', account)}>
                                        Desbloquear conta
                                    </Button>
                                )}
                                <Button size="small" color="error" onClick={() => open('close', account)}>
                                    Encerrar conta
                                </Button>
                            </Box>
                        )}
                    </Paper>
                ))}
            </Box>
            <FormDialog
                id="account-action"
                open={dialog !== null}
                title={
                    dialog?.kind === 'type'
                        ? 'Alterar tipo da conta'
                        : dialog?.kind === 'unblock'
                          ? 'Desbloquear conta'
                          : 'Encerrar conta'
                }
                submitLabel={
                    dialog?.kind === 'type'
                        ? 'Alterar'
                        : dialog?.kind === 'unblock'
                          ? 'Desbloquear'
                          : 'Encerrar'
                }
                busy={busy}
                error={error}
                onClose={() => setDialog(null)}
                onSubmit={submit}
            >
                {dialog?.kind === 'type' && (
                    <TextField
                        select
                        label="Novo tipo de conta"
                        value={types.status === 'ready' ? typeId : ''}
                        onChange={(event) => {
                            setTypeId(event.target.value);
                            setError(undefined);
                        }}
                        fullWidth
                        sx={{ mt: 1 }}
                        helperText={
                            types.status === 'loading'
                                ? 'Carregando os tipos…'
                                : `Conta ${accountText(dialog.account)}`
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
                    <DialogContentText>Desbloquear a conta {accountText(dialog.account)}?</DialogContentText>
                )}
                {dialog?.kind === 'close' && (
                    <DialogContentText>
                        Encerrar a conta {accountText(dialog.account)}? Só é possível sem saldo (saldo atual{' '}
                        {formatBRL(dialog.account.balance)}).
                    </DialogContentText>
                )}
            </FormDialog>
        </>
    );
};
