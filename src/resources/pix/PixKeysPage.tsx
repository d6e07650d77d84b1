import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Confirm, Title, useNotify } from 'react-admin';
import { asLoad, useVerb } from '../../dataProvider/hooks';
import { formatDate } from '../../domain/dates';
import { PIX_KEY_LIMITS } from '../../domain/pix';
import { PIX_KEY_LABELS } from '../../domain/pixKeys';
import { useMessages } from '../../i18n';
import { HeaderRow } from '../../ui/HeaderRow';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { StatusChip } from '../../ui/StatusChip';
import { type AccountView, accountLabel } from '../accounts';
import type { PixKeyView } from './api';
import { useCopy } from './copy';
import { describePixKey, formatPixKey } from './keyFormat';
import { pixMessages } from './messages';
import { NewKeyDialog } from './NewKeyDialog';
import { PixAccountGate } from './PixAccountGate';
import { useAccountKeys } from './useActiveKeys';

const KeyItem = ({ pixKey, onDelete }: { pixKey: PixKeyView; onDelete: () => void }) => {
    const t = useMessages(pixMessages);
    const copy = useCopy();
    const shown = formatPixKey(pixKey.type, pixKey.key);
    return (
        <ListItem
            divider
            sx={{ px: 0, gap: 1, flexWrap: 'wrap' }}
            aria-label={describePixKey(pixKey.type, pixKey.key)}
        >
            <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                <Typography variant="caption" color="text.secondary" component="p">
                    {t('pix.keys.since', {
                        type: PIX_KEY_LABELS[pixKey.type],
                        date: formatDate(pixKey.created_at),
                    })}
                </Typography>
                <Typography sx={{ overflowWrap: 'anywhere', fontWeight: 500 }}>{shown}</Typography>
            </Box>
            <StatusChip vocabulary="pix_key" value={pixKey.status} />
            <Box sx={{ display: 'flex' }}>
                <Tooltip title={t('pix.keys.copy')}>
                    <IconButton
                        aria-label={t('pix.keys.copy_named', { key: shown })}
                        onClick={() => copy(pixKey.key, t('pix.keys.copied', { key: shown }))}
                    >
                        <ContentCopyIcon />
                    </IconButton>
                </Tooltip>
                <Tooltip title={t('pix.keys.delete')}>
                    <IconButton aria-label={t('pix.keys.delete_named', { key: shown })} onClick={onDelete}>
                        <DeleteIcon />
                    </IconButton>
                </Tooltip>
            </Box>
        </ListItem>
    );
};

/** A claim or portability under way is checked again this often, until the key turns active. */
const PENDING_POLL_MS = 10_000;

const KeysPanel = ({ account }: { account: AccountView }) => {
    const t = useMessages(pixMessages);
    const notify = useNotify();
    // A claim or portability under way: the list is read again until every key is active.
    const [polling, setPolling] = useState(false);
    const query = useAccountKeys(account.id, undefined, {
        refetchInterval: polling ? PENDING_POLL_MS : false,
    });
    const keys = asLoad(query);
    const deleteKey = useVerb('pix-chaves', 'remove');
    const [adding, setAdding] = useState(false);
    const [deleting, setDeleting] = useState<PixKeyView | null>(null);
    const [busy, setBusy] = useState(false);
    const reload = () => void query.refetch();

    const remove = async () => {
        if (!deleting) return;
        setBusy(true);
        try {
            await deleteKey.mutateAsync({ id: deleting.id });
            notify(t('pix.keys.deleted', { key: formatPixKey(deleting.type, deleting.key) }), {
                type: 'success',
            });
            reload();
        } catch {
            // The http layer showed the failure with its code.
        } finally {
            setBusy(false);
            setDeleting(null);
        }
    };

    // A reload keeps the list on screen until the new one arrives.
    const last = useRef<PixKeyView[] | null>(null);
    if (keys.status === 'ready') last.current = keys.data;
    const list = last.current ?? [];
    const pending = list.some((key) => key.status !== 'active');
    // A failed read stops the polling: its notice is shown once and the list offers its retry.
    useEffect(() => setPolling(pending && keys.status === 'ready'), [pending, keys.status]);
    const limit = PIX_KEY_LIMITS[account.holder?.type ?? 'natural'];
    return (
        <>
            <HeaderRow>
                <Typography color="text.secondary">
                    {last.current
                        ? t('pix.keys.account_count', {
                              account: accountLabel(account),
                              count: list.length,
                              limit,
                          })
                        : t('pix.common.account_line', { account: accountLabel(account) })}
                </Typography>
                <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
                    {t('pix.keys.add')}
                </Button>
            </HeaderRow>
            {keys.status === 'loading' && !last.current && <Loading label={t('pix.common.loading_keys')} />}
            {keys.status === 'error' && <LoadFailed what={t('pix.common.your_keys')} onRetry={keys.retry} />}
            {last.current && list.length === 0 && (
                <Typography color="text.secondary" sx={{ py: 2 }}>
                    {t('pix.keys.empty')}
                </Typography>
            )}
            {list.length > 0 && (
                <List aria-label={t('pix.keys.title')} disablePadding>
                    {list.map((key) => (
                        <KeyItem key={key.id} pixKey={key} onDelete={() => setDeleting(key)} />
                    ))}
                </List>
            )}
            <NewKeyDialog
                open={adding}
                account={account}
                onClose={() => setAdding(false)}
                onSaved={(_, message) => {
                    notify(message, { type: 'success' });
                    reload();
                }}
            />
            <Confirm
                isOpen={deleting !== null}
                loading={busy}
                title={t('pix.keys.confirm_title')}
                content={
                    deleting
                        ? t('pix.keys.confirm_content', { key: describePixKey(deleting.type, deleting.key) })
                        : ''
                }
                confirm={t('pix.keys.confirm')}
                cancel={t('pix.common.cancel')}
                confirmColor="warning"
                onConfirm={remove}
                onClose={() => setDeleting(null)}
            />
        </>
    );
};

/** `/pix-keys`: the selected account's Pix keys, to register, claim, copy and delete. */
export const PixKeysPage = () => {
    const t = useMessages(pixMessages);
    return (
        <Box sx={{ py: 2, maxWidth: 840 }}>
            <Title title={t('pix.keys.title')} />
            <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
                {t('pix.keys.heading')}
            </Typography>
            <PixAccountGate>{(account) => <KeysPanel account={account} />}</PixAccountGate>
        </Box>
    );
};
