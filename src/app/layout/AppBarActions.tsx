import Brightness4Icon from '@mui/icons-material/Brightness4';
import Brightness7Icon from '@mui/icons-material/Brightness7';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import RefreshIcon from '@mui/icons-material/Refresh';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem, { type MenuItemProps } from '@mui/material/MenuItem';
import type { Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId, useState } from 'react';
import {
    LoadingIndicator,
    ToggleThemeButton,
    useLoading,
    useRefresh,
    useTheme,
    useThemesContext,
    useTranslate,
} from 'react-admin';
import { USES_SANDBOX } from '../../config';
import { appText, useMessages } from '../../i18n';
import { BalanceVisibilityButton, useBalanceVisible } from '../../ui/Money';
import { uiMessages } from '../../ui/messages';
import { layoutMessages } from './messages';
import { NotificationsBell } from './NotificationsBell';
import { StarredPagesButton, useStarredPageItems } from './StarredPagesButton';

const SandboxBadge = () => (
    <Chip
        size="small"
        label={appText('app.sandbox.badge')}
        sx={{
            mr: 1,
            bgcolor: 'warning.light',
            color: 'rgba(0, 0, 0, 0.87)',
            display: { xs: 'none', md: 'flex' },
        }}
    />
);

/** A menu entry; the rest of its props (MenuList's `autoFocus` for the first one) reach the MenuItem. */
const Item = ({ icon, label, ...props }: { icon: ReactNode; label: string } & MenuItemProps) => (
    <MenuItem {...props}>
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText>{label}</ListItemText>
    </MenuItem>
);

/** On a phone: the app bar's secondary actions in one menu, so the page title keeps its room. */
const MoreOptionsMenu = () => {
    const t = useMessages(layoutMessages);
    const ui = useMessages(uiMessages);
    const translate = useTranslate();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const close = () => setAnchor(null);
    const [balanceVisible, setBalanceVisible] = useBalanceVisible();
    const { darkTheme } = useThemesContext();
    const [theme, setTheme] = useTheme();
    const refresh = useRefresh();
    const starred = useStarredPageItems(close);
    const menuId = useId();
    const then = (action: () => void) => () => {
        action();
        close();
    };
    return (
        <>
            <Tooltip title={t('layout.more')}>
                <IconButton
                    color="inherit"
                    aria-label={t('layout.more')}
                    aria-haspopup="menu"
                    aria-controls={anchor ? menuId : undefined}
                    aria-expanded={anchor ? 'true' : undefined}
                    onClick={(e) => setAnchor(e.currentTarget)}
                >
                    <MoreVertIcon />
                </IconButton>
            </Tooltip>
            <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={close}>
                <Item
                    icon={balanceVisible ? <VisibilityOffIcon /> : <VisibilityIcon />}
                    label={ui(balanceVisible ? 'ui.balance.hide' : 'ui.balance.show')}
                    onClick={then(() => setBalanceVisible(!balanceVisible))}
                />
                {darkTheme && (
                    <Item
                        icon={theme === 'dark' ? <Brightness7Icon /> : <Brightness4Icon />}
                        label={translate('ra.action.toggle_theme')}
                        onClick={then(() => setTheme(theme === 'dark' ? 'light' : 'dark'))}
                    />
                )}
                <Item icon={<RefreshIcon />} label={translate('ra.action.refresh')} onClick={then(refresh)} />
                <Divider />
                <ListSubheader>{appText('app.shell.starred')}</ListSubheader>
                {starred}
            </Menu>
        </>
    );
};

/** Takes no room until something loads: on a phone the refresh button lives in "Mais opções". */
const BusySpinner = () =>
    useLoading() ? <CircularProgress color="inherit" size={16} thickness={6} sx={{ mx: 1 }} /> : null;

/**
 * The app bar's actions. From 900 px: the sandbox badge, bell, balance switch, starred pages, theme and refresh.
 * Narrower (a phone, or a tablet where the user menu shows the name): the bell stays, the rest go into "Mais opções".
 */
export const AppBarActions = () => {
    const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
    if (!wide) {
        return (
            <>
                <BusySpinner />
                <NotificationsBell />
                <MoreOptionsMenu />
            </>
        );
    }
    return (
        <>
            {USES_SANDBOX && <SandboxBadge />}
            <NotificationsBell />
            <BalanceVisibilityButton />
            <StarredPagesButton />
            <ToggleThemeButton />
            <LoadingIndicator />
        </>
    );
};
