import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { statusLabel } from '../../domain/statuses';
import { useMessages } from '../../i18n';
import { DescriptionList } from '../../ui/DescriptionList';
import { FocusedHeading } from '../../ui/FocusedHeading';
import { registrationMessages } from './messages';
import type { Registration, RegistrationMode } from './wizard/types';

interface Props {
    registration: Registration;
    mode: RegistrationMode;
    holder: string;
    /** Who signs in (public): the login page opens with it filled. */
    username?: string;
    restart: () => void;
}

/** The end of a wizard: the account opened, the documents still to send, and where to go next. */
export const RegistrationResult = ({ registration, mode, holder, username, restart }: Props) => {
    const t = useMessages(registrationMessages);
    const { account, required_documents: documents } = registration;
    return (
        <Box sx={{ display: 'grid', gap: 2 }}>
            <FocusedHeading component="h2">{t('registration.result.title')}</FocusedHeading>
            <Alert severity="success">
                {mode === 'staff' ? t('registration.result.staff') : t('registration.result.public')}
            </Alert>
            <DescriptionList
                label={t('registration.result.account')}
                pairs={[
                    [t('registration.result.holder'), holder],
                    [t('registration.result.agency'), account.agency],
                    [t('registration.result.number'), `${account.number}-${account.digit}`],
                    [t('registration.result.status'), statusLabel('entity', account.status)],
                ]}
            />
            {documents.length > 0 && (
                <Box component="section" aria-labelledby="required-documents">
                    <Typography id="required-documents" variant="subtitle1" component="h3">
                        {t('registration.result.documents')}
                    </Typography>
                    <Box component="ul" sx={{ m: 0, pl: 3 }}>
                        {documents.map((document) => (
                            <li key={document.label}>
                                <Typography variant="body2">{document.label}</Typography>
                            </li>
                        ))}
                    </Box>
                </Box>
            )}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                {mode === 'staff' ? (
                    <>
                        <Button
                            variant="contained"
                            component={RouterLink}
                            to={`/upload-de-documentos?person=${registration.person_id}`}
                        >
                            {t('registration.result.send_documents')}
                        </Button>
                        <Button onClick={restart}>{t('registration.result.another')}</Button>
                    </>
                ) : (
                    <Button variant="contained" component={RouterLink} to="/login" state={{ username }}>
                        {t('registration.result.sign_in')}
                    </Button>
                )}
            </Box>
        </Box>
    );
};
