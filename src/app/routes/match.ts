import { matchRoutes } from 'react-router-dom';
import { appText } from '../../i18n';
import { ROUTES } from './table';
import type { RouteDef } from './types';

const byPath = new Map(ROUTES.map((route) => [route.path, route]));

/**
 * A finder of the route for a URL path among `routes`, with react-router's ranking (`/tipos-contas/create`
 * before `/:id`). react-router sorts every pattern again on each call, which costs milliseconds over the whole
 * table: a path that is a route's own is looked up at once (a static path always wins the ranking), and the
 * last answer is kept, since the shell asks for the same URL many times.
 */
export const routeFinder = (routes: readonly RouteDef[]) => {
    const own = new Map(routes.map((route) => [route.path, route]));
    const patterns = routes.map((route) => ({ path: route.path }));
    let last: { pathname: string; route: RouteDef | undefined } | undefined;
    return (pathname: string): RouteDef | undefined => {
        if (last?.pathname !== pathname) {
            const match = own.has(pathname) ? undefined : matchRoutes(patterns, pathname)?.[0];
            last = { pathname, route: own.get(match ? match.route.path : pathname) };
        }
        return last.route;
    };
};

/** The table's route for a URL path. */
export const findRoute = routeFinder(ROUTES);

export const routeByPath = (path: string): RouteDef | undefined => byPath.get(path);

export interface Crumb {
    label: string;
    to?: string;
}

/** Home › parent › page (spec 1 §2); a resource's create and edit pages hang under its list. */
export const breadcrumbsFor = (pathname: string, title: (route: RouteDef) => string): Crumb[] => {
    const home: Crumb = { label: appText('app.shell.home'), to: '/' };
    if (pathname === '/') return [{ label: home.label }];
    let route = findRoute(pathname);
    const trail: Crumb[] = [];
    if (!route) {
        const resource = ROUTES.find((r) => r.resource && pathname.startsWith(`${r.path}/`));
        if (!resource) return [home];
        trail.push({
            label: appText(pathname.endsWith('/create') ? 'app.shell.crumb_create' : 'app.shell.crumb_edit'),
        });
        trail.unshift({ label: title(resource), to: resource.path });
        route = resource.parent ? byPath.get(resource.parent) : undefined;
    } else {
        trail.push({ label: title(route) });
        route = route.parent ? byPath.get(route.parent) : undefined;
    }
    while (route && route.path !== '/') {
        trail.unshift({ label: title(route), to: route.path });
        route = route.parent ? byPath.get(route.parent) : undefined;
    }
    return [home, ...trail];
};
