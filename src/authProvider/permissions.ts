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
};

/**
 * Every user holds 'myaccount' plus each permission string of the profile (spec 1 §6). The route rule
 * 'editor', which every screen in the layout carries, is held by every signed-in user: the session guard
 * (src/app/routes/SessionGuard.tsx) is its check. No screen of this version carries the 'admin' rule.
 */
export const effectivePermissions = (profilePermissions: readonly string[] = []): Set<string> =>
    new Set([PERMISSIONS.myAccount, ...profilePermissions]);

export const canAccessResource = (permissions: Set<string>, resource: string, action: string): boolean => {
    const needed = RESOURCE_PERMISSIONS[resource]?.[action];
    return needed !== undefined && permissions.has(needed);
};
