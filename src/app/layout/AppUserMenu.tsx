import AccountCircle from '@mui/icons-material/AccountCircle';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useId, useMemo, useState } from 'react';
import { Logout, UserMenuContextProvider, useGetIdentity, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { getUser } from '../../authProvider/session';
import { USES_SANDBOX } from '../../config';
import { appText } from '../../i18n';
import { ResetSandboxMenuItem } from './ResetSandboxMenuItem';
import { userStanding } from './userStanding';

const Who = ({ name, standing }: { name: string; standing: string }) => (
    <Box
        component="span"
        sx={{ display: 'flex', flexDirection: 'column', textAlign: 'start', lineHeight: 1.2 }}
    >
        <Typography component="span" variant="body2" sx={{ fontWeight: 500, lineHeight: 'inherit' }}>
            {name}
        </Typography>
        <Typography component="span" variant="caption" sx={{ opacity: 0.85, lineHeight: 'inherit' }}>
            {standing}
        </Typography>
    </Box>
);

/**
 * The user menu: who is signed in and what they are to the bank (staff: their role; a holder: pessoa física or
 * jurídica), their profile, the sandbox reset and sign-out. From 600 px the name shows in the app bar; narrower,
 * an icon, and the name heads the menu.
 */
export const AppUserMenu = () => {
    const translate = useTranslate();
    const label = translate('ra.auth.user_menu');
    const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
    const { identity } = useGetIdentity();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const onClose = useCallback(() => setAnchor(null), []);
    const context = useMemo(() => ({ onClose }), [onClose]);
    const menuId = useId();
    const name = identity?.fullName ?? '';
    const standing = userStanding(getUser());
    const icon = identity?.avatar ? (
        <Avatar src={identity.avatar} alt="" sx={{ width: 24, height: 24 }} />
    ) : (
        <AccountCircle />
    );
    const opener = {
        'aria-label': label,
        'aria-haspopup': 'menu' as const,
        'aria-controls': anchor ? menuId : undefined,
        'aria-expanded': anchor ? ('true' as const) : undefined,
        color: 'inherit' as const,
        onClick: (e: React.MouseEvent<HTMLElement>) => setAnchor(e.currentTarget),
    };
    return (
        <>
            {wide && name ? (
                <Button {...opener} startIcon={icon} sx={{ textTransform: 'none', ml: 0.5 }}>
                    <Who name={name} standing={standing} />
                </Button>
            ) : (
                <Tooltip title={label}>
                    <IconButton {...opener}>{icon}</IconButton>
                </Tooltip>
            )}
            <UserMenuContextProvider value={context}>
                <Menu
                    id={menuId}
                    disableScrollLock
                    anchorEl={anchor}
                    open={!!anchor}
                    onClose={onClose}
                    anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                    transformOrigin={{ vertical: 'top', horizontal: 'right' }}
                >
                    {!wide && name && (
                        <ListSubheader sx={{ py: 1, lineHeight: 1.3 }}>
                            <Who name={name} standing={standing} />
                        </ListSubheader>
                    )}
                    <MenuItem component={Link} to="/perfil" onClick={onClose}>
                        <ListItemIcon>
                            <PersonOutlineIcon fontSize="small" />
                        </ListItemIcon>
                        <ListItemText>{appText('app.shell.my_profile')}</ListItemText>
                    </MenuItem>
                    {USES_SANDBOX && <ResetSandboxMenuItem />}
                    <Logout />
                </Menu>
            </UserMenuContextProvider>
        </>
    );
};
