import TextField from '@mui/material/TextField';
import { RECHARGE_REASON_MAX } from '../../../domain/recharges';
import { useMessages } from '../../../i18n';
import { rechargeMessages } from './messages';

/** Why staff move the money (a manual recharge, an administrative transfer): shown on both statements. */
export const ReasonField = ({
    value,
    onChange,
    error,
}: {
    value: string;
    onChange: (reason: string) => void;
    error?: string;
}) => {
    const t = useMessages(rechargeMessages);
    return (
        <TextField
            label={t('recharges.reason')}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            error={!!error}
            helperText={error ?? t('recharges.reason_help')}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: RECHARGE_REASON_MAX } }}
        />
    );
};
