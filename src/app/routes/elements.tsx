import { Resource, type ResourceProps } from 'react-admin';
import { Route } from 'react-router-dom';
import * as accountTypes from '../../resources/accountTypes/routes';
import * as boletos from '../../resources/boletos/routes';
import { PublicComingSoonPage } from '../PublicComingSoonPage';
import { LoggedOutOnly } from './LoggedOutOnly';
import { RouteScreen } from './RouteScreen';
import { ROUTES } from './table';

/** The react-admin resources, registered by <Admin> in the app and mounted by path in page tests. */
export const RESOURCES: ResourceProps[] = [...accountTypes.resources, ...boletos.resources];

/** Pages outside the layout (besides /login, which react-admin serves): public pages and error pages. */
const outsideLayout = ROUTES.filter((route) => route.outsideLayout && route.path !== '/login');
/** Layout pages that are not react-admin resources nor the home page: each behind its permission check. */
const inLayout = ROUTES.filter((route) => !route.outsideLayout && !route.resource && route.path !== '/');

export const outsideLayoutRoutes = () =>
    outsideLayout.map(({ path, title, screen: Screen, loggedOutOnly }) => {
        // A screen brings its own placeholder while its code loads (lazyScreen).
        const page = Screen ? <Screen /> : <PublicComingSoonPage title={title} />;
        return (
            <Route
                key={path}
                path={path}
                element={loggedOutOnly ? <LoggedOutOnly>{page}</LoggedOutOnly> : page}
            />
        );
    });

export const layoutRoutes = () =>
    inLayout.map((route) => (
        <Route key={route.path} path={route.path} element={<RouteScreen route={route} />} />
    ));

/** Each resource's list, create and edit routes, as <Admin> mounts them (for page tests, which have no <Admin>). */
export const resourceRoutes = () =>
    RESOURCES.map((resource) => (
        <Route key={resource.name} path={`/${resource.name}/*`} element={<Resource {...resource} />} />
    ));
