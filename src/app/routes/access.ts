import type { BrandFeatures } from '../../brands';
import { PERMISSIONS } from '../../contract/permissions';
import type { Role } from '../../contract/roles';
import type { Audience, RouteDef } from './types';

/** Who is looking: the signed-in user's role, person type and permissions, on a brand. */
export interface Viewer {
    role: Role | string;
    personType: 'legal' | 'natural';
    permissions: Set<string>;
    brand: BrandFeatures;
}

const isRole = (viewer: Viewer, roles: readonly string[] | undefined) => !!roles?.includes(viewer.role);

/** Spec 1 §6: role, person-type and brand rules of a route or menu entry. */
export const audienceAdmits = (audience: Audience, viewer: Viewer): boolean => {
    const { brand } = viewer;
    if (audience.brand?.some((feature) => !brand[feature])) return false;
    if (audience.brandNot?.some((feature) => brand[feature])) return false;
    if (audience.personType && audience.personType !== viewer.personType) return false;
    if (isRole(viewer, audience.excludeRoles)) return false;
    if (audience.excludeRolesByBrand?.some((rule) => brand[rule.feature] && isRole(viewer, rule.roles)))
        return false;
    if (!audience.roles) return true;
    return (
        isRole(viewer, audience.roles) ||
        !!audience.rolesByBrand?.some((rule) => brand[rule.feature] && isRole(viewer, rule.roles))
    );
};

/**
 * Spec 1 §6 route rules: 'editor', which every screen of the layout carries, is held by every signed-in user
 * (the session guard is its check); 'admin' only by the administrator (role 'admin').
 */
export const holdsAdminRule = (viewer: Viewer): boolean => viewer.role === 'admin';

/**
 * The screens of the 'admin' rule: the bank's administration (spec 1 §2 "Administration") and its access
 * users. Their role rules (the Administrative menu is the Controller's) also admit the rule's holder; the
 * brand, the person type and the permission strings still apply.
 */
export const ADMIN_RULE_PATHS: ReadonlySet<string> = new Set([
    '/tipos-contas',
    '/perfis',
    '/configurar-perfil',
    '/tariffs',
    '/list-form',
    '/edit-form',
    '/controleusuario',
    '/cadastro-acesso',
    '/taxas-e-tarifas',
]);

const adminRuleAdmits = (route: RouteDef, viewer: Viewer) =>
    holdsAdminRule(viewer) &&
    ADMIN_RULE_PATHS.has(route.path) &&
    audienceAdmits({ brand: route.brand, brandNot: route.brandNot, personType: route.personType }, viewer);

/**
 * A route is open to the viewer when its audience admits them (or it is a screen of the admin rule and they
 * hold that rule) and they hold one of its permission strings. An entry gated by `acl.hidden` is hidden: that
 * permission is given to no profile.
 */
export const canOpen = (route: RouteDef, viewer: Viewer): boolean => {
    if (route.permissions?.includes(PERMISSIONS.aclHidden)) return false;
    if (route.permissions && !route.permissions.some((p) => viewer.permissions.has(p))) return false;
    return audienceAdmits(route, viewer) || adminRuleAdmits(route, viewer);
};

export type { Role };

/** A route with a real screen (its own, a react-admin resource, or react-admin's login page). */
export const hasScreen = (route: RouteDef): boolean =>
    !!(route.screen || route.resource) || route.path === '/login';
