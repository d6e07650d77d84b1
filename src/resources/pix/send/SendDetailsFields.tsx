import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Load } from '../../../dataProvider/hooks';
import { formatBRL } from '../../../domain/money';
import { LoadFailed } from '../../../ui/LoadStates';
import { Balance } from '../../../ui/Money';
import { MoneyField } from '../../../ui/MoneyField';
import type { PixLimits } from '../api';
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
    const { details, errors, limit, change } = state;
    return (
        <Box sx={{ display: 'grid', gap: 1 }}>
            <Box component="section" aria-label="Saldo e limite" sx={{ color: 'text.secondary' }}>
                <Typography variant="body2">
                    Saldo disponível: <Balance cents={balance} />
                </Typography>
                {limits.status === 'loading' && (
                    <Typography variant="body2">Consultando seu limite Pix…</Typography>
                )}
                {limits.status === 'error' && <LoadFailed what="seu limite Pix" onRetry={limits.retry} />}
                {limit && (
                    <Typography variant="body2">
                        Limite para este Pix: {formatBRL(limit.max)} (limite {limit.label})
                    </Typography>
                )}
            </Box>
            {fixedAmount != null ? (
                <Typography aria-live="polite">
                    Valor: <strong>{formatBRL(fixedAmount)}</strong> (definido pelo recebedor)
                    {errors.amount && (
                        <Typography component="span" color="error" display="block">
                            {errors.amount}
                        </Typography>
                    )}
                </Typography>
            ) : (
                <MoneyField
                    label="Valor"
                    value={details.amount}
                    onChange={(cents) => change({ amount: cents }, 'amount')}
                    error={errors.amount}
                />
            )}
            <TextField
                label="Mensagem para o recebedor (opcional)"
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
                    label="Agendar para outra data"
                />
            )}
            {allowSchedule && details.schedule && (
                <TextField
                    type="date"
                    label="Data do Pix"
                    value={details.date}
                    onChange={(e) => change({ date: e.target.value }, 'date')}
                    error={!!errors.date}
                    helperText={errors.date ?? 'Uma data a partir de amanhã.'}
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
                    label="Salvar nos favoritos"
                />
            )}
        </Box>
    );
};
