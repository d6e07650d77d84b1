import type { Audience, RouteDef } from '../../app/routes/types';
import { PERMISSIONS as P } from '../../contract/permissions';

/** Spec 1 §6: batch transfer is for legal-person users only, never Caixa. */
const BATCH: Audience = { personType: 'legal', excludeRoles: ['caixa'] };

/** This area's slice of the route table: src/app/routes/table.tsx joins the slices in side-menu order. */
export const routes: RouteDef[] = [
    // Batch transfers and batch payments (legal persons, not Caixa).
    {
        path: '/batch-transfer-list',
        title: 'Transferências em lote',
        permissions: [P.payrollIndex],
        ...BATCH,
        menu: { group: 'batchTransfer' },
    },
    {
        path: '/relatorios-pagamento-lote',
        title: 'Relatórios de pagamento em lote',
        permissions: [P.payrollIndex],
        ...BATCH,
        menu: { group: 'batchTransfer' },
    },
    {
        path: '/batch-transfer-create',
        title: 'Nova transferência em lote',
        parent: '/batch-transfer-list',
        permissions: [P.payrollStore],
        ...BATCH,
    },
    {
        path: '/batch-transfer-file-upload',
        title: 'Envio de arquivo de transferência em lote',
        parent: '/batch-transfer-list',
        permissions: [P.payrollStore],
        ...BATCH,
    },
    {
        path: '/batch-transfer-payment',
        title: 'Pagamento da transferência em lote',
        parent: '/batch-transfer-list',
        permissions: [P.payrollStore],
        ...BATCH,
    },
    { path: '/pagamento-em-lote', title: 'Pagamentos em lote', permissions: [P.payrollStore], ...BATCH },
    {
        path: '/pagamento-lote',
        title: 'Novo lote de pagamento',
        parent: '/pagamento-em-lote',
        permissions: [P.payrollStore],
        ...BATCH,
    },
    {
        path: '/pagamento-lote-fixo',
        title: 'Lote de pagamento fixo',
        parent: '/pagamento-em-lote',
        permissions: [P.payrollStore],
        ...BATCH,
    },
    {
        path: '/instrucoes-pagamento-lote',
        title: 'Pagamento em lote: instruções',
        parent: '/pagamento-em-lote',
        permissions: [P.payrollStore],
        ...BATCH,
    },
];
