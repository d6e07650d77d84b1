import Chip from '@mui/material/Chip';
import { statusInfo } from '../../../domain/statuses';

/** Spec 2 §4 generic vocabulary: Rascunho, Pendente, Vencido, Pago, Cancelado. */
export const InvoiceStatusChip = ({ status }: { status: string }) => {
    const { label, color } = statusInfo('generic', status);
    return <Chip size="small" variant="outlined" color={color} label={label} />;
};
