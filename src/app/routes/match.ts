import { matchRoutes } from 'react-router-dom';
import { appText } from '../../i18n';
import { ROUTES } from './table';
import type { RouteDef } from './types';

const byPath = new Map(ROUTES.map((route) => [route.path, route]));
const patterns = ROUTES.map((route) => ({ path: route.path }));

/** The table's route for a URL path (react-router's ranking: `/tipos-contas/create` before `/:id`). */
export const findRoute = (pathname: string): RouteDef | undefined => {
    const match = matchRoutes(patterns, pathname)?.[0];
    return match ? byPath.get(match.route.path) : undefined;
};

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
