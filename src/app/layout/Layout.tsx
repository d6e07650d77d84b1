import type { ReactNode } from 'react';
import { AppBar, Layout as RaLayout, TitlePortal } from 'react-admin';
import { useSessionKeeper } from '../../authProvider/useSessionKeeper';
import { AppBarActions } from './AppBarActions';
import { AppMenu } from './AppMenu';
import { AppUserMenu } from './AppUserMenu';
import { PageHeader } from './PageHeader';

const AppAppBar = () => (
    <AppBar color="primary" userMenu={<AppUserMenu />} toolbar={<AppBarActions />}>
        {/* A size smaller on a phone, so that "Listagem de contas" fits beside the bell and the two menus. */}
        <TitlePortal sx={{ fontSize: { xs: '1.05rem', sm: '1.25rem' }, minWidth: 0 }} />
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
