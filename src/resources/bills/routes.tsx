import { useSearchParams } from 'react-router-dom';
import type { RouteDef } from '../../app/routes/types';
import { PERMISSIONS as P } from '../../contract/permissions';
import { lazyScreen } from '../../ui/lazyScreen';

const BillPaymentPage = lazyScreen(() => import('./BillPaymentPage'), 'BillPaymentPage');
const SubaccountBillPaymentPage = lazyScreen(() => import('./BillPaymentPage'), 'SubaccountBillPaymentPage');

const BillReceiptPage = lazyScreen(() => import('./ReceiptPage'), 'ReceiptPage');
const TransferReceiptPage = lazyScreen(() => import('../payments'), 'TransferReceiptPage');

/**
 * `/receipt-redirect` opens the receipt its query names: `?type=transfer&id=…` a transfer's (payments area),
 * `?boleto=…` a boleto payment's. Another kind joins with its own `type` and screen here.
 */
const ReceiptPage = () =>
    useSearchParams()[0].get('type') === 'transfer' ? <TransferReceiptPage /> : <BillReceiptPage />;

/** This area's slice of the route table: src/app/routes/table.tsx joins the slices in side-menu order. */
export const routes: RouteDef[] = [
    {
        path: '/receipt-redirect',
        title: 'Comprovante',
        permissions: [P.receiptIndex],
        screen: ReceiptPage,
        notShortcut: true,
    },
    {
        path: '/liquidacaoboleto',
        title: 'Pagamento de boleto',
        permissions: [P.billStore],
        menu: { group: 'payments' },
        screen: BillPaymentPage,
    },
    {
        path: '/s-liquidacaoboleto',
        title: 'Pagamento de boleto pela subconta',
        parent: '/liquidacaoboleto',
        permissions: [P.billStore],
        screen: SubaccountBillPaymentPage,
    },
];
