import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useMessages } from '../../../i18n';
import { DescriptionList } from '../../../ui/DescriptionList';
import { registrationMessages } from '../messages';
import type { WizardStep } from './types';

interface Props<D> {
    steps: readonly WizardStep<D>[];
    draft: D;
    onChange: (index: number) => void;
}

/** Everything typed, step by step, each with a way back to change it. */
export const ReviewStep = <D,>({ steps, draft, onChange }: Props<D>) => {
    const t = useMessages(registrationMessages);
    return (
        <Box sx={{ display: 'grid', gap: 2 }}>
            <Typography color="text.secondary">{t('registration.wizard.check')}</Typography>
            {steps.map((step, index) => {
                const pairs = step.review(draft);
                if (pairs.length === 0) return null;
                return (
                    <Box key={step.id} component="section" aria-labelledby={`review-${step.id}`}>
                        <Box
                            sx={{
                                display: 'flex',
                                alignItems: 'center',
                                justifyContent: 'space-between',
                                gap: 1,
                            }}
                        >
                            <Typography id={`review-${step.id}`} variant="subtitle1" component="h3">
                                {step.label}
                            </Typography>
                            <Button
                                size="small"
                                onClick={() => onChange(index)}
                                aria-label={t('registration.wizard.change_label', { step: step.label })}
                            >
                                {t('registration.wizard.change')}
                            </Button>
                        </Box>
                        <DescriptionList pairs={pairs} label={step.label} />
                        <Divider sx={{ mt: 1 }} />
                    </Box>
                );
            })}
        </Box>
    );
};
