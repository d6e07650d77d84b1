import type { RouteDef } from '../../app/routes/types';
import { PERMISSIONS as P } from '../../contract/permissions';
import { lazyScreen } from '../../ui/lazyScreen';

const PixSelectAccountPage = lazyScreen(() => import('./PixSelectAccountPage'), 'PixSelectAccountPage');

const PixHomePage = lazyScreen(() => import('./PixHomePage'), 'PixHomePage');

const PixKeysPage = lazyScreen(() => import('./PixKeysPage'), 'PixKeysPage');

const PixReceivePage = lazyScreen(() => import('./PixReceivePage'), 'PixReceivePage');

const PixChargesPage = lazyScreen(() => import('./ChargesPage'), 'ChargesPage');

const PixExtractPage = lazyScreen(() => import('./PixStatementPages'), 'PixExtractPage');

const PixMovementsPage = lazyScreen(() => import('./PixStatementPages'), 'PixMovementsPage');

const PixFavoritesPage = lazyScreen(() => import('./PixFavoritesPage'), 'PixFavoritesPage');

const PixKeyPage = lazyScreen(() => import('./send/PixKeyPage'), 'PixKeyPage');

const PixBankDataPage = lazyScreen(() => import('./send/PixBankDataPage'), 'PixBankDataPage');

const PixQrCodePage = lazyScreen(() => import('./send/PixQrCodePage'), 'PixQrCodePage');

const SelectOrganizationPage = lazyScreen(
    () => import('./staff/SelectOrganizationPage'),
    'SelectOrganizationPage',
);

const IndirectPositionPage = lazyScreen(() => import('./staff/IndirectPositionPage'), 'IndirectPositionPage');

const ApiSettingsPage = lazyScreen(() => import('./staff/ApiSettingsPage'), 'ApiSettingsPage');

const PixInputDashboardPage = lazyScreen(
    () => import('./staff/PixInputDashboardPage'),
    'PixInputDashboardPage',
);

const PixOutputDashboardPage = lazyScreen(
    () => import('./staff/PixOutputDashboardPage'),
    'PixOutputDashboardPage',
);

/** This area's slice of the route table: src/app/routes/table.tsx joins the slices in side-menu order. */
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
        menu: { group: 'pix' },
        screen: PixMovementsPage,
    },
    {
        path: '/pix-input-dash',
        title: 'Painel de entradas Pix',
        permissions: [P.pixDashboardIndex],
        menu: { group: 'dashboards' },
        screen: PixInputDashboardPage,
    },
    {
        path: '/pix-output-dash',
        title: 'Painel de saídas Pix',
        permissions: [P.pixDashboardIndex],
        menu: { group: 'dashboards' },
        screen: PixOutputDashboardPage,
    },
];
