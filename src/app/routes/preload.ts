import { preloadScreen } from '../../ui/lazyScreen';
import { RESOURCES } from './elements';
import { findRoute } from './match';

/**
 * The code of the screen at this URL, requested at start-up: it downloads while the session is checked and the
 * layout is drawn, instead of after them. A resource's path picks its list, create or edit screen.
 */
export const preloadScreenAt = (pathname: string) => {
    const route = findRoute(pathname);
    if (route?.screen) return preloadScreen(route.screen);
    const [, name, rest] = /^\/([^/]+)(?:\/(.*))?$/.exec(pathname) ?? [];
    const resource = RESOURCES.find((r) => r.name === name);
    if (!resource) return;
    preloadScreen(rest === undefined ? resource.list : rest === 'create' ? resource.create : resource.edit);
};
