import { StatusChip } from '../../../ui/StatusChip';

/** An issued boleto's status: Rascunho, Pendente, Vencido, Pago, Cancelado (the `invoice` vocabulary). */
export const InvoiceStatusChip = ({ status }: { status: string }) => (
    <StatusChip vocabulary="invoice" value={status} />
);
