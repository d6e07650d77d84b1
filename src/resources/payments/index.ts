export { routes } from './routes';
/** `/receipt-redirect?type=transfer&id=…` (the bills slice holds the route): loaded lazily through this index. */
export { TransferReceiptPage } from './transfers/TransferReceiptPage';
