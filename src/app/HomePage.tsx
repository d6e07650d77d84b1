import AppsOutlined from '@mui/icons-material/AppsOutlined';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { getUser } from '../authProvider/session';
import { appText } from '../i18n';
import { HomeSummary } from '../resources/accounts/HomeSummary';
import { RegistrationStatusCards } from '../resources/documents/RegistrationStatusCard';
import { userStanding } from './layout/userStanding';
import { buildMenu, type MenuSection, realEntries } from './routes/menu';
import { useRouteTable } from './routes/routeTableContext';
import { useViewer } from './routes/useViewer';

const greeting = (hour: number) =>
    appText(
        hour < 12
            ? 'app.shell.greeting.morning'
            : hour < 18
              ? 'app.shell.greeting.afternoon'
              : 'app.shell.greeting.evening',
    );

/** One shortcut group: the menu group's icon and name, then its pages. */
const ShortcutGroup = ({ section }: { section: MenuSection }) => {
    const Icon = section.icon ?? AppsOutlined;
    const label = section.label ?? appText('app.shell.shortcuts_general');
    const id = `shortcuts-${section.group ?? 'general'}`;
    return (
        <Card variant="outlined" component="section" aria-labelledby={id} sx={{ height: '100%' }}>
            <CardContent sx={{ pb: 1, '&:last-child': { pb: 1 } }}>
                <Typography
                    id={id}
                    variant="subtitle1"
                    component="h3"
                    sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 600 }}
                >
                    <Icon color="primary" fontSize="small" />
                    {label}
                </Typography>
                <List dense disablePadding>
                    {section.entries.map((entry) => (
                        <ListItem key={entry.to} disablePadding>
                            <ListItemButton
                                component={Link}
                                to={entry.to ?? '/'}
                                sx={{ borderRadius: 1, px: 1 }}
                            >
                                <ListItemText primary={entry.label} />
                                <ArrowForwardIcon color="primary" fontSize="small" />
                            </ListItemButton>
                        </ListItem>
                    ))}
                </List>
            </CardContent>
        </Card>
    );
};

/**
 * The shortcuts, grouped as the side menu groups them (its groups, icons and order): the pages with a real
 * screen only. The top-level pages make one group of their own.
 */
const useShortcuts = (): MenuSection[] => {
    const viewer = useViewer();
    const table = useRouteTable();
    return useMemo(() => {
        const sections = realEntries(buildMenu([...table], [], viewer));
        const general = sections.filter((section) => section.group === null).flatMap((s) => s.entries);
        const groups = sections.filter((section) => section.group !== null);
        return general.length > 0 ? [{ group: null, entries: general }, ...groups] : groups;
    }, [table, viewer]);
};

/** `/`: who is signed in, their balance and movements (or the bank's figures for staff), and shortcuts. */
export const HomePage = () => {
    const user = getUser();
    const shortcuts = useShortcuts();

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
                {[userStanding(user), user?.bank].filter(Boolean).join(' · ')}
            </Typography>
            <RegistrationStatusCards />
            <HomeSummary />
            <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
                {appText('app.shell.shortcuts')}
            </Typography>
            <Grid container spacing={2} sx={{ mb: 3 }}>
                {shortcuts.map((section) => (
                    <Grid key={section.group ?? 'general'} size={{ xs: 12, sm: 6, lg: 4 }}>
                        <ShortcutGroup section={section} />
                    </Grid>
                ))}
            </Grid>
        </>
    );
};
