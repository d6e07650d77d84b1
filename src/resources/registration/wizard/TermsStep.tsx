import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { Load } from '../../../dataProvider/hooks';
import { formatDate } from '../../../domain/dates';
import { useMessages } from '../../../i18n';
import { LoadFailed, Loading } from '../../../ui/LoadStates';
import type { TermsOfUse } from '../api';
import { registrationMessages } from '../messages';

interface Props {
    terms: Load<TermsOfUse>;
    accepted: boolean;
    onAccept: (accepted: boolean) => void;
    error?: string;
}

/** The terms of use in a scrollable box, and their acceptance. */
export const TermsStep = ({ terms, accepted, onAccept, error }: Props) => {
    const t = useMessages(registrationMessages);
    if (terms.status === 'loading')
        return <Loading label={t('registration.wizard.terms_loading')} shape="detail" />;
    if (terms.status === 'error')
        return <LoadFailed what={t('registration.wizard.terms_what')} onRetry={terms.retry} />;
    const { title, version, published_at, sections } = terms.data;
    return (
        <Box>
            <Box
                role="region"
                aria-label={title}
                tabIndex={0}
                sx={{
                    maxHeight: 320,
                    overflowY: 'auto',
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    p: 2,
                    mb: 1,
                }}
            >
                <Typography variant="subtitle1" component="h3">
                    {title}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                    {t('registration.wizard.terms_version', { version, date: formatDate(published_at) })}
                </Typography>
                {sections.map((section) => (
                    <Box key={section.heading} sx={{ mt: 1.5 }}>
                        <Typography variant="subtitle2" component="h4">
                            {section.heading}
                        </Typography>
                        <Typography variant="body2">{section.text}</Typography>
                    </Box>
                ))}
            </Box>
            <FormControlLabel
                control={<Checkbox checked={accepted} onChange={(e) => onAccept(e.target.checked)} />}
                label={t('registration.wizard.terms_accept')}
            />
            {error && <FormHelperText error>{error}</FormHelperText>}
        </Box>
    );
};
