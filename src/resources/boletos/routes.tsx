import type { ResourceProps } from 'react-admin';
import type { Audience, RouteDef } from '../../app/routes/types';
import { PERMISSIONS as P } from '../../contract/permissions';
import { lazyScreen } from '../../ui/lazyScreen';
import type { ListPrefetch } from '../../ui/lists/listPrefetch';
import { drawees } from './drawees';
import { INVOICE_LIST } from './invoices/listQuery';

const DraweeCreate = lazyScreen(() => import('./drawees/DraweeEdit'), 'DraweeCreate');

const DraweeBatchPage = lazyScreen(() => import('./drawees/DraweeBatchPage'), 'DraweeBatchPage');

const DraweeInstructionsPage = lazyScreen(
    () => import('./drawees/DraweeInstructionsPage'),
    'DraweeInstructionsPage',
);

const InvoiceBatchPage = lazyScreen(() => import('./batch/InvoiceBatchPage'), 'InvoiceBatchPage');

const InvoiceInstructionsPage = lazyScreen(
    () => import('./batch/InvoiceInstructionsPage'),
    'InvoiceInstructionsPage',
);

const IssueInvoicePage = lazyScreen(() => import('./invoices/IssueInvoicePage'), 'IssueInvoicePage');

const InvoiceListPage = lazyScreen(() => import('./invoices/InvoiceListPage'), 'InvoiceListPage');

const InvoiceDashboardPage = lazyScreen(
    () => import('./dashboards/InvoiceDashboardPage'),
    'InvoiceDashboardPage',
);

const InvoiceEntriesDashboardPage = lazyScreen(
    () => import('./dashboards/InvoiceEntriesDashboardPage'),
    'InvoiceEntriesDashboardPage',
);

const InvoiceChargeDashboardPage = lazyScreen(
    () => import('./dashboards/InvoiceChargeDashboardPage'),
    'InvoiceChargeDashboardPage',
);
/** Spec 1 §6: bulk boleto and bulk payee are hidden from Supervisor on some brands. */
const BULK: Audience = {
    excludeRolesByBrand: [{ feature: 'hideBulkFromSupervisor', roles: ['supervisor'] }],
};

/** This area's slice of the route table: src/app/routes/table.tsx joins the slices in side-menu order. */
export const routes: RouteDef[] = [
    // Payers (sacados) and boletos.
    {
        path: '/sacados',
        title: 'Sacados',
        permissions: [P.draweeIndex],
        menu: { group: 'payees' },
        resource: 'sacados',
    },
    {
        path: '/instrucoes-sacado-lote',
        title: 'Sacados em lote: instruções',
        parent: '/sacados',
        permissions: [P.draweeStore],
        ...BULK,
        menu: { group: 'payees' },
        screen: DraweeInstructionsPage,
    },
    {
        path: '/criar-sacado',
        title: 'Novo sacado',
        parent: '/sacados',
        permissions: [P.draweeStore],
        screen: DraweeCreate,
    },
    {
        path: '/sacado-lote',
        title: 'Sacados em lote',
        parent: '/sacados',
        permissions: [P.draweeStore],
        ...BULK,
        screen: DraweeBatchPage,
    },
    // Spec 1 §6 gates the boleto menu with payment.invoice.index: every boleto screen uses it.
    {
        path: '/emitir-boleto',
        title: 'Emitir boleto',
        permissions: [P.invoiceIndex],
        menu: { group: 'boletos' },
        screen: IssueInvoicePage,
    },
    {
        path: '/geracao-boletos',
        title: 'Boletos gerados',
        permissions: [P.invoiceIndex],
        menu: { group: 'boletos' },
        screen: InvoiceListPage,
    },
    {
        path: '/boleto-lote',
        title: 'Boletos em lote',
        permissions: [P.invoiceIndex],
        ...BULK,
        menu: { group: 'boletos' },
        screen: InvoiceBatchPage,
    },
    {
        path: '/instrucoes-boleto-lote',
        title: 'Boletos em lote: instruções',
        parent: '/boleto-lote',
        permissions: [P.invoiceIndex],
        ...BULK,
        screen: InvoiceInstructionsPage,
    },
    {
        path: '/invoice-dash',
        title: 'Painel de boletos',
        permissions: [P.paymentDashboardIndex],
        menu: { group: 'dashboards' },
        screen: InvoiceDashboardPage,
    },
    {
        path: '/invoice-entries-dash',
        title: 'Painel de entradas por boleto',
        permissions: [P.paymentDashboardIndex],
        menu: { group: 'dashboards' },
        screen: InvoiceEntriesDashboardPage,
    },
    {
        path: '/invoice-charge-dash',
        title: 'Painel de cobranças por boleto',
        permissions: [P.paymentDashboardIndex],
        menu: { group: 'dashboards' },
        screen: InvoiceChargeDashboardPage,
    },
];

/** The lists whose first page is fetched at start-up when the app opens on them. */
export const lists: ListPrefetch[] = [INVOICE_LIST];

/** The payers (sacados) list and edit, as a react-admin resource. */
export const resources: ResourceProps[] = [drawees];
