import type { GetListResult } from 'react-admin';
import { storedItem } from '../../authProvider/sessionStore';
import { type ListRequest, prefetchList } from '../../dataProvider';
import * as accountTypes from '../../resources/accountTypes/routes';
import * as boletos from '../../resources/boletos/routes';
import { preloadScreen } from '../../ui/lazyScreen';
import { firstListRequest } from '../../ui/lists/listPrefetch';
import { canOpen, type Viewer } from './access';
import { RESOURCES } from './elements';
import { findRoute } from './match';

/** The list screens whose first page is worth fetching before their code has arrived. */
const LISTS = [...accountTypes.lists, ...boletos.lists];

/**
 * The code of the screen at this URL, requested at start-up: it downloads while the session is checked and the
 * layout is drawn, instead of after them. A resource's path picks its list, create or edit screen. Settles once
 * the code is here (at once when the URL has no lazy screen).
 */
export const preloadScreenAt = (pathname: string) => {
    const route = findRoute(pathname);
    if (route?.screen) return preloadScreen(route.screen);
    const [, name, rest] = /^\/([^/]+)(?:\/(.*))?$/.exec(pathname) ?? [];
    const resource = RESOURCES.find((r) => r.name === name);
    if (!resource) return undefined;
    return preloadScreen(
        rest === undefined ? resource.list : rest === 'create' ? resource.create : resource.edit,
    );
};

/** A list fetched at start-up: its resource, the request its screen will make, and the bank's answer. */
export interface FirstList {
    resource: string;
    request: ListRequest;
    answer: Promise<GetListResult>;
}

/**
 * The first page of the list at this URL, fetched at start-up alongside the screen's code, with the request
 * the list will make (its URL or stored parameters, else its defaults), when the viewer may open it; the
 * list's own identical request then takes this answer (dataProvider/warmLists.ts).
 */
export const prefetchListAt = (
    { pathname, search }: { pathname: string; search: string },
    viewer: Viewer,
): FirstList | undefined => {
    const list = LISTS.find((candidate) => candidate.path === pathname);
    const route = list && findRoute(pathname);
    if (!list || !route || !canOpen(route, viewer)) return undefined;
    const stored = storedItem(`${list.resource}.listParams`);
    const request = firstListRequest(list, search, stored);
    return { resource: list.resource, request, answer: prefetchList(list.resource, request) };
};
