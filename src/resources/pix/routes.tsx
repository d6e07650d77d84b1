import { lazyScreen } from '../../components/lazyScreen';
import { PERMISSIONS as P } from '../../contract/permissions';
import type { RouteDef } from '../../routes/types';

const PixSelectAccountPage = lazyScreen(
    () => import('../../pages/pix/PixSelectAccountPage'),
    'PixSelectAccountPage',
);

const PixHomePage = lazyScreen(() => import('../../pages/pix/PixHomePage'), 'PixHomePage');

const PixKeysPage = lazyScreen(() => import('../../pages/pix/PixKeysPage'), 'PixKeysPage');

const PixReceivePage = lazyScreen(() => import('../../pages/pix/PixReceivePage'), 'PixReceivePage');

const PixChargesPage = lazyScreen(() => import('../../pages/pix/ChargesPage'), 'ChargesPage');

const PixExtractPage = lazyScreen(() => import('../../pages/pix/PixStatementPages'), 'PixExtractPage');

const PixMovementsPage = lazyScreen(() => import('../../pages/pix/PixStatementPages'), 'PixMovementsPage');

const PixFavoritesPage = lazyScreen(() => import('../../pages/pix/PixFavoritesPage'), 'PixFavoritesPage');

const PixKeyPage = lazyScreen(() => import('../../pages/pixSend/PixKeyPage'), 'PixKeyPage');

const PixBankDataPage = lazyScreen(() => import('../../pages/pixSend/PixBankDataPage'), 'PixBankDataPage');

const PixQrCodePage = lazyScreen(() => import('../../pages/pixSend/PixQrCodePage'), 'PixQrCodePage');

const SelectOrganizationPage = lazyScreen(
    () => import('../../pages/pixStaff/SelectOrganizationPage'),
    'SelectOrganizationPage',
);

const IndirectPositionPage = lazyScreen(
    () => import('../../pages/pixStaff/IndirectPositionPage'),
    'IndirectPositionPage',
);

const ApiSettingsPage = lazyScreen(() => import('../../pages/pixStaff/ApiSettingsPage'), 'ApiSettingsPage');

const PixInputDashboardPage = lazyScreen(
    () => import('../../pages/pixStaff/PixInputDashboardPage'),
    'PixInputDashboardPage',
);

const PixOutputDashboardPage = lazyScreen(
    () => import('../../pages/pixStaff/PixOutputDashboardPage'),
    'PixOutputDashboardPage',
);

/** This area's slice of the route table: src/routes/table.tsx joins the slices in side-menu order. */
export const routes: RouteDef[] = [
    {
        path: '/pix-select-account',
        title: 'Seleção de conta Pix',
        permissions: [P.pixTransactionStore],
        menu: { group: 'pix', label: 'Área Pix' },
        screen: PixSelectAccountPage,
    },
    {
        path: '/selecionar-org-pix',
        title: 'Seleção de organização Pix',
        permissions: [P.pixOrganizationIndex],
        menu: { group: 'pix' },
        screen: SelectOrganizationPage,
    },
    {
        path: '/pix-indireto',
        title: 'Pix indireto',
        permissions: [P.pixIndirectIndex],
        menu: { group: 'pix' },
        screen: IndirectPositionPage,
    },
    {
        path: '/apix',
        title: 'APIX',
        permissions: [P.pixApiIndex],
        menu: { group: 'pix' },
        screen: ApiSettingsPage,
    },
    {
        path: '/pix-home',
        title: 'Pix',
        parent: '/pix-select-account',
        permissions: [P.pixTransactionStore],
        screen: PixHomePage,
    },
    {
        path: '/pix-keys',
        title: 'Chaves Pix',
        parent: '/pix-home',
        permissions: [P.pixKeyIndex],
        screen: PixKeysPage,
    },
    {
        path: '/pix-extract',
        title: 'Extrato Pix',
        parent: '/pix-home',
        permissions: [P.pixTransactionIndex],
        screen: PixExtractPage,
    },
    {
        path: '/pix-favorites',
        title: 'Contatos Pix favoritos',
        parent: '/pix-home',
        permissions: [P.pixTransactionStore],
        screen: PixFavoritesPage,
    },
    {
        path: '/pix-key-manual',
        title: 'Pix com chave',
        parent: '/pix-home',
        permissions: [P.pixTransactionStore],
        screen: PixKeyPage,
    },
    {
        path: '/pix-bank-data',
        title: 'Pix com dados bancários',
        parent: '/pix-home',
        permissions: [P.pixTransactionStore],
        screen: PixBankDataPage,
    },
    {
        path: '/pix-qrcode',
        title: 'Pagar com QR Code Pix',
        parent: '/pix-home',
        permissions: [P.pixTransactionStore],
        screen: PixQrCodePage,
    },
    {
        path: '/pix-receive',
        title: 'Receber com Pix',
        parent: '/pix-home',
        permissions: [P.pixQrcodeStore],
        screen: PixReceivePage,
    },
    {
        path: '/qr-code-cobranca',
        title: 'QR Code de cobrança',
        parent: '/pix-home',
        permissions: [P.pixQrcodeStore],
        screen: PixChargesPage,
    },
    {
        path: '/extrato-pix',
        title: 'Movimentações Pix',
        permissions: [P.pixTransactionIndex],
        screen: PixMovementsPage,
    },
    {
        path: '/pix-input-dash',
        title: 'Painel de entradas Pix',
        permissions: [P.pixDashboardIndex],
        screen: PixInputDashboardPage,
    },
    {
        path: '/pix-output-dash',
        title: 'Painel de saídas Pix',
        permissions: [P.pixDashboardIndex],
        screen: PixOutputDashboardPage,
    },
];
