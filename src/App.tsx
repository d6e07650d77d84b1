import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ptBR } from 'date-fns/locale/pt-BR';
import { Suspense, useState } from 'react';
import { Admin, CustomRoutes, Loading, Resource, type Store } from 'react-admin';
import { createBrowserRouter, Route, RouterProvider } from 'react-router-dom';
import { authProvider } from './authProvider';
import { LoginPage } from './authProvider/login/LoginPage';
import { sessionStorageStore } from './authProvider/sessionStore';
import { currentBrand } from './brands';
import { lazyScreen } from './components/lazyScreen';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { AppNotification } from './layout/AppNotification';
import { Layout } from './layout/Layout';
import { darkTheme, lightTheme } from './layout/theme';
import { RedirectToNotAuthorized, RedirectToNotFound } from './pages/redirects';
import { accountTypes } from './resources/accountTypes';
import { LoggedOutOnly } from './routes/LoggedOutOnly';
import { OUTSIDE_LAYOUT_ROUTES } from './routes/publicRoutes';
import { SessionGuard } from './routes/SessionGuard';

const brand = currentBrand();
const HomePage = lazyScreen(() => import('./pages/HomePage'), 'HomePage');

const Login = () => (
    <LoggedOutOnly>
        <LoginPage />
    </LoggedOutOnly>
);

const Portal = ({ store }: { store: Store }) => (
    <SessionGuard>
        <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={ptBR}>
            <Admin
                title={brand.title}
                dataProvider={dataProvider}
                authProvider={authProvider}
                i18nProvider={i18nProvider}
                store={store}
                loginPage={Login}
                layout={Layout}
                dashboard={HomePage}
                notification={AppNotification}
                accessDenied={RedirectToNotAuthorized}
                catchAll={RedirectToNotFound}
                theme={lightTheme(brand)}
                darkTheme={darkTheme(brand)}
                defaultTheme="light"
                requireAuth
                disableTelemetry
            >
                <CustomRoutes noLayout>
                    {OUTSIDE_LAYOUT_ROUTES.map(({ path, screen: Screen, loggedOutOnly }) => {
                        const page = (
                            <Suspense fallback={<Loading />}>
                                <Screen />
                            </Suspense>
                        );
                        return (
                            <Route
                                key={path}
                                path={path}
                                element={loggedOutOnly ? <LoggedOutOnly>{page}</LoggedOutOnly> : page}
                            />
                        );
                    })}
                </CustomRoutes>
                <Resource {...accountTypes} />
            </Admin>
        </LocalizationProvider>
    </SessionGuard>
);

/**
 * Paths are the spec's (`/tipos-contas`), so the app runs in a browser data router rather than react-admin's
 * default hash router. A data router keeps `navigate` stable, which react-admin's redirects rely on.
 */
export const App = () => {
    const [router] = useState(() =>
        createBrowserRouter([{ path: '*', element: <Portal store={sessionStorageStore()} /> }]),
    );
    return <RouterProvider router={router} />;
};
