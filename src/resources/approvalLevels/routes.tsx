import { BACKOFFICE } from '../../app/routes/audiences';
import type { RouteDef } from '../../app/routes/types';
import { PERMISSIONS as P } from '../../contract/permissions';
import { CorrectionApprovalQueuePage } from '../approvals';

/** This area's slice of the route table: src/app/routes/table.tsx joins the slices in side-menu order. */
export const routes: RouteDef[] = [
    // Approval levels (alçadas): management and report for Controller and Back Office.
    {
        path: '/jurisdiction-account',
        title: 'Alçadas das contas',
        permissions: [P.jurisdictionIndex],
        roles: BACKOFFICE,
        menu: { group: 'approvals' },
    },
    {
        path: '/jurisdiction-approve-report',
        title: 'Relatório de aprovações',
        permissions: [P.jurisdictionIndex],
        roles: BACKOFFICE,
        menu: { group: 'approvals' },
    },
    {
        path: '/jurisdiction-management',
        title: 'Gestão de alçadas',
        parent: '/jurisdiction-account',
        permissions: [P.jurisdictionUpdate],
        roles: BACKOFFICE,
    },
    // The approver's own queue (the operations an approval level held back): no role rule. Today it holds
    // the staff's reversals and balance corrections (operation statement_correction).
    {
        path: '/jurisdiction-approve',
        title: 'Aprovações pendentes',
        permissions: [P.jurisdictionApprove],
        menu: { group: 'approvals' },
        screen: CorrectionApprovalQueuePage,
    },
];
