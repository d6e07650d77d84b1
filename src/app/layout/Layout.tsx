import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import Chip from '@mui/material/Chip';
import type { ReactNode } from 'react';
import {
    AppBar,
    LoadingIndicator,
    Logout,
    MenuItemLink,
    Layout as RaLayout,
    TitlePortal,
    ToggleThemeButton,
    UserMenu,
} from 'react-admin';
import { useSessionKeeper } from '../../authProvider/useSessionKeeper';
import { USES_SANDBOX } from '../../config';
import { appText, useAppTranslate } from '../../i18n';
import { BalanceVisibilityButton } from '../../ui/Money';
import { AppMenu } from './AppMenu';
import { NotificationsBell } from './NotificationsBell';
import { PageHeader } from './PageHeader';
import { ResetSandboxMenuItem } from './ResetSandboxMenuItem';
import { StarredPagesButton } from './StarredPagesButton';

const AppUserMenu = () => (
    <UserMenu>
        <MenuItemLink
            to="/perfil"
            primaryText={appText('app.shell.my_profile')}
            leftIcon={<PersonOutlineIcon />}
        />
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
                color: 'rgba(0, 0, 0, 0.87)',
                display: { xs: 'none', md: 'flex' },
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
                <NotificationsBell />
                <BalanceVisibilityButton />
                <StarredPagesButton />
                <ToggleThemeButton />
                <LoadingIndicator />
            </>
        }
    >
        <TitlePortal />
    </AppBar>
);

export const Layout = ({ children }: { children: ReactNode }) => {
    useSessionKeeper();
    return (
        <RaLayout appBar={AppAppBar} menu={AppMenu}>
            <PageHeader />
            {children}
        </RaLayout>
    );
};
