import { translateOr } from '../../i18n';
import type { RouteDef } from './types';

/** The route's title in the catalogue: the brand's word where it has one (spec 1 §1), else the table's. */
export const routeTitle = (route: Pick<RouteDef, 'path' | 'title'>): string =>
    translateOr(`routes.${route.path}`, route.title);
