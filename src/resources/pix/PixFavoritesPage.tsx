import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Confirm, Title, useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import { useAllRows } from '../../dataProvider/allRows';
import { asLoad, useVerb } from '../../dataProvider/hooks';
import { textOf, useMessages } from '../../i18n';
import { HeaderRow } from '../../ui/HeaderRow';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import type { PixFavorite } from './api';
import { FavoriteDialog } from './FavoriteDialog';
import { favoriteDestination, payWithKeyPath } from './favorites';
import { pixMessages } from './messages';

const text = textOf(pixMessages);

/** Who receives today (the dictionary's answer for a key), or why the favourite can no longer be paid. */
const recipientLine = (favorite: PixFavorite) => {
    if (favorite.available === false) return text('pix.favorites.gone');
    const recipient = favorite.recipient;
    return recipient ? `${recipient.name} · ${recipient.document_masked}` : '';
};

const FavoriteItem = ({ favorite, onRemove }: { favorite: PixFavorite; onRemove: () => void }) => {
    const t = useMessages(pixMessages);
    return (
        <ListItem divider sx={{ px: 0, gap: 1, flexWrap: 'wrap' }} aria-label={favorite.name}>
            <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{favorite.name}</Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {favoriteDestination(favorite)}
                </Typography>
                <Typography
                    variant="caption"
                    component="p"
                    color={favorite.available === false ? 'warning.main' : 'text.secondary'}
                    sx={{ overflowWrap: 'anywhere' }}
                >
                    {recipientLine(favorite)}
                </Typography>
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                {/* Only /pix-key-manual takes a recipient from the link (?chave=); bank data is typed there. */}
                {favorite.key && favorite.available !== false && (
                    <Button
                        component={Link}
                        to={payWithKeyPath(favorite.key)}
                        size="small"
                        variant="outlined"
                        startIcon={<SendIcon />}
                        aria-label={t('pix.favorites.pay_named', { name: favorite.name })}
                    >
                        {t('pix.favorites.pay')}
                    </Button>
                )}
                <Tooltip title={t('pix.favorites.remove')}>
                    <IconButton
                        aria-label={t('pix.favorites.remove_named', { name: favorite.name })}
                        onClick={onRemove}
                    >
                        <DeleteIcon />
                    </IconButton>
                </Tooltip>
            </Box>
        </ListItem>
    );
};

/** `/pix-favorites`: saved recipients, to pay again, add and remove. */
export const PixFavoritesPage = () => {
    const t = useMessages(pixMessages);
    const notify = useNotify();
    const query = useAllRows<PixFavorite>('pix-favoritos', {});
    const favorites = asLoad(query);
    const deleteFavorite = useVerb('pix-favoritos', 'remove');
    const [adding, setAdding] = useState(false);
    const [removing, setRemoving] = useState<PixFavorite | null>(null);
    const [busy, setBusy] = useState(false);
    const reload = () => void query.refetch();

    const remove = async () => {
        if (!removing) return;
        setBusy(true);
        try {
            await deleteFavorite.mutateAsync({ id: removing.id });
            notify(t('pix.favorites.removed', { name: removing.name }), { type: 'success' });
            reload();
        } catch {
            // The http layer showed the failure with its code.
        } finally {
            setBusy(false);
            setRemoving(null);
        }
    };

    return (
        <Box sx={{ py: 2, maxWidth: 840 }}>
            <Title title={t('pix.favorites.title')} />
            <HeaderRow>
                <Typography variant="h5" component="h2">
                    {t('pix.common.favorites')}
                </Typography>
                <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
                    {t('pix.common.new_favorite')}
                </Button>
            </HeaderRow>
            {favorites.status === 'loading' && <Loading label={t('pix.favorites.loading')} />}
            {favorites.status === 'error' && (
                <LoadFailed what={t('pix.favorites.what')} onRetry={favorites.retry} />
            )}
            {favorites.status === 'ready' && favorites.data.length === 0 && (
                <Typography color="text.secondary" sx={{ py: 2 }}>
                    {t('pix.favorites.empty')}
                </Typography>
            )}
            {favorites.status === 'ready' && favorites.data.length > 0 && (
                <List aria-label={t('pix.favorites.list')} disablePadding>
                    {favorites.data.map((favorite) => (
                        <FavoriteItem
                            key={favorite.id}
                            favorite={favorite}
                            onRemove={() => setRemoving(favorite)}
                        />
                    ))}
                </List>
            )}
            <FavoriteDialog
                open={adding}
                onClose={() => setAdding(false)}
                onSaved={(favorite) => {
                    notify(t('pix.favorites.saved', { name: favorite.name }), { type: 'success' });
                    reload();
                }}
            />
            <Confirm
                isOpen={removing !== null}
                loading={busy}
                title={t('pix.favorites.confirm_title')}
                content={
                    removing
                        ? t('pix.favorites.confirm_content', {
                              name: removing.name,
                              destination: favoriteDestination(removing),
                          })
                        : ''
                }
                confirm={t('pix.favorites.confirm')}
                cancel={t('pix.common.cancel')}
                onConfirm={remove}
                onClose={() => setRemoving(null)}
            />
        </Box>
    );
};
