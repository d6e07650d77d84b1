import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title } from 'react-admin';
import { getUser } from '../../authProvider/session';
import { allLoaded, asLoad, useRead } from '../../dataProvider/hooks';
import { formatDateTime } from '../../domain/dates';
import { LINKED_ACCOUNT_TYPE_LABELS, linkedAccountText } from '../../domain/linkedAccounts';
import { useMessages } from '../../i18n';
import { DescriptionList } from '../../ui/DescriptionList';
import { HeaderRow } from '../../ui/HeaderRow';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { StatusChip } from '../../ui/StatusChip';
import { type AccountView, useHolderAccounts } from '../accounts';
import type { LinkedAccountView } from './api';
import { draftFrom, emptyDraft } from './draft';
import { LinkedAccountForm } from './LinkedAccountForm';
import { linkedAccountMessages } from './messages';

type OwnAccount = AccountView & { uuid: string };

/**
 * `/cadastrar-conta-bancaria`: the holder's account at another bank (one per holder). Registering it and
 * every later change wait for the back office's approval (`/aprovar-conta-bancaria`).
 */
export const LinkedAccountPage = () => {
    const t = useMessages(linkedAccountMessages);
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
            <Title title={t('linked_accounts.page.title')} />
            <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
                {t('linked_accounts.page.heading')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {t('linked_accounts.page.intro')}
            </Typography>
            {sent && (
                <Alert severity="success" sx={{ mb: 2 }} onClose={() => setSent(false)}>
                    {t('linked_accounts.page.sent')}
                </Alert>
            )}
            {load.status === 'loading' && <Loading label={t('linked_accounts.page.loading')} />}
            {load.status === 'error' && (
                <LoadFailed what={t('linked_accounts.page.load_failed')} onRetry={load.retry} />
            )}
            {load.status === 'ready' && load.data.accounts.length === 0 && (
                <Typography>{t('linked_accounts.page.no_account')}</Typography>
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
    const t = useMessages(linkedAccountMessages);
    const own = linked.own_account;
    return (
        <Box component="section" aria-labelledby="linked-account-title">
            <HeaderRow gap={1}>
                <Typography id="linked-account-title" variant="h6" component="h3">
                    {t('linked_accounts.card.title')}
                </Typography>
                <StatusChip vocabulary="linked_account" value={linked.status} />
            </HeaderRow>
            <Typography variant="body2" sx={{ mb: 2 }}>
                {t(`linked_accounts.card.status_text.${linked.status}`)}
            </Typography>
            {linked.status === 'rejected' && linked.reason && (
                <Alert severity="error" sx={{ mb: 2 }}>
                    {t('linked_accounts.card.reason', { reason: linked.reason })}
                </Alert>
            )}
            <DescriptionList
                label={t('linked_accounts.card.details')}
                pairs={[
                    [t('linked_accounts.card.bank'), `${linked.bank.code ?? '---'} · ${linked.bank.name}`],
                    [t('linked_accounts.card.branch_and_account'), linkedAccountText(linked)],
                    [t('linked_accounts.card.type'), LINKED_ACCOUNT_TYPE_LABELS[linked.type]],
                    [
                        t('linked_accounts.card.own_account'),
                        own
                            ? t('linked_accounts.card.own_account_value', {
                                  agency: own.agency ?? '----',
                                  number: own.number,
                                  digit: own.digit,
                              })
                            : t('linked_accounts.card.not_available'),
                    ],
                    [t('linked_accounts.card.sent_at'), formatDateTime(linked.updated_at)],
                    ...(linked.decided_at
                        ? [[t('linked_accounts.card.decided_at'), formatDateTime(linked.decided_at)] as const]
                        : []),
                ]}
            />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
                <Button variant="outlined" onClick={onEdit}>
                    {t('linked_accounts.card.edit')}
                </Button>
            </Box>
        </Box>
    );
};
