import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMessages } from '../../../i18n';
import { registrationMessages } from '../messages';

interface Props {
    labels: readonly string[];
    active: number;
    /** Steps before this index were completed (the ones before `active` can be opened again). */
    reached: number;
    onOpen: (index: number) => void;
}

/** The steps across the top; on a narrow screen, "Etapa 3 de 8" with a bar instead. */
export const WizardStepper = ({ labels, active, reached, onOpen }: Props) => {
    const t = useMessages(registrationMessages);
    const theme = useTheme();
    const compact = useMediaQuery(theme.breakpoints.down('md'));
    if (compact) {
        return (
            <Box sx={{ mb: 2 }}>
                <Typography variant="body2" color="text.secondary">
                    {t('registration.wizard.step_of', { step: active + 1, total: labels.length })}
                </Typography>
                <LinearProgress
                    variant="determinate"
                    value={((active + 1) / labels.length) * 100}
                    aria-label={t('registration.wizard.step_of_label', {
                        step: active + 1,
                        total: labels.length,
                        label: labels[active],
                    })}
                    sx={{ mt: 0.5, borderRadius: 1 }}
                />
            </Box>
        );
    }
    return (
        <Stepper
            activeStep={active}
            alternativeLabel
            nonLinear
            sx={{ mb: 3 }}
            aria-label={t('registration.wizard.steps')}
        >
            {labels.map((label, index) => (
                <Step key={label} completed={index < reached && index !== active}>
                    {index < active ? (
                        <StepButton onClick={() => onOpen(index)}>{label}</StepButton>
                    ) : (
                        <StepLabel>{label}</StepLabel>
                    )}
                </Step>
            ))}
        </Stepper>
    );
};
