import type { RouteDef } from '../../app/routes/types';
import { PERMISSIONS as P } from '../../contract/permissions';
import { lazyScreen } from '../../ui/lazyScreen';

const FavoredListPage = lazyScreen(() => import('./payees/FavoredListPage'), 'FavoredListPage');
const FavoredFormPage = lazyScreen(() => import('./payees/FavoredFormPage'), 'FavoredFormPage');
const FavoredPaymentsPage = lazyScreen(() => import('./payees/FavoredPaymentsPage'), 'FavoredPaymentsPage');
const PayFavoredPage = lazyScreen(() => import('./payees/PayFavoredPage'), 'PayFavoredPage');
const SubPayFavoredPage = lazyScreen(() => import('./payees/PayFavoredPage'), 'SubPayFavoredPage');

const DepositPage = lazyScreen(() => import('./cashier/CashierPage'), 'DepositPage');
const WithdrawalPage = lazyScreen(() => import('./cashier/CashierPage'), 'WithdrawalPage');
const RedemptionPage = lazyScreen(() => import('./redemptions/RedemptionPage'), 'RedemptionPage');

const TransferPage = lazyScreen(() => import('./transfers/TransferPage'), 'TransferPage');
const SubaccountTransferPage = lazyScreen(() => import('./transfers/TransferPage'), 'SubaccountTransferPage');
const DigitalTransferPage = lazyScreen(
    () => import('./transfers/DigitalTransferPage'),
    'DigitalTransferPage',
);

const ManualRechargePage = lazyScreen(() => import('./recharges/ManualRechargePage'), 'ManualRechargePage');
const SubaccountManualRechargePage = lazyScreen(
    () => import('./recharges/ManualRechargePage'),
    'SubaccountManualRechargePage',
);
const RechargeAccountPage = lazyScreen(
    () => import('./recharges/RechargeAccountPage'),
    'RechargeAccountPage',
);
const AdministrativeTransferPage = lazyScreen(
    () => import('./recharges/AdministrativeTransferPage'),
    'AdministrativeTransferPage',
);
const CellphoneRechargePage = lazyScreen(
    () => import('./products/CellphoneRechargePage'),
    'CellphoneRechargePage',
);
const ProductPage = lazyScreen(() => import('./products/ProductPage'), 'ProductPage');

/** This area's slice of the route table: src/app/routes/table.tsx joins the slices in side-menu order. */
export const routes: RouteDef[] = [
    // Account pickers used by several payment flows: no person-type rule.
    { path: '/selecionar-conta', title: 'Seleção de conta', permissions: [P.payrollStore] },
    { path: '/f-selecionar-conta', title: 'Seleção de conta de origem', permissions: [P.payrollStore] },
    // Payees (favorecidos) and payments.
    {
        path: '/favorecidos',
        title: 'Favorecidos',
        permissions: [P.favoredIndex],
        menu: { group: 'payments' },
        screen: FavoredListPage,
    },
    {
        path: '/pagamento-favorecidos',
        title: 'Pagamento a favorecidos',
        permissions: [P.paymentFavoredIndex],
        menu: { group: 'payments' },
        screen: FavoredPaymentsPage,
    },
    {
        path: '/cadastro-favorecido',
        title: 'Cadastro de favorecido',
        parent: '/favorecidos',
        permissions: [P.favoredStore],
        screen: FavoredFormPage,
    },
    {
        path: '/pagar-favorecido',
        title: 'Pagar favorecido',
        parent: '/pagamento-favorecidos',
        permissions: [P.paymentFavoredStore],
        screen: PayFavoredPage,
    },
    {
        path: '/s-pagar-favorecido',
        title: 'Pagar favorecido pela subconta',
        parent: '/pagamento-favorecidos',
        permissions: [P.paymentFavoredStore],
        screen: SubPayFavoredPage,
    },
    { path: '/darf', title: 'Pagamento de DARF', permissions: [P.tributeStore] },
    { path: '/darf-simples', title: 'Pagamento de DARF Simples', permissions: [P.tributeStore] },
    { path: '/pagamento-gps', title: 'Pagamento de GPS', permissions: [P.tributeStore] },
    // Cash at the counter (Caixa): the cashier's day and its closing are on both screens.
    {
        path: '/deposito',
        title: 'Depósito',
        permissions: [P.cashDeposit],
        menu: { group: 'payments' },
        screen: DepositPage,
    },
    {
        path: '/saque',
        title: 'Saque',
        permissions: [P.cashWithdraw],
        menu: { group: 'payments' },
        screen: WithdrawalPage,
    },
    {
        path: '/solicitar-resgate',
        title: 'Solicitar resgate',
        permissions: [P.withdrawalStore],
        menu: { group: 'payments' },
        screen: RedemptionPage,
    },
    {
        path: '/transfer',
        title: 'Transferência',
        permissions: [P.transferStore],
        menu: { group: 'payments' },
        screen: TransferPage,
    },
    {
        path: '/s-transfer',
        title: 'Transferência pela subconta',
        parent: '/transfer',
        permissions: [P.transferStore],
        screen: SubaccountTransferPage,
    },
    {
        path: '/transfer-digital',
        title: 'Transferência entre contas',
        permissions: [P.transferStore],
        menu: { group: 'payments' },
        screen: DigitalTransferPage,
    },
    {
        path: '/carga-manual',
        title: 'Carga manual',
        permissions: [P.manualRechargeStore],
        menu: { group: 'payments' },
        screen: ManualRechargePage,
    },
    {
        path: '/s-carga-manual',
        title: 'Carga manual na subconta',
        parent: '/carga-manual',
        permissions: [P.manualRechargeStore],
        screen: SubaccountManualRechargePage,
    },
    {
        path: '/recharge-account',
        title: 'Recarga de conta',
        permissions: [P.rechargeInvoiceStore],
        menu: { group: 'payments' },
        screen: RechargeAccountPage,
    },
    {
        path: '/administrative-transfer-account',
        title: 'Transferência administrativa',
        permissions: [P.administrativeTransferStore],
        menu: { group: 'payments' },
        screen: AdministrativeTransferPage,
    },
    {
        path: '/cellphone-recharge',
        title: 'Recarga de celular',
        permissions: [P.productStore],
        menu: { group: 'payments' },
        screen: CellphoneRechargePage,
    },
    {
        path: '/payment-product',
        title: 'Shopping',
        permissions: [P.productStore],
        menu: { group: 'payments' },
        screen: ProductPage,
    },
];
