import CssBaseline from '@mui/material/CssBaseline';
import type { QueryClient } from '@tanstack/react-query';
import { type FunctionComponent, useState } from 'react';
import {
    AdminContext,
    CoreAdminUI,
    CustomRoutes,
    Resource,
    ResourceDefinitionContextProvider,
    type Store,
} from 'react-admin';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppError } from './app/AppError';
import { AppNotification } from './app/layout/AppNotification';
import { darkTheme, lightTheme } from './app/layout/theme';
import { RedirectToNotAuthorized, RedirectToNotFound } from './app/redirects';
import { layoutRoutes, outsideLayoutRoutes, RESOURCES } from './app/routes/elements';
import { LoggedOutOnly } from './app/routes/LoggedOutOnly';
import { prefetchListAt, preloadScreenAt } from './app/routes/preload';
import { RouteTableContext } from './app/routes/routeTableContext';
import { hasLiveSession, SessionGuard } from './app/routes/SessionGuard';
import { ROUTES } from './app/routes/table';
import { viewerOf } from './app/routes/useViewer';
import { seedStartupAnswers } from './app/startupAnswers';
import { authProvider } from './authProvider';
import { LoginPage } from './authProvider/login/LoginPage';
import { getUser } from './authProvider/session';
import { sessionStorageStore } from './authProvider/sessionStore';
import { currentBrand } from './brands';
import { dataProvider, preloadResourceMap } from './dataProvider';
import { createQueryClient } from './dataProvider/queryClient';
import { i18nProvider } from './i18n';
import { ShellLoading } from './ui/LoadStates';
import { preloadable } from './ui/preloadable';

const brand = currentBrand();
const HOME = ROUTES.find((route) => route.path === '/')?.screen as FunctionComponent | undefined;

/** The layout (app bar, side menu, page header) in its own chunk: /login does not need it. */
const { Component: Layout, preload: preloadLayout } = preloadable(
    () => import('./app/layout/Layout').then(({ Layout }) => Layout),
    ShellLoading,
);
const warmLayout = () => void preloadLayout();

/** A start-up with a session: its query cache, already holding what is known (startupAnswers.ts), and its code. */
export interface Startup {
    queryClient: QueryClient;
    /** Settles once the layout's and the screen's code are here. */
    code: Promise<unknown>;
    /** The page of the list fetched ahead, if the screen is one. */
    rows?: Promise<unknown>;
}

/**
 * At start-up with a session (a reload, a link opened in a new tab): the layout's code, the code of the screen at
 * this URL, the resource map its first call needs and, for a list, its first page are requested at once, in
 * parallel, rather than one after the other once each is needed. Without a session, returns nothing.
 */
export const startFirstScreen = (location: { pathname: string; search: string }): Startup | undefined => {
    // The session guard's own test: an expired or idle session goes to /login, with nothing to preload.
    const user = hasLiveSession() ? getUser() : null;
    if (!user) return undefined;
    const code = Promise.all([preloadLayout(), preloadScreenAt(location.pathname)]);
    preloadResourceMap();
    const firstList = prefetchListAt(location, viewerOf(user, brand));
    const queryClient = createQueryClient();
    seedStartupAnswers(queryClient, user, firstList);
    return { queryClient, code, rows: firstList?.answer };
};

/**
 * The resources as react-admin registers them, known from the first drawing: registered only once drawn, they
 * arrived as a change that drew the menu and the screen again.
 */
const RESOURCE_DEFINITIONS = Object.fromEntries(
    RESOURCES.map((resource) => [resource.name, Resource.registerResource(resource)]),
);

/**
 * /login loads only what it shows. The layout's code is fetched once the user starts typing or clicking, so it is
 * there when they sign in, without weighing on the login page's own load.
 */
const Login = () => (
    <LoggedOutOnly>
        <div onInput={warmLayout} onPointerDown={warmLayout}>
            <LoginPage />
        </div>
    </LoggedOutOnly>
);

const Portal = ({ store, queryClient }: { store: Store; queryClient: QueryClient }) => (
    <SessionGuard>
        <RouteTableContext value={ROUTES}>
            {/*
              react-admin's <Admin>, composed from its parts so that the bundle carries none of its defaults we
              replace (layout, login, error and loading pages, English messages).
            */}
            <AdminContext
                dataProvider={dataProvider}
                queryClient={queryClient}
                authProvider={authProvider}
                i18nProvider={i18nProvider}
                store={store}
                theme={lightTheme(brand)}
                darkTheme={darkTheme(brand)}
                defaultTheme="light"
            >
                <CssBaseline enableColorScheme>
                    <ResourceDefinitionContextProvider definitions={RESOURCE_DEFINITIONS}>
                        <CoreAdminUI
                            title={brand.title}
                            loginPage={Login}
                            layout={Layout}
                            dashboard={HOME}
                            loading={ShellLoading}
                            error={AppError}
                            accessDenied={RedirectToNotAuthorized}
                            catchAll={RedirectToNotFound}
                            requireAuth
                            disableTelemetry
                        >
                            <CustomRoutes noLayout>{outsideLayoutRoutes()}</CustomRoutes>
                            <CustomRoutes>{layoutRoutes()}</CustomRoutes>
                            {RESOURCES.map((resource) => (
                                <Resource key={resource.name} {...resource} />
                            ))}
                        </CoreAdminUI>
                    </ResourceDefinitionContextProvider>
                    <AppNotification />
                </CssBaseline>
            </AdminContext>
        </RouteTableContext>
    </SessionGuard>
);

/**
 * Paths are the spec's (`/tipos-contas`), so the app runs in a browser data router rather than react-admin's
 * default hash router. A data router keeps `navigate` stable, which react-admin's redirects rely on.
 */
export const App = ({ startup }: { startup?: Startup }) => {
    const [router] = useState(() =>
        createBrowserRouter([
            {
                path: '*',
                element: (
                    <Portal
                        store={sessionStorageStore()}
                        queryClient={startup?.queryClient ?? createQueryClient()}
                    />
                ),
            },
        ]),
    );
    return <RouterProvider router={router} />;
};
