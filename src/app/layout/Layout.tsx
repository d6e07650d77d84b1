import { memo, type ReactNode } from 'react';
import { AppBar, Layout as RaLayout, TitlePortal } from 'react-admin';
import { useSessionKeeper } from '../../authProvider/useSessionKeeper';
import { AppBarActions } from './AppBarActions';
import { AppMenu } from './AppMenu';
import { AppUserMenu } from './AppUserMenu';
import { PageHeader } from './PageHeader';

// The app bar, the menu and the page header draw from their own state (the user, the URL, the stores); memo keeps
// them out of the layout's other renders: react-admin renders the layout again as the resources register, the
// session is checked and the page's title arrives, and each of those drew the whole side menu again.
const AppAppBar = memo(() => (
    <AppBar color="primary" userMenu={<AppUserMenu />} toolbar={<AppBarActions />}>
        {/* A size smaller on a phone, so that "Listagem de contas" fits beside the bell and the two menus. */}
        <TitlePortal sx={{ fontSize: { xs: '1.05rem', sm: '1.25rem' }, minWidth: 0 }} />
    </AppBar>
));
const Menu = memo(AppMenu);
const Header = memo(PageHeader);

export const Layout = ({ children }: { children: ReactNode }) => {
    useSessionKeeper();
    return (
        <RaLayout appBar={AppAppBar} menu={Menu}>
            <Header />
            {children}
        </RaLayout>
    );
};
