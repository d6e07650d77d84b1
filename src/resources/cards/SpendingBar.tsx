import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useMessages } from '../../i18n';
import { Balance } from '../../ui/Money';
import { cardMessages } from './messages';

/** How much of the limit is used, 0–100. A zero limit with nothing spent is 0 %. */
export const usedPercent = (spent: number, limit: number) =>
    limit <= 0 ? (spent > 0 ? 100 : 0) : Math.min(100, Math.round((spent / limit) * 100));

/**
 * The month's spending against the monthly limit. The amounts are the user's money: they hide with the
 * balances (the bar's proportion alone says nothing of the amounts).
 */
export const SpendingBar = ({ id, spent, limit }: { id: string; spent: number; limit: number }) => {
    const t = useMessages(cardMessages);
    const used = usedPercent(spent, limit);
    return (
        <Box>
            <Typography id={id} variant="subtitle2" component="h3">
                {t('cards.spending.title')}
            </Typography>
            <LinearProgress
                variant="determinate"
                value={used}
                color={used >= 100 ? 'error' : used >= 80 ? 'warning' : 'primary'}
                aria-labelledby={id}
                aria-valuetext={t('cards.spending.used', { used })}
                sx={{ height: 8, borderRadius: 4, my: 1 }}
            />
            <Box
                sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    justifyContent: 'space-between',
                    columnGap: 2,
                    typography: 'body2',
                }}
            >
                <span>
                    {t('cards.spending.spent')} <Balance cents={spent} />
                </span>
                <span>
                    {t('cards.spending.limit')} <Balance cents={limit} />
                </span>
            </Box>
            <Typography variant="body2" color="text.secondary">
                {t('cards.spending.available')} <Balance cents={Math.max(0, limit - spent)} />
            </Typography>
        </Box>
    );
};
