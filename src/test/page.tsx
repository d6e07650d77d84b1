import Box from '@mui/material/Box';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { AdminContext } from 'react-admin';
import { createMemoryRouter, Route, RouterProvider, Routes, useLocation } from 'react-router-dom';
import { AppNotification } from '../app/layout/AppNotification';
import { PageHeader } from '../app/layout/PageHeader';
import { lightTheme } from '../app/layout/theme';
import { RedirectToNotAuthorized, RedirectToNotFound } from '../app/redirects';
import { layoutRoutes, outsideLayoutRoutes, resourceRoutes } from '../app/routes/elements';
import { LoggedOutOnly } from '../app/routes/LoggedOutOnly';
import { RouteTableContext } from '../app/routes/routeTableContext';
import { ROUTES } from '../app/routes/table';
import { authProvider } from '../authProvider';
import { LoginPage } from '../authProvider/login/LoginPage';
import { sessionStorageStore } from '../authProvider/sessionStore';
import { currentBrand } from '../brands';
import { dataProvider } from '../dataProvider';
import { createQueryClient } from '../dataProvider/queryClient';
import { i18nProvider } from '../i18n';
import { BalanceVisibilityButton } from '../ui/Money';

const HOME = ROUTES.find((route) => route.path === '/')?.screen;

/** The memory router's location, mirrored in `window.location` for tests that read where the page went. */
const LocationMirror = () => {
    const { pathname, search, hash } = useLocation();
    // After the commit, so a test that sees the new URL also sees the new page.
    useLayoutEffect(() => {
        window.history.replaceState(null, '', `${pathname}${search}${hash}`);
    }, [pathname, search, hash]);
    return null;
};

/**
 * One page of the portal as it runs inside the layout, without the layout's menu, app bar and timers: the
 * providers of <Admin> (data, auth, i18n, theme, the session's store), the page header (breadcrumbs and star)
 * with the balance-visibility button of the app bar, the table's routes (so the page's own links and redirects
 * land on their screens, react-admin's access-denied and catch-all as in the app) and the notice area.
 * Sign the user in first (`signIn` from ./session): the page checks the session's permissions. `queryClient`:
 * react-query's cache the page starts with (a fresh one by default).
 */
export const renderPage = (
    path: string,
    { queryClient = createQueryClient() }: { queryClient?: QueryClient } = {},
) => {
    const Home = HOME;
    const router = createMemoryRouter(
        [
            {
                path: '*',
                element: (
                    <RouteTableContext value={ROUTES}>
                        <AdminContext
                            dataProvider={dataProvider}
                            queryClient={queryClient}
                            authProvider={authProvider}
                            i18nProvider={i18nProvider}
                            store={sessionStorageStore()}
                            theme={lightTheme(currentBrand())}
                        >
                            <LocationMirror />
                            <BalanceVisibilityButton />
                            <Box component="main">
                                <PageHeader />
                                <Routes>
                                    {Home && <Route path="/" element={<Home />} />}
                                    <Route
                                        path="/login"
                                        element={
                                            <LoggedOutOnly>
                                                <LoginPage />
                                            </LoggedOutOnly>
                                        }
                                    />
                                    {layoutRoutes()}
                                    {outsideLayoutRoutes()}
                                    {resourceRoutes()}
                                    <Route path="/access-denied" element={<RedirectToNotAuthorized />} />
                                    <Route path="*" element={<RedirectToNotFound />} />
                                </Routes>
                            </Box>
                            <AppNotification />
                        </AdminContext>
                    </RouteTableContext>
                ),
            },
        ],
        { initialEntries: [path] },
    );
    window.history.replaceState({}, '', path);
    const view = render(<RouterProvider router={router} />);
    return { ...view, router };
};
