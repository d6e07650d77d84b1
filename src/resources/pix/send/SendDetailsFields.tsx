import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Load } from '../../../dataProvider/hooks';
import { formatBRL } from '../../../domain/money';
import { useMessages } from '../../../i18n';
import { LoadFailed } from '../../../ui/LoadStates';
import { Balance } from '../../../ui/Money';
import { MoneyField } from '../../../ui/MoneyField';
import type { PixLimits } from '../api';
import { pixSendMessages } from './messages';
import { MESSAGE_MAX } from './sendDetails';
import type { DetailsState } from './useSendDetails';

interface Props {
    state: DetailsState;
    balance: number;
    limits: Load<PixLimits>;
    /** A charge's amount: shown, not typed. */
    fixedAmount?: number | null;
    allowSchedule?: boolean;
    allowFavorite?: boolean;
}

/** Balance and limit, then amount, message, date and "Salvar nos favoritos": the second half of each form. */
export const SendDetailsFields = ({
    state,
    balance,
    limits,
    fixedAmount,
    allowSchedule = true,
    allowFavorite = false,
}: Props) => {
    const t = useMessages(pixSendMessages);
    const { details, errors, limit, change } = state;
    return (
        <Box sx={{ display: 'grid', gap: 1 }}>
            <Box
                component="section"
                aria-label={t('pix_send.details.balance_and_limit')}
                sx={{ color: 'text.secondary' }}
            >
                <Typography variant="body2">
                    {t('pix_send.details.balance')} <Balance cents={balance} />
                </Typography>
                {limits.status === 'loading' && (
                    <Typography variant="body2">{t('pix_send.details.limit_loading')}</Typography>
                )}
                {limits.status === 'error' && (
                    <LoadFailed what={t('pix_send.details.limit_what')} onRetry={limits.retry} />
                )}
                {limit && (
                    <Typography variant="body2">
                        {t('pix_send.details.limit', { max: formatBRL(limit.max), label: limit.label })}
                    </Typography>
                )}
            </Box>
            {fixedAmount != null ? (
                <Typography aria-live="polite">
                    {t('pix_send.details.fixed_amount')} <strong>{formatBRL(fixedAmount)}</strong>{' '}
                    {t('pix_send.details.fixed_by_recipient')}
                    {errors.amount && (
                        <Typography component="span" color="error" display="block">
                            {errors.amount}
                        </Typography>
                    )}
                </Typography>
            ) : (
                <MoneyField
                    label={t('pix_send.amount')}
                    value={details.amount}
                    onChange={(cents) => change({ amount: cents }, 'amount')}
                    error={errors.amount}
                />
            )}
            <TextField
                label={t('pix_send.details.message')}
                value={details.message}
                onChange={(e) => change({ message: e.target.value }, 'message')}
                error={!!errors.message}
                helperText={errors.message ?? `${details.message.length}/${MESSAGE_MAX}`}
                multiline
                minRows={2}
                fullWidth
            />
            {allowSchedule && (
                <FormControlLabel
                    control={
                        <Checkbox
                            checked={details.schedule}
                            onChange={(e) => change({ schedule: e.target.checked, date: '' }, 'date')}
                        />
                    }
                    label={t('pix_send.details.schedule')}
                />
            )}
            {allowSchedule && details.schedule && (
                <TextField
                    type="date"
                    label={t('pix_send.details.date')}
                    value={details.date}
                    onChange={(e) => change({ date: e.target.value }, 'date')}
                    error={!!errors.date}
                    helperText={errors.date ?? t('pix_send.details.date_help')}
                    slotProps={{ inputLabel: { shrink: true } }}
                    sx={{ maxWidth: 260 }}
                />
            )}
            {allowFavorite && (
                <FormControlLabel
                    control={
                        <Checkbox
                            checked={details.saveFavorite}
                            onChange={(e) => change({ saveFavorite: e.target.checked })}
                        />
                    }
                    label={t('pix_send.details.save_favorite')}
                />
            )}
        </Box>
    );
};
