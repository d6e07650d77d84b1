import ConstructionIcon from '@mui/icons-material/Construction';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { appText } from '../i18n';

/** A route of the spec whose area is not built yet: said plainly, never a fake screen. */
export const ComingSoonPage = ({ title }: { title: string }) => (
    <>
        <Title title={title} />
        <Card sx={{ mt: 2, maxWidth: 640 }}>
            <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                <ConstructionIcon color="warning" sx={{ fontSize: 40 }} />
                <div>
                    <Typography variant="h5" component="h2" gutterBottom>
                        {appText('app.shell.coming_soon')}
                    </Typography>
                    <Typography color="text.secondary">
                        {appText('app.shell.coming_soon_text', { title })}
                    </Typography>
                </div>
            </CardContent>
        </Card>
    </>
);
