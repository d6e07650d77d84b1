import type { RouteDef } from '../../app/routes/types';
import { PERMISSIONS as P } from '../../contract/permissions';

/** This area's slice of the route table: src/app/routes/table.tsx joins the slices in side-menu order. */
export const routes: RouteDef[] = [
    // Taxi and driver payouts (the driver registration and payout entries sit in the back-office approvals).
    {
        path: '/corridasbackoffice',
        title: 'Gestão de corridas',
        permissions: [P.rideIndex],
        menu: { group: 'taxi' },
    },
    { path: '/corridas', title: 'Corridas', permissions: [P.rideIndex], menu: { group: 'taxi' } },
    { path: '/listagem-wpet', title: 'Listagem WPET', permissions: [P.wpetIndex], menu: { group: 'taxi' } },
    { path: '/wpet', title: 'WPET', permissions: [P.wpetIndex], menu: { group: 'taxi' } },
    { path: '/motoristas', title: 'Motoristas', permissions: [P.driverIndex], menu: { group: 'taxi' } },
    {
        path: '/relatoriorepasse',
        title: 'Relatório de repasse',
        permissions: [P.driverTransferIndex],
        menu: { group: 'taxi' },
    },
    {
        path: '/qrcodemotoristas',
        title: 'QR Codes dos motoristas',
        permissions: [P.driverIndex],
        menu: { group: 'taxi' },
    },
    {
        path: '/detalhar-corridas-backoffice',
        title: 'Detalhamento de corridas',
        parent: '/corridasbackoffice',
        permissions: [P.rideIndex],
    },
];
