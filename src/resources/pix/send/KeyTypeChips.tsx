import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { PIX_KEY_LABELS, PIX_KEY_TYPES, type PixKeyType } from '../../../domain/pixKeys';
import { useMessages } from '../../../i18n';
import { pixSendMessages } from './messages';

interface Props {
    type: PixKeyType;
    detected: PixKeyType;
    onChoose: (type: PixKeyType | null) => void;
}

/** The key's type as a row of chips: the detected one lit up, any other a click away (a radio group). */
export const KeyTypeChips = ({ type, detected, onChoose }: Props) => {
    const t = useMessages(pixSendMessages);
    return (
        <Box sx={{ mt: 1 }}>
            <Box
                role="radiogroup"
                aria-label={t('pix_send.key_page.key_type')}
                sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
            >
                {PIX_KEY_TYPES.map((option) => {
                    const checked = option === type;
                    return (
                        <Chip
                            key={option}
                            role="radio"
                            aria-checked={checked}
                            label={PIX_KEY_LABELS[option]}
                            color={checked ? 'primary' : 'default'}
                            variant={checked ? 'filled' : 'outlined'}
                            size="small"
                            onClick={() => onChoose(option === detected ? null : option)}
                        />
                    );
                })}
            </Box>
            <Typography variant="caption" color="text.secondary">
                {type === detected
                    ? t('pix_send.key_page.type_detected', { type: PIX_KEY_LABELS[type] })
                    : t('pix_send.key_page.type_chosen', { type: PIX_KEY_LABELS[type] })}
            </Typography>
        </Box>
    );
};
