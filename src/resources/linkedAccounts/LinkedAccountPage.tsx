import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title } from 'react-admin';
import { getUser } from '../../authProvider/session';
import { allLoaded, asLoad, useRead } from '../../dataProvider/hooks';
import { formatDateTime } from '../../domain/dates';
import { LINKED_ACCOUNT_TYPE_LABELS, linkedAccountText } from '../../domain/linkedAccounts';
import { statusInfo } from '../../domain/statuses';
import { DescriptionList } from '../../ui/DescriptionList';
import { HeaderRow } from '../../ui/HeaderRow';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { type AccountView, useHolderAccounts } from '../accounts';
import type { LinkedAccountView } from './api';
import { draftFrom, emptyDraft } from './draft';
import { LinkedAccountForm } from './LinkedAccountForm';

type OwnAccount = AccountView & { uuid: string };

const STATUS_TEXT: Record<LinkedAccountView['status'], string> = {
    pending: 'Aguardando a aprovação do banco. Enquanto isso, não é possível enviar dinheiro para ela.',
    approved: 'Aprovada: você pode enviar dinheiro para esta conta.',
    rejected: 'Rejeitada pelo banco. Corrija os dados e envie de novo.',
};

/**
 * `/cadastrar-conta-bancaria`: the holder's account at another bank (one per holder). Registering it and
 * every later change wait for the back office's approval (`/aprovar-conta-bancaria`).
 */
export const LinkedAccountPage = () => {
    const personId = getUser()?.person_id ?? null;
    const linkedQuery = useRead<LinkedAccountView | null>(
        'conta-bancaria',
        'current',
        personId === null ? null : {},
    );
    const accountsQuery = useHolderAccounts(personId);
    // After a change both are read again, the page showing its loading state meanwhile as it always did.
    const [reloading, setReloading] = useState(false);
    const read = allLoaded({
        linked: asLoad(linkedQuery),
        accounts: asLoad<OwnAccount[]>({
            ...accountsQuery,
            data: (accountsQuery.data as OwnAccount[] | undefined)?.filter((a) => a.status === 'active'),
        }),
    });
    const load: typeof read = reloading ? { status: 'loading', retry: read.retry } : read;
    const [editing, setEditing] = useState(false);
    const [sent, setSent] = useState(false);

    const saved = () => {
        setEditing(false);
        setSent(true);
        setReloading(true);
        void Promise.all([linkedQuery.refetch(), accountsQuery.refetch()]).finally(() => setReloading(false));
    };

    return (
        <Box sx={{ py: 2, maxWidth: 760 }}>
            <Title title="Cadastro de conta bancária" />
            <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
                Conta bancária para transferências
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                A sua conta em outro banco, para onde você pode enviar o seu dinheiro. Cada cadastro ou
                alteração passa pela aprovação do banco.
            </Typography>
            {sent && (
                <Alert severity="success" sx={{ mb: 2 }} onClose={() => setSent(false)}>
                    Conta enviada para aprovação. Você será avisado quando o banco decidir.
                </Alert>
            )}
            {load.status === 'loading' && <Loading label="Carregando a sua conta bancária…" />}
            {load.status === 'error' && <LoadFailed what="a sua conta bancária" onRetry={load.retry} />}
            {load.status === 'ready' && load.data.accounts.length === 0 && (
                <Typography>
                    Você precisa de uma conta ativa aqui para cadastrar uma conta bancária.
                </Typography>
            )}
            {load.status === 'ready' && load.data.accounts.length > 0 && (
                <Card variant="outlined">
                    <CardContent>
                        {load.data.linked && !editing ? (
                            <LinkedAccountCard
                                linked={load.data.linked}
                                onEdit={() => {
                                    setSent(false);
                                    setEditing(true);
                                }}
                            />
                        ) : (
                            <LinkedAccountForm
                                key={load.data.linked?.updated_at ?? 'new'}
                                accounts={load.data.accounts}
                                initial={
                                    load.data.linked
                                        ? draftFrom(load.data.linked)
                                        : emptyDraft(
                                              load.data.accounts.length === 1
                                                  ? load.data.accounts[0].uuid
                                                  : '',
                                          )
                                }
                                personId={load.data.linked ? load.data.linked.person_id : null}
                                onSaved={saved}
                                onCancel={load.data.linked ? () => setEditing(false) : undefined}
                            />
                        )}
                    </CardContent>
                </Card>
            )}
        </Box>
    );
};

const LinkedAccountCard = ({ linked, onEdit }: { linked: LinkedAccountView; onEdit: () => void }) => {
    const status = statusInfo('document', linked.status);
    const own = linked.own_account;
    return (
        <Box component="section" aria-labelledby="linked-account-title">
            <HeaderRow gap={1}>
                <Typography id="linked-account-title" variant="h6" component="h3">
                    Sua conta cadastrada
                </Typography>
                <Chip label={status.label} color={status.color} size="small" />
            </HeaderRow>
            <Typography variant="body2" sx={{ mb: 2 }}>
                {STATUS_TEXT[linked.status]}
            </Typography>
            {linked.status === 'rejected' && linked.reason && (
                <Alert severity="error" sx={{ mb: 2 }}>
                    Motivo: {linked.reason}
                </Alert>
            )}
            <DescriptionList
                label="Dados da conta bancária"
                pairs={[
                    ['Instituição', `${linked.bank.code ?? '---'} · ${linked.bank.name}`],
                    ['Agência e conta', linkedAccountText(linked)],
                    ['Tipo', LINKED_ACCOUNT_TYPE_LABELS[linked.type]],
                    [
                        'Conta de origem',
                        own ? `Ag. ${own.agency ?? '----'} · ${own.number}-${own.digit}` : 'N/A',
                    ],
                    ['Enviada em', formatDateTime(linked.updated_at)],
                    ...(linked.decided_at
                        ? [['Decidida em', formatDateTime(linked.decided_at)] as const]
                        : []),
                ]}
            />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
                <Button variant="outlined" onClick={onEdit}>
                    Alterar dados
                </Button>
            </Box>
        </Box>
    );
};
