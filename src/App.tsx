import type { QueryClient } from '@tanstack/react-query';
import { type FunctionComponent, useState } from 'react';
import { Admin, CustomRoutes, Resource, type Store } from 'react-admin';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppNotification } from './app/layout/AppNotification';
import { Layout } from './app/layout/Layout';
import { darkTheme, lightTheme } from './app/layout/theme';
import { RedirectToNotAuthorized, RedirectToNotFound } from './app/redirects';
import { layoutRoutes, outsideLayoutRoutes, RESOURCES } from './app/routes/elements';
import { LoggedOutOnly } from './app/routes/LoggedOutOnly';
import { RouteTableContext } from './app/routes/routeTableContext';
import { SessionGuard } from './app/routes/SessionGuard';
import { ROUTES } from './app/routes/table';
import { authProvider } from './authProvider';
import { LoginPage } from './authProvider/login/LoginPage';
import { sessionStorageStore } from './authProvider/sessionStore';
import { currentBrand } from './brands';
import { dataProvider } from './dataProvider';
import { createQueryClient } from './dataProvider/queryClient';
import { i18nProvider } from './i18n';
import { ShellLoading } from './ui/LoadStates';

const brand = currentBrand();
const HOME = ROUTES.find((route) => route.path === '/')?.screen as FunctionComponent | undefined;

const Login = () => (
    <LoggedOutOnly>
        <LoginPage />
    </LoggedOutOnly>
);

const Portal = ({ store, queryClient }: { store: Store; queryClient: QueryClient }) => (
    <SessionGuard>
        <RouteTableContext value={ROUTES}>
            <Admin
                title={brand.title}
                dataProvider={dataProvider}
                queryClient={queryClient}
                authProvider={authProvider}
                i18nProvider={i18nProvider}
                store={store}
                loginPage={Login}
                loading={ShellLoading}
                layout={Layout}
                dashboard={HOME}
                notification={AppNotification}
                accessDenied={RedirectToNotAuthorized}
                catchAll={RedirectToNotFound}
                theme={lightTheme(brand)}
                darkTheme={darkTheme(brand)}
                defaultTheme="light"
                requireAuth
                disableTelemetry
            >
                <CustomRoutes noLayout>{outsideLayoutRoutes()}</CustomRoutes>
                <CustomRoutes>{layoutRoutes()}</CustomRoutes>
                {RESOURCES.map((resource) => (
                    <Resource key={resource.name} {...resource} />
                ))}
            </Admin>
        </RouteTableContext>
    </SessionGuard>
);

/**
 * Paths are the spec's (`/tipos-contas`), so the app runs in a browser data router rather than react-admin's
 * default hash router. A data router keeps `navigate` stable, which react-admin's redirects rely on.
 */
export const App = () => {
    const [router] = useState(() =>
        createBrowserRouter([
            {
                path: '*',
                element: <Portal store={sessionStorageStore()} queryClient={createQueryClient()} />,
            },
        ]),
    );
    return <RouterProvider router={router} />;
};
