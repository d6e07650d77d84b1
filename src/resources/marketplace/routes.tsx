import type { RouteDef } from '../../app/routes/types';
import { PERMISSIONS as P } from '../../contract/permissions';

/** This area's slice of the route table: src/app/routes/table.tsx joins the slices in side-menu order. */
export const routes: RouteDef[] = [
    // Marketplace: the payment provider's routes carry its name. Spec 2 §6 names /iugu-marketplaces; the
    // other five provider routes (chargebacks, invoices and their detail, sending documents, account details)
    // are named here on the same pattern: /iugu-chargebacks, /iugu-faturas, /iugu-faturas-detalhe,
    // /iugu-enviar-documentos, /iugu-detalhes-conta.
    {
        path: '/iugu-marketplaces',
        title: 'Marketplaces Iugu',
        permissions: [P.marketplaceIndex],
        menu: { group: 'marketplace' },
    },
    {
        path: '/subaccounts-marketplace',
        title: 'Subcontas do marketplace',
        permissions: [P.subaccountIndex],
        menu: { group: 'marketplace' },
    },
    {
        path: '/subaccounts-config',
        title: 'Configuração de subcontas',
        permissions: [P.subaccountConfigure],
        menu: { group: 'marketplace' },
    },
    {
        path: '/iugu-detalhes-conta',
        title: 'Detalhes da conta Iugu',
        parent: '/iugu-marketplaces',
        permissions: [P.marketplaceAccountShow],
    },
    { path: '/iugu-chargebacks', title: 'Chargebacks Iugu', permissions: [P.marketplaceChargebackIndex] },
    { path: '/iugu-faturas', title: 'Faturas Iugu', permissions: [P.marketplaceInvoiceIndex] },
    {
        path: '/iugu-faturas-detalhe',
        title: 'Detalhe da fatura Iugu',
        parent: '/iugu-faturas',
        permissions: [P.marketplaceInvoiceIndex],
    },
    {
        path: '/iugu-enviar-documentos',
        title: 'Envio de documentos à Iugu',
        permissions: [P.marketplaceDocumentStore],
    },
    {
        path: '/subaccounts-create',
        title: 'Nova subconta',
        parent: '/subaccounts-marketplace',
        permissions: [P.subaccountStore],
    },
    {
        path: '/subaccounts-marketplace-details',
        title: 'Detalhes da subconta',
        parent: '/subaccounts-marketplace',
        permissions: [P.subaccountShow],
    },
    {
        path: '/subaccounts-validate',
        title: 'Validação de subcontas',
        parent: '/subaccounts-marketplace',
        permissions: [P.subaccountApprove],
    },
    {
        path: '/subaccounts-config-account',
        title: 'Configuração da subconta',
        parent: '/subaccounts-config',
        permissions: [P.subaccountConfigure],
    },
];
