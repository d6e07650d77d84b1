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
import { PublicFrame } from './frames';

const CHOICES = [
    {
        to: '/registro-pf',
        title: 'Pessoa física',
        text: 'Uma conta no seu nome, com seu CPF.',
        Icon: Person,
    },
    {
        to: '/registro-pj',
        title: 'Pessoa jurídica',
        text: 'A conta da empresa, com CNPJ, sócios e representante.',
        Icon: Business,
    },
    {
        to: '/registro-empreendedor',
        title: 'Empreendedor (MEI)',
        text: 'Para o microempreendedor individual, titular único da empresa.',
        Icon: Storefront,
    },
    {
        to: '/registro-menor',
        title: 'Conta de menor',
        text: 'Para um menor de 18 anos, aberta pelo responsável que já é cliente.',
        Icon: ChildCare,
    },
] as const;

/** /registro, open without a session: which account to open. */
export const RegistrationChooserPage = () => (
    <PublicFrame title="Abra sua conta">
        <Typography component="h2" variant="subtitle1" sx={{ mb: 2 }}>
            Que conta você quer abrir?
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
                                <Typography variant="subtitle1" component="span" sx={{ display: 'block' }}>
                                    {title}
                                </Typography>
                                <Typography variant="body2" color="text.secondary">
                                    {text}
                                </Typography>
                            </Box>
                        </CardContent>
                    </CardActionArea>
                </Card>
            ))}
        </Box>
    </PublicFrame>
);
