import { PERMISSIONS, type Permission } from '../contract/permissions';

/** react-admin resource + action → the permission string that unlocks it. */
export const RESOURCE_PERMISSIONS: Record<string, Partial<Record<string, Permission>>> = {
    'tipos-contas': {
        list: PERMISSIONS.accountTypeIndex,
        show: PERMISSIONS.accountTypeShow,
        create: PERMISSIONS.accountTypeStore,
        edit: PERMISSIONS.accountTypeUpdate,
    },
    // Spec 2 §7 names drawee list, create, batch, update, edit and disable; the route table gates /sacados
    // with index and its create and batch pages with store, which also covers changing a payer.
    sacados: {
        list: PERMISSIONS.draweeIndex,
        show: PERMISSIONS.draweeIndex,
        create: PERMISSIONS.draweeStore,
        edit: PERMISSIONS.draweeStore,
    },
    // The four holder listings (`/listagem-contas/:period` and siblings) and the holder's drawer.
    titulares: {
        list: PERMISSIONS.accountIndex,
        show: PERMISSIONS.accountIndex,
        edit: PERMISSIONS.accountUpdate,
    },
};

/**
 * Every user holds 'myaccount' plus each permission string of the profile (spec 1 §6). The route rule
 * 'editor', which every screen in the layout carries, is held by every signed-in user: the session guard
 * (src/app/routes/SessionGuard.tsx) is its check. The 'admin' rule is the administrator's
 * (src/app/routes/access.ts `holdsAdminRule`).
 */
export const effectivePermissions = (profilePermissions: readonly string[] = []): Set<string> =>
    new Set([PERMISSIONS.myAccount, ...profilePermissions]);

/**
 * A resource of the table above needs its action's permission. Any other resource is read by a screen of the
 * route table (a `<ListBase>` on a custom route, a `useGetList` of a page): the route's own permission rule
 * already let the user in, and the API answers 403 to what the profile does not hold.
 */
export const canAccessResource = (permissions: Set<string>, resource: string, action: string): boolean => {
    const rules = RESOURCE_PERMISSIONS[resource];
    if (!rules) return true;
    const needed = rules[action];
    return needed !== undefined && permissions.has(needed);
};
