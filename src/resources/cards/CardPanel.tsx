import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import TuneIcon from '@mui/icons-material/Tune';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { cardName } from '../../domain/cards';
import { useMessages } from '../../i18n';
import { useBusy } from '../../ui/useBusy';
import { type CardView, cardAccountLabel } from './api';
import { BlockDialog } from './BlockDialog';
import { CardFace } from './CardFace';
import { CardSwitches } from './CardSwitches';
import { LimitDialog } from './LimitDialog';
import { cardMessages } from './messages';
import { SpendingBar } from './SpendingBar';

interface Props {
    card: CardView;
    onChanged: (card: CardView) => void;
    onStale: () => void;
}

/**
 * One card: its face, the month's spending, its switches and actions. One call at a time per card: while a
 * switch, the limit or a block is being saved, the card's other controls do nothing (they stay enabled, so
 * the keyboard focus is never lost to a control that turned disabled under it).
 */
export const CardPanel = ({ card, onChanged, onStale }: Props) => {
    const t = useMessages(cardMessages);
    const { busy, run } = useBusy();
    const [dialog, setDialog] = useState<'limit' | 'block' | null>(null);
    /** Kept while the block dialog fades out, after the card's status has changed. */
    const [blockAction, setBlockAction] = useState<'block' | 'unblock'>('block');
    const name = cardName(card);
    const account = cardAccountLabel(card);
    const dialogProps = { card, busy, run, onChanged, onStale, onClose: () => setDialog(null) };

    return (
        <Card component="section" aria-label={name} variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
                <CardFace card={card} />
                {account && (
                    <Typography variant="body2" color="text.secondary" align="center" sx={{ mt: 1.5 }}>
                        {t('cards.panel.account', { account })}
                    </Typography>
                )}
                {card.status === 'canceled' ? (
                    <Alert severity="info" variant="outlined" sx={{ mt: 2 }}>
                        {t('cards.panel.canceled')}
                    </Alert>
                ) : (
                    <Stack spacing={2} sx={{ mt: 2 }}>
                        <SpendingBar
                            id={`card-${card.id}-spending`}
                            spent={card.spent_this_month}
                            limit={card.monthly_limit}
                        />
                        <CardSwitches card={card} run={run} onChanged={onChanged} />
                    </Stack>
                )}
            </CardContent>
            {card.status !== 'canceled' && (
                <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
                    <Button variant="outlined" startIcon={<TuneIcon />} onClick={() => setDialog('limit')}>
                        {t('cards.panel.change_limit')}
                    </Button>
                    <Button
                        variant="outlined"
                        color={card.status === 'blocked' ? 'primary' : 'error'}
                        startIcon={card.status === 'blocked' ? <LockOpenIcon /> : <LockIcon />}
                        onClick={() => {
                            setBlockAction(card.status === 'blocked' ? 'unblock' : 'block');
                            setDialog('block');
                        }}
                        sx={{ ml: '0 !important' }}
                    >
                        {t(card.status === 'blocked' ? 'cards.actions.unblock' : 'cards.actions.block')}
                    </Button>
                </CardActions>
            )}
            <LimitDialog {...dialogProps} open={dialog === 'limit'} />
            <BlockDialog {...dialogProps} action={blockAction} open={dialog === 'block'} />
        </Card>
    );
};
