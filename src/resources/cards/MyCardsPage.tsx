import AddCardIcon from '@mui/icons-material/AddCard';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title } from 'react-admin';
import { useMessages } from '../../i18n';
import { HeaderRow } from '../../ui/HeaderRow';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { CardPanel } from './CardPanel';
import { cardMessages } from './messages';
import { useCards } from './useCards';
import { VirtualCardDialog } from './VirtualCardDialog';

/**
 * `/m-cartoes`: the holder's own cards. Each drawn as it looks, with the month's spending against its limit,
 * switches saved as they are flipped, the limit, blocking and unblocking (confirmed with the password), and
 * new virtual cards.
 */
export const MyCardsPage = () => {
    const t = useMessages(cardMessages);
    const { status, cards, accounts, retry, replace, add } = useCards();
    const [creating, setCreating] = useState(false);
    const canCreate = status === 'ready' && accounts.length > 0;

    return (
        <Box sx={{ py: 2 }}>
            <Title title={t('cards.page.title')} />
            <HeaderRow>
                <Typography variant="h5" component="h2">
                    {t('cards.page.title')}
                </Typography>
                {canCreate && (
                    <Button variant="contained" startIcon={<AddCardIcon />} onClick={() => setCreating(true)}>
                        {t('cards.actions.create_virtual')}
                    </Button>
                )}
            </HeaderRow>
            {status === 'loading' && <Loading label={t('cards.page.loading')} shape="figures" />}
            {status === 'error' && <LoadFailed what={t('cards.page.what')} onRetry={retry} />}
            {status === 'ready' && cards.length === 0 && (
                <Box sx={{ py: 2 }}>
                    <Typography>{t('cards.page.empty')}</Typography>
                    <Typography variant="body2" color="text.secondary">
                        {t(canCreate ? 'cards.page.empty_can_create' : 'cards.page.empty_ask_bank')}
                    </Typography>
                </Box>
            )}
            <Grid container spacing={2}>
                {cards.map((card) => (
                    <Grid key={card.id} size={{ xs: 12, md: 6, xl: 4 }}>
                        <CardPanel card={card} onChanged={replace} onStale={retry} />
                    </Grid>
                ))}
            </Grid>
            {canCreate && (
                <VirtualCardDialog
                    open={creating}
                    accounts={accounts}
                    cards={cards}
                    onClose={() => setCreating(false)}
                    onCreated={add}
                />
            )}
        </Box>
    );
};
