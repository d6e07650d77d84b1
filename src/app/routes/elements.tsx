import { Resource, type ResourceProps } from 'react-admin';
import { Route, Routes, useLocation } from 'react-router-dom';
import * as accountTypes from '../../resources/accountTypes/routes';
import * as boletos from '../../resources/boletos/routes';
import { PublicComingSoonPage } from '../PublicComingSoonPage';
import { RedirectToNotFound } from '../redirects';
import { LoggedOutOnly } from './LoggedOutOnly';
import { routeFinder } from './match';
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

const findLayoutRoute = routeFinder(inLayout);

/**
 * The layout page at this URL, found in the table and drawn under a route of its own (for its parameters), or
 * the 404 page. One route stands for the whole table in react-admin's routes: with a route per page, React
 * Router sorted some 250 patterns again each time react-admin drew its routes (several times per reload).
 */
const LayoutPage = () => {
    const route = findLayoutRoute(useLocation().pathname);
    if (!route) return <RedirectToNotFound />;
    return (
        <Routes>
            <Route path={route.path} element={<RouteScreen route={route} />} />
        </Routes>
    );
};

/** react-admin's resources, its home page and its error pages rank before this catch-all route. */
export const layoutRoutes = () => [<Route key="layout-pages" path="*" element={<LayoutPage />} />];

/** Each resource's list, create and edit routes, as <Admin> mounts them (for page tests, which have no <Admin>). */
export const resourceRoutes = () =>
    RESOURCES.map((resource) => (
        <Route key={resource.name} path={`/${resource.name}/*`} element={<Resource {...resource} />} />
    ));
