import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatLine } from '../../../domain/boleto';
import { formatDate } from '../../../domain/dates';
import { SLIP_STATUS, simulationPairs } from '../../../domain/slipParcel';
import { DescriptionList } from '../../../ui/DescriptionList';
import { FocusedHeading } from '../../../ui/FocusedHeading';
import type { SlipParcelView } from './api';

interface Props {
    slip: SlipParcelView;
    onList: () => void;
    onAnother: () => void;
}

/** The end of "Novo parcelamento": the request is waiting for the bank, and nothing has moved. */
export const SlipResult = ({ slip, onList, onAnother }: Props) => {
    const status = SLIP_STATUS[slip.status];
    const approvers = slip.approval?.required ?? 1;

    return (
        <Card variant="outlined" component="section" aria-labelledby="slip-result-title">
            <CardContent sx={{ px: { xs: 2, sm: 3 } }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <HourglassTopIcon color="info" aria-hidden />
                    <FocusedHeading id="slip-result-title" component="h3">
                        Parcelamento enviado para aprovação
                    </FocusedHeading>
                    <Chip size="small" label={status.label} color={status.color} />
                </Box>
                <Typography color="text.secondary" sx={{ my: 1 }}>
                    {approvers === 2 ? 'Duas pessoas do banco analisam' : 'O banco analisa'} o pedido. Se
                    aprovado, o banco paga o boleto e a primeira parcela vence em{' '}
                    {formatDate(slip.simulation.first_due_date)}. Nada foi debitado da sua conta.
                </Typography>
                <DescriptionList
                    label="Pedido de parcelamento"
                    pairs={[
                        ['Beneficiário', slip.beneficiary],
                        ['Linha digitável', formatLine(slip.line)],
                        ...simulationPairs(slip.simulation),
                    ]}
                />
                <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
                    <Button variant="contained" onClick={onList}>
                        Ver meus parcelamentos
                    </Button>
                    <Button onClick={onAnother}>Parcelar outro boleto</Button>
                </Box>
            </CardContent>
        </Card>
    );
};
