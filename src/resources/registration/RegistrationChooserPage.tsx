import Business from '@mui/icons-material/Business';
import ChildCare from '@mui/icons-material/ChildCare';
import Person from '@mui/icons-material/Person';
import Storefront from '@mui/icons-material/Storefront';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useMessages } from '../../i18n';
import { PublicFrame } from './frames';
import { registrationMessages } from './messages';

const CHOICES = [
    {
        to: '/registro-pf',
        title: 'registration.chooser.person.title',
        text: 'registration.chooser.person.text',
        Icon: Person,
    },
    {
        to: '/registro-pj',
        title: 'registration.chooser.company.title',
        text: 'registration.chooser.company.text',
        Icon: Business,
    },
    {
        to: '/registro-empreendedor',
        title: 'registration.chooser.entrepreneur.title',
        text: 'registration.chooser.entrepreneur.text',
        Icon: Storefront,
    },
    {
        to: '/registro-menor',
        title: 'registration.chooser.minor.title',
        text: 'registration.chooser.minor.text',
        Icon: ChildCare,
    },
] as const;

/** /registro, open without a session: which account to open. */
export const RegistrationChooserPage = () => {
    const t = useMessages(registrationMessages);
    return (
        <PublicFrame title={t('registration.chooser.title')}>
            <Typography component="h2" variant="subtitle1" sx={{ mb: 2 }}>
                {t('registration.chooser.question')}
            </Typography>
            <Box
                component="ul"
                sx={{
                    display: 'grid',
                    gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                    gap: 2,
                    p: 0,
                    m: 0,
                    listStyle: 'none',
                }}
            >
                {CHOICES.map(({ to, title, text, Icon }) => (
                    <Card key={to} component="li" variant="outlined">
                        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
                            <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                                <Icon color="primary" aria-hidden />
                                <Box>
                                    <Typography
                                        variant="subtitle1"
                                        component="span"
                                        sx={{ display: 'block' }}
                                    >
                                        {t(title)}
                                    </Typography>
                                    <Typography variant="body2" color="text.secondary">
                                        {t(text)}
                                    </Typography>
                                </Box>
                            </CardContent>
                        </CardActionArea>
                    </Card>
                ))}
            </Box>
        </PublicFrame>
    );
};
