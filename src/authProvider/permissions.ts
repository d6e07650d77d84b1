/**
 * Permission strings (area.resource.action), the one list the app's gating and the sandbox's 403s share.
 * Spec 1 §6 names some; the rest follow the same pattern (docs/api.md).
 */
export const PERMISSIONS = {
    myAccount: 'myaccount',
    accountMyAccountShow: 'account.my_account.show',
    accountTypeIndex: 'access.account_type.index',
    accountTypeShow: 'access.account_type.show',
    accountTypeStore: 'access.account_type.store',
    accountTypeUpdate: 'access.account_type.update',
    accountCreate: 'access.account.create',
    invoiceIndex: 'payment.invoice.index',
    pixTransactionStore: 'pix.transaction.store',
    limitAccountCreate: 'limit.account.create',
    limitBackofficeApprove: 'limit.backoffice.approve',
    limitControllerConfigure: 'limit.controller.configure',
    taxAndFeeIndex: 'payment.tax_and_fee.index',
    competenceStore: 'payment.competence.store',
    cardNfcAssociate: 'card.nfc.associate',
    cashbackUserIndex: 'cashback.user.index',
    custodyAtmShow: 'custody.atm.show',
    /** Hides a menu entry for whoever holds it. */
    aclHidden: 'acl.hidden',
} as const;

export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

/** react-admin resource + action → the permission string that unlocks it. */
export const RESOURCE_PERMISSIONS: Record<string, Partial<Record<string, Permission>>> = {
    'tipos-contas': {
        list: PERMISSIONS.accountTypeIndex,
        show: PERMISSIONS.accountTypeShow,
        create: PERMISSIONS.accountTypeStore,
        edit: PERMISSIONS.accountTypeUpdate,
    },
};

/**
 * Every user holds 'myaccount' plus each permission string of the profile (spec 1 §6). The route rule
 * 'editor', which every screen in the layout carries, is held by every signed-in user: the session guard
 * (src/routes/SessionGuard.tsx) is its check. No screen of this version carries the 'admin' rule.
 */
export const effectivePermissions = (profilePermissions: readonly string[] = []): Set<string> =>
    new Set([PERMISSIONS.myAccount, ...profilePermissions]);

export const canAccessResource = (permissions: Set<string>, resource: string, action: string): boolean => {
    const needed = RESOURCE_PERMISSIONS[resource]?.[action];
    return needed !== undefined && permissions.has(needed);
};
