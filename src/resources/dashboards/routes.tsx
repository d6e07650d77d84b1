import type { RouteDef } from '../../app/routes/types';
import { PERMISSIONS as P } from '../../contract/permissions';

/** This area's slice of the route table: src/app/routes/table.tsx joins the slices in side-menu order. */
export const routes: RouteDef[] = [
    // Dashboards: screens of summary figures, one permission string per area.
    { path: '/entries-dash', title: 'Painel de entradas', permissions: [P.paymentDashboardIndex] },
    { path: '/output-dash', title: 'Painel de saídas', permissions: [P.paymentDashboardIndex] },
    {
        path: '/digitalwithdrawal-output-dash',
        title: 'Painel de saídas por saque digital',
        permissions: [P.custodyDashboardIndex],
    },
    {
        path: '/tribute-output-dash',
        title: 'Painel de saídas de tributos',
        permissions: [P.paymentDashboardIndex],
    },
    {
        path: '/account-balance-dash',
        title: 'Painel de saldo das contas',
        permissions: [P.accessDashboardIndex],
    },
    {
        path: '/economy-balance-dash',
        title: 'Painel de saldo da economia',
        permissions: [P.accessDashboardIndex],
    },
    { path: '/revenue-dash', title: 'Painel de receitas', permissions: [P.paymentDashboardIndex] },
    { path: '/withdraw-dash', title: 'Painel de saques', permissions: [P.paymentDashboardIndex] },
    { path: '/rvt-lucro-dash', title: 'Painel de lucro RVT', permissions: [P.paymentDashboardIndex] },
    { path: '/nfc_transaction-dash', title: 'Painel de transações NFC', permissions: [P.cardDashboardIndex] },
    { path: '/nfc_card-dash', title: 'Painel de cartões NFC', permissions: [P.cardDashboardIndex] },
    {
        path: '/manual-recharge-dash',
        title: 'Painel de cargas manuais',
        permissions: [P.paymentDashboardIndex],
    },
    {
        path: '/administrative-transfer-dash',
        title: 'Painel de transferências administrativas',
        permissions: [P.paymentDashboardIndex],
    },
    {
        path: '/invoice-recharge-dash',
        title: 'Painel de recargas por boleto',
        permissions: [P.paymentDashboardIndex],
    },
    { path: '/transfer-dash', title: 'Painel de transferências', permissions: [P.paymentDashboardIndex] },
    {
        path: '/credit-and-advance-dash',
        title: 'Painel de crédito e antecipação',
        permissions: [P.creditDashboardIndex],
    },
    { path: '/cashback-dash', title: 'Painel de cashback', permissions: [P.cashbackDashboardIndex] },
];
