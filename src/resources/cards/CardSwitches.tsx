import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useVerb } from '../../dataProvider/hooks';
import { isLostResponse } from '../../http/client';
import { useMessages } from '../../i18n';
import { NOT_CONFIRMED, useConfirmation } from '../../ui/useConfirmation';
import { type CardSwitch, type CardView, settingsOf } from './api';
import { cardMessages } from './messages';

/** The switches in their order; each one's label and notices are under `cards.switches.<name>`. */
const SWITCHES: readonly CardSwitch[] = ['contactless', 'online_purchases', 'international'];

interface Props {
    card: CardView;
    run: (task: () => Promise<void>) => Promise<void>;
    onChanged: (card: CardView) => void;
}

/**
 * The card's switches, each saved as soon as it is flipped. The switch shows its new position while the bank
 * answers; a refusal puts it back (the notice with its code comes from the http layer).
 */
export const CardSwitches = ({ card, run, onChanged }: Props) => {
    const t = useMessages(cardMessages);
    const [pending, setPending] = useState<{ name: CardSwitch; value: boolean } | null>(null);
    const notify = useNotify();
    const headingId = `card-${card.id}-settings`;
    const saveSettings = useVerb<CardView>('cartoes', 'settings');

    // Each flip is its own confirmation: a lost answer is asked again with the same key.
    const confirmation = useConfirmation();
    const flip = (name: CardSwitch, value: boolean, done: string) =>
        run(async () => {
            setPending({ name, value });
            try {
                onChanged(
                    await confirmation.send((key) =>
                        saveSettings.mutateAsync({
                            id: card.id,
                            data: { ...settingsOf(card), [name]: value },
                            idempotencyKey: key,
                        }),
                    ),
                );
                notify(done, { type: 'success' });
            } catch (failure) {
                // Back to what the bank holds.
                if (isLostResponse(failure)) notify(NOT_CONFIRMED, { type: 'warning' });
            } finally {
                confirmation.renew();
                setPending(null);
            }
        });

    return (
        <div>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography id={headingId} variant="subtitle2" component="h3">
                    {t('cards.switches.title')}
                </Typography>
                <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                    {pending && (
                        <>
                            <CircularProgress size={14} aria-hidden />
                            <Typography variant="caption" color="text.secondary">
                                {t('cards.switches.saving')}
                            </Typography>
                        </>
                    )}
                </Box>
            </Box>
            <FormGroup aria-labelledby={headingId}>
                {SWITCHES.map((name) => {
                    const checked = pending?.name === name ? pending.value : card[name];
                    return (
                        <FormControlLabel
                            key={name}
                            label={t(`cards.switches.${name}.label`)}
                            control={
                                <Switch
                                    checked={checked}
                                    onChange={(event) => {
                                        const value = event.target.checked;
                                        void flip(
                                            name,
                                            value,
                                            t(`cards.switches.${name}.${value ? 'on' : 'off'}`),
                                        );
                                    }}
                                />
                            }
                        />
                    );
                })}
            </FormGroup>
        </div>
    );
};
