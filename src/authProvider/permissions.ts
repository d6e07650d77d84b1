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
    /** Holder status actions (block, unblock, reactivate, close) and account-type changes. */
    accountUpdate: 'access.account.update',
    /** Approve or reject a registration (a pending holder). */
    accountApprove: 'access.account.approve',
    invoiceIndex: 'payment.invoice.index',
    /** Issue, cancel, delete, batches and the CNAB remittance. */
    invoiceStore: 'payment.invoice.store',
    pixTransactionStore: 'pix.transaction.store',
    limitAccountCreate: 'limit.account.create',
    limitBackofficeApprove: 'limit.backoffice.approve',
    limitControllerConfigure: 'limit.controller.configure',
    taxAndFeeIndex: 'payment.tax_and_fee.index',
    competenceStore: 'payment.competence.store',
    cardNfcAssociate: 'card.nfc.associate',
    cashbackUserIndex: 'cashback.user.index',
    custodyAtmShow: 'custody.atm.show',
    // Menu and route gating of the route table (src/routes/table.tsx), same pattern; spec 1 §6 names none.
    // access
    accountIndex: 'access.account.index',
    accessDashboardIndex: 'access.dashboard.index',
    notificationStore: 'access.notification.store',
    userIndex: 'access.user.index',
    userStore: 'access.user.store',
    /** A legal-person holder adds and removes the collaborators who sign in to the company's accounts. */
    collaboratorStore: 'access.collaborator.store',
    roleIndex: 'access.role.index',
    roleUpdate: 'access.role.update',
    formIndex: 'access.form.index',
    formUpdate: 'access.form.update',
    favoredIndex: 'access.favored.index',
    favoredStore: 'access.favored.store',
    cooperativeStore: 'access.cooperative.store',
    linkedAccountStore: 'access.linked_account.store',
    linkedAccountApprove: 'access.linked_account.approve',
    managementFeeStore: 'access.management_fee.store',
    graphicAccountIndex: 'access.graphic_account.index',
    graphicAccountShow: 'access.graphic_account.show',
    bankIndex: 'access.bank.index',
    bankShow: 'access.bank.show',
    bankStore: 'access.bank.store',
    agencyIndex: 'access.agency.index',
    agencyShow: 'access.agency.show',
    agencyStore: 'access.agency.store',
    // payment
    paymentDashboardIndex: 'payment.dashboard.index',
    statementIndex: 'payment.statement.index',
    statementShow: 'payment.statement.show',
    listingIndex: 'payment.listing.index',
    receiptIndex: 'payment.receipt.index',
    universalAccountIndex: 'payment.universal_account.index',
    transientAccountApprove: 'payment.transient_account.approve',
    paymentFavoredIndex: 'payment.favored.index',
    paymentFavoredStore: 'payment.favored.store',
    billStore: 'payment.bill.store',
    billApprove: 'payment.bill.approve',
    tributeStore: 'payment.tribute.store',
    tributeApprove: 'payment.tribute.approve',
    cashDeposit: 'payment.cash.deposit',
    cashWithdraw: 'payment.cash.withdraw',
    withdrawalStore: 'payment.withdrawal.store',
    withdrawalApprove: 'payment.withdrawal.approve',
    transferStore: 'payment.transfer.store',
    manualRechargeStore: 'payment.manual_recharge.store',
    manualRechargeApprove: 'payment.manual_recharge.approve',
    rechargeInvoiceStore: 'payment.recharge_invoice.store',
    administrativeTransferStore: 'payment.administrative_transfer.store',
    productStore: 'payment.product.store',
    payrollIndex: 'payment.payroll.index',
    payrollStore: 'payment.payroll.store',
    draweeIndex: 'payment.drawee.index',
    draweeStore: 'payment.drawee.store',
    posAccountingIndex: 'payment.pos_accounting.index',
    posAccountingStore: 'payment.pos_accounting.store',
    jurisdictionIndex: 'payment.jurisdiction.index',
    jurisdictionApprove: 'payment.jurisdiction.approve',
    jurisdictionUpdate: 'payment.jurisdiction.update',
    tariffIndex: 'payment.tariff.index',
    // pix
    pixDashboardIndex: 'pix.dashboard.index',
    pixTransactionIndex: 'pix.transaction.index',
    pixKeyIndex: 'pix.key.index',
    pixQrcodeStore: 'pix.qrcode.store',
    pixOrganizationIndex: 'pix.organization.index',
    pixIndirectIndex: 'pix.indirect.index',
    pixApiIndex: 'pix.api.index',
    /** Change the API Pix settings of an organisation (webhook, allowed IPs, secret rotation). */
    pixApiUpdate: 'pix.api.update',
    // cards
    cardDashboardIndex: 'card.dashboard.index',
    cardNfcStore: 'card.nfc.store',
    cardManagementIndex: 'card.management.index',
    cardOperationIndex: 'card.operation.index',
    // cashback
    cashbackDashboardIndex: 'cashback.dashboard.index',
    // credit
    creditDashboardIndex: 'credit.dashboard.index',
    creditReportIndex: 'credit.report.index',
    creditSolicitationStore: 'credit.solicitation.store',
    creditAnalysisIndex: 'credit.analysis.index',
    creditAnalysisUpdate: 'credit.analysis.update',
    microcreditIndex: 'credit.microcredit.index',
    microcreditStore: 'credit.microcredit.store',
    microcreditConfigure: 'credit.microcredit.configure',
    preApprovedIndex: 'credit.pre_approved.index',
    preApprovedStore: 'credit.pre_approved.store',
    preApprovedConfigure: 'credit.pre_approved.configure',
    payrollLoanIndex: 'credit.payroll_loan.index',
    payrollLoanStore: 'credit.payroll_loan.store',
    payrollLoanConfigure: 'credit.payroll_loan.configure',
    advanceIndex: 'credit.advance.index',
    bonusIndex: 'credit.bonus.index',
    bonusAdvanceIndex: 'credit.bonus_advance.index',
    bonusAdvanceStore: 'credit.bonus_advance.store',
    bonusAdvanceApprove: 'credit.bonus_advance.approve',
    bonusAdvanceConfigure: 'credit.bonus_advance.configure',
    receivableIndex: 'credit.receivable.index',
    receivableStore: 'credit.receivable.store',
    receivableApprove: 'credit.receivable.approve',
    receivableConfigure: 'credit.receivable.configure',
    slipIndex: 'credit.slip.index',
    slipApprove: 'credit.slip.approve',
    // digital withdrawal
    custodyDashboardIndex: 'custody.dashboard.index',
    digitalWithdrawalShow: 'custody.withdrawal.show',
    digitalWithdrawalStore: 'custody.withdrawal.store',
    // taxi
    rideIndex: 'taxi.ride.index',
    ridePaymentStore: 'taxi.ride_payment.store',
    driverIndex: 'taxi.driver.index',
    driverStore: 'taxi.driver.store',
    wpetIndex: 'taxi.wpet.index',
    driverTransferIndex: 'taxi.driver_transfer.index',
    // marketplace and the payment provider
    marketplaceIndex: 'marketplace.marketplace.index',
    marketplaceAccountShow: 'marketplace.account.show',
    marketplaceChargebackIndex: 'marketplace.chargeback.index',
    marketplaceInvoiceIndex: 'marketplace.invoice.index',
    marketplaceDocumentStore: 'marketplace.document.store',
    subaccountIndex: 'marketplace.subaccount.index',
    subaccountShow: 'marketplace.subaccount.show',
    subaccountStore: 'marketplace.subaccount.store',
    subaccountConfigure: 'marketplace.subaccount.configure',
    subaccountApprove: 'marketplace.subaccount.approve',
    // documents
    documentIndex: 'docs.document.index',
    documentStore: 'docs.document.store',
    documentApprove: 'docs.document.approve',
    certificateStore: 'docs.certificate.store',
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
 * (src/routes/SessionGuard.tsx) is its check. No screen of this version carries the 'admin' rule.
 */
export const effectivePermissions = (profilePermissions: readonly string[] = []): Set<string> =>
    new Set([PERMISSIONS.myAccount, ...profilePermissions]);

export const canAccessResource = (permissions: Set<string>, resource: string, action: string): boolean => {
    const needed = RESOURCE_PERMISSIONS[resource]?.[action];
    return needed !== undefined && permissions.has(needed);
};
