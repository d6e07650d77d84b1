import type { RouteDef } from './types';

/**
 * A page someone goes to, which the side menu must offer: inside the layout, not home (the menu's first
 * link), not a step of another page's flow (it has a breadcrumb parent) and not an outcome (a receipt, a
 * result). A step may still have an entry of its own when the spec's menu lists it. No i18n or React here:
 * the browser test reads it in Node.
 */
export const isPlaceToGo = (route: RouteDef): boolean =>
    !route.outsideLayout && !route.open && !route.parent && !route.notShortcut && route.path !== '/';

/** The side-menu link of a route with an entry. */
export const menuLinkOf = (route: RouteDef): string | undefined =>
    route.menu && (route.menu.to ?? route.path);
