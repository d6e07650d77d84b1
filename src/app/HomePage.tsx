import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { getUser } from '../authProvider/session';
import { appText } from '../i18n';
import { HomeSummary } from '../resources/accounts/HomeSummary';
import { RegistrationStatusCards } from '../resources/documents/RegistrationStatusCard';
import { canOpen, hasScreen } from './routes/access';
import { useRouteTable } from './routes/routeTableContext';
import { routeTitle } from './routes/routeTitle';
import { useViewer } from './routes/useViewer';

const greeting = (hour: number) =>
    appText(
        hour < 12
            ? 'app.shell.greeting.morning'
            : hour < 18
              ? 'app.shell.greeting.afternoon'
              : 'app.shell.greeting.evening',
    );

/** `/`: who is signed in, their balance and movements (or the bank's figures for staff), and shortcuts. */
export const HomePage = () => {
    const user = getUser();
    const viewer = useViewer();
    // First-level pages only: a step inside an area (a send flow, an upload page) is reached from its area.
    const shortcuts = useRouteTable().filter(
        (route) =>
            hasScreen(route) &&
            !route.outsideLayout &&
            !route.parent &&
            !route.notShortcut &&
            route.path !== '/' &&
            !route.path.includes(':') &&
            canOpen(route, viewer),
    );

    return (
        <>
            <Title title={appText('app.shell.home')} />
            <Typography variant="h5" component="h2">
                {appText('app.shell.greeting_name', {
                    greeting: greeting(new Date().getHours()),
                    name: user?.name.split(' ')[0] ?? '',
                })}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
                {[user?.userRole, user?.bank].filter(Boolean).join(' · ')}
            </Typography>
            <RegistrationStatusCards />
            <HomeSummary />
            <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
                {appText('app.shell.shortcuts')}
            </Typography>
            <Grid container spacing={2} sx={{ mb: 3 }}>
                {shortcuts.map((route) => (
                    <Grid key={route.path} size={{ xs: 12, sm: 6, lg: 4 }}>
                        <Card variant="outlined">
                            <CardActionArea component={Link} to={route.path}>
                                <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                                    <Typography variant="subtitle1" sx={{ flex: 1 }}>
                                        {routeTitle(route)}
                                    </Typography>
                                    <ArrowForwardIcon color="primary" fontSize="small" />
                                </CardContent>
                            </CardActionArea>
                        </Card>
                    </Grid>
                ))}
            </Grid>
        </>
    );
};
