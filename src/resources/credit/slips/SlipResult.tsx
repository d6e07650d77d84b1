import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatLine } from '../../../domain/boleto';
import { formatDate } from '../../../domain/dates';
import { simulationPairs } from '../../../domain/slipParcel';
import { useMessages } from '../../../i18n';
import { DescriptionList } from '../../../ui/DescriptionList';
import { FocusedHeading } from '../../../ui/FocusedHeading';
import { StatusChip } from '../../../ui/StatusChip';
import type { SlipParcelView } from './api';
import { creditMessages } from './messages';

interface Props {
    slip: SlipParcelView;
    onList: () => void;
    onAnother: () => void;
}

/** The end of "Novo parcelamento": the request is waiting for the bank, and nothing has moved. */
export const SlipResult = ({ slip, onList, onAnother }: Props) => {
    const t = useMessages(creditMessages);
    const approvers = slip.approval?.required ?? 1;

    return (
        <Card variant="outlined" component="section" aria-labelledby="slip-result-title">
            <CardContent sx={{ px: { xs: 2, sm: 3 } }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <HourglassTopIcon color="info" aria-hidden />
                    <FocusedHeading id="slip-result-title" component="h3">
                        {t('credit.result.title')}
                    </FocusedHeading>
                    <StatusChip vocabulary="approval" value={slip.status} />
                </Box>
                <Typography color="text.secondary" sx={{ my: 1 }}>
                    {t(approvers === 2 ? 'credit.result.two_approvers' : 'credit.result.one_approver', {
                        date: formatDate(slip.simulation.first_due_date),
                    })}
                </Typography>
                <DescriptionList
                    label={t('credit.result.label')}
                    pairs={[
                        [t('credit.fields.beneficiary'), slip.beneficiary],
                        [t('credit.fields.line'), formatLine(slip.line)],
                        ...simulationPairs(slip.simulation),
                    ]}
                />
                <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
                    <Button variant="contained" onClick={onList}>
                        {t('credit.result.see_list')}
                    </Button>
                    <Button onClick={onAnother}>{t('credit.result.another')}</Button>
                </Box>
            </CardContent>
        </Card>
    );
};
