import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import {
    AppBar,
    LoadingIndicator,
    Logout,
    Menu,
    Layout as RaLayout,
    TitlePortal,
    ToggleThemeButton,
    UserMenu,
} from 'react-admin';
import { useSessionKeeper } from '../authProvider/useSessionKeeper';
import { PRODUCT_VERSION, USES_SANDBOX } from '../config';
import { useAppTranslate } from '../i18n';
import { ResetSandboxMenuItem } from './ResetSandboxMenuItem';

const AppUserMenu = () => (
    <UserMenu>
        {USES_SANDBOX && <ResetSandboxMenuItem />}
        <Logout />
    </UserMenu>
);

const SandboxBadge = () => {
    const translate = useAppTranslate();
    return (
        <Chip
            size="small"
            label={translate('app.sandbox.badge')}
            sx={{
                mr: 1,
                bgcolor: 'warning.light',
                color: 'warning.contrastText',
                display: { xs: 'none', sm: 'flex' },
            }}
        />
    );
};

const AppAppBar = () => (
    <AppBar
        color="primary"
        userMenu={<AppUserMenu />}
        toolbar={
            <>
                {USES_SANDBOX && <SandboxBadge />}
                <ToggleThemeButton />
                <LoadingIndicator />
            </>
        }
    >
        <TitlePortal />
    </AppBar>
);

const AppMenu = () => {
    const translate = useAppTranslate();
    return (
        <Menu>
            <Menu.DashboardItem primaryText="Início" />
            <Menu.ResourceItems />
            <Typography variant="caption" color="text.secondary" sx={{ px: 2, py: 1, mt: 'auto' }}>
                {translate('app.version', { version: PRODUCT_VERSION })}
            </Typography>
        </Menu>
    );
};

export const Layout = ({ children }: { children: ReactNode }) => {
    useSessionKeeper();
    return (
        <RaLayout appBar={AppAppBar} menu={AppMenu}>
            {children}
        </RaLayout>
    );
};
