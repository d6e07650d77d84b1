import { BACKOFFICE, CONTROLLER } from '../../app/routes/audiences';
import type { Audience, RouteDef } from '../../app/routes/types';
import { PERMISSIONS as P } from '../../contract/permissions';
import { lazyScreen } from '../../ui/lazyScreen';

const ApprovalQueuePage = lazyScreen(() => import('./ApprovalQueuePage'), 'ApprovalQueuePage');

const SlipApprovalQueuePage = lazyScreen(() => import('./ApprovalQueuePage'), 'SlipApprovalQueuePage');

const LinkedAccountApprovalQueuePage = lazyScreen(
    () => import('./ApprovalQueuePage'),
    'LinkedAccountApprovalQueuePage',
);

const SubaccountApprovalQueuePage = lazyScreen(
    () => import('./ApprovalQueuePage'),
    'SubaccountApprovalQueuePage',
);

const RedemptionApprovalQueuePage = lazyScreen(
    () => import('./ApprovalQueuePage'),
    'RedemptionApprovalQueuePage',
);

const PixApprovalQueuePage = lazyScreen(() => import('./ApprovalQueuePage'), 'PixApprovalQueuePage');

const ManualRechargeApprovalQueuePage = lazyScreen(
    () => import('./ApprovalQueuePage'),
    'ManualRechargeApprovalQueuePage',
);

/** Registered here (spec 1 §2 puts it among the back-office approvals); its screen is the cooperatives area's. */
const CooperativePage = lazyScreen(() => import('../cooperatives'), 'CooperativePage');

const DOUBLE: Audience = { brand: ['doubleApproval'] };

const SINGLE: Audience = { brandNot: ['doubleApproval'] };

/** This area's slice of the route table: src/app/routes/table.tsx joins the slices in side-menu order. */
export const routes: RouteDef[] = [
    // Back-office approvals (Controller and Back Office; the maintenance tariff is Controller's only).
    // On double-approval brands the *-double-approve screens replace their single-approval twins.
    {
        path: '/pix-double-approve',
        title: 'Aprovação dupla de Pix',
        permissions: [P.competenceStore],
        roles: BACKOFFICE,
        menu: { group: 'backofficeApprovals' },
        screen: PixApprovalQueuePage,
    },
    {
        path: '/manual-recharge-approve',
        title: 'Aprovação de cargas manuais',
        permissions: [P.manualRechargeApprove],
        roles: BACKOFFICE,
        brand: ['manualRechargeApproval'],
        menu: { group: 'backofficeApprovals' },
        screen: ManualRechargeApprovalQueuePage,
    },
    {
        path: '/resgate',
        title: 'Aprovação de resgates',
        permissions: [P.withdrawalApprove],
        roles: BACKOFFICE,
        ...SINGLE,
        menu: { group: 'backofficeApprovals' },
        screen: RedemptionApprovalQueuePage,
    },
    {
        path: '/resgate-double-approve',
        title: 'Aprovação dupla de resgates',
        permissions: [P.competenceStore],
        roles: BACKOFFICE,
        ...DOUBLE,
        menu: { group: 'backofficeApprovals' },
        screen: RedemptionApprovalQueuePage,
    },
    {
        path: '/boleto',
        title: 'Aprovação de boletos',
        permissions: [P.billApprove],
        roles: BACKOFFICE,
        ...SINGLE,
        menu: { group: 'backofficeApprovals' },
        screen: ApprovalQueuePage,
    },
    {
        path: '/boleto-double-approve',
        title: 'Aprovação dupla de boletos',
        permissions: [P.competenceStore],
        roles: BACKOFFICE,
        ...DOUBLE,
        menu: { group: 'backofficeApprovals' },
        screen: ApprovalQueuePage,
    },
    {
        path: '/aprovar-conta-bancaria',
        title: 'Aprovação de contas bancárias',
        permissions: [P.linkedAccountApprove],
        roles: BACKOFFICE,
        menu: { group: 'backofficeApprovals' },
        screen: LinkedAccountApprovalQueuePage,
    },
    {
        path: '/aprovar-subcontas',
        title: 'Aprovação de subcontas',
        permissions: [P.subaccountApprove],
        roles: BACKOFFICE,
        menu: { group: 'backofficeApprovals' },
        screen: SubaccountApprovalQueuePage,
    },
    {
        path: '/aprovar-tributos',
        title: 'Aprovação de tributos',
        permissions: [P.tributeApprove],
        roles: BACKOFFICE,
        ...SINGLE,
        menu: { group: 'backofficeApprovals' },
    },
    {
        path: '/aprovar-tributos-double-approve',
        title: 'Aprovação dupla de tributos',
        permissions: [P.competenceStore],
        roles: BACKOFFICE,
        ...DOUBLE,
        menu: { group: 'backofficeApprovals' },
    },
    {
        path: '/backoffice-cartoes',
        title: 'Gestão de cartões',
        permissions: [P.cardManagementIndex],
        roles: BACKOFFICE,
        menu: { group: 'backofficeApprovals' },
    },
    {
        path: '/operacoes-cartoes',
        title: 'Operações de cartões',
        permissions: [P.cardOperationIndex],
        roles: BACKOFFICE,
        menu: { group: 'backofficeApprovals' },
    },
    {
        path: '/conta-transitoria',
        title: 'Conta transitória',
        permissions: [P.transientAccountApprove],
        roles: BACKOFFICE,
        menu: { group: 'backofficeApprovals' },
        // Its own screen, not the one queue: a held Pix has no maker, and its decision credits or returns it.
        screen: lazyScreen(() => import('./transient/TransientQueuePage'), 'TransientQueuePage'),
    },
    {
        path: '/tarifa-de-manutencao',
        title: 'Tarifa de manutenção',
        permissions: [P.managementFeeStore],
        roles: CONTROLLER,
        menu: { group: 'backofficeApprovals' },
    },
    {
        path: '/cadastro-de-cooperativa',
        title: 'Cadastro de cooperativa',
        permissions: [P.cooperativeStore],
        roles: BACKOFFICE,
        menu: { group: 'backofficeApprovals' },
        screen: CooperativePage,
    },
    {
        path: '/cadastro-motorista',
        title: 'Cadastro de motorista',
        parent: '/motoristas',
        permissions: [P.driverStore],
        roles: BACKOFFICE,
        menu: { group: 'backofficeApprovals' },
    },
    {
        path: '/cadastro-motorista-lote',
        title: 'Cadastro de motoristas em lote',
        parent: '/motoristas',
        permissions: [P.driverStore],
        roles: BACKOFFICE,
        menu: { group: 'backofficeApprovals' },
    },
    {
        path: '/pagamentocorridas',
        title: 'Pagamento de corridas',
        permissions: [P.ridePaymentStore],
        roles: BACKOFFICE,
        menu: { group: 'backofficeApprovals' },
    },
    {
        path: '/pagamento-motoristas-ca',
        title: 'Pagamento de motoristas (CA)',
        permissions: [P.ridePaymentStore],
        roles: BACKOFFICE,
        menu: { group: 'backofficeApprovals' },
    },
    {
        path: '/approve-slipparcel',
        title: 'Aprovação de parcelamento de boletos',
        permissions: [P.slipApprove],
        roles: BACKOFFICE,
        menu: { group: 'backofficeApprovals' },
        screen: SlipApprovalQueuePage,
    },
];
