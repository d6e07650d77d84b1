import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMessages } from '../../../i18n';
import { DescriptionList } from '../../../ui/DescriptionList';
import { FocusedHeading } from '../../../ui/FocusedHeading';
import { PdfDownloadButton } from '../../../ui/PdfDownloadButton';
import { type CashOperationView, receiptPairs } from './api';
import { cashierMessages } from './messages';
import { downloadCashReceipt } from './pdf';

/** The operation done: its receipt on screen and as a PDF for the customer, and the next customer. */
export const CashReceipt = ({
    operation,
    onAnother,
}: {
    operation: CashOperationView;
    onAnother: () => void;
}) => {
    const t = useMessages(cashierMessages);
    return (
        <Box component="section" aria-labelledby="cash-done-title">
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <CheckCircleOutlineIcon color="success" aria-hidden />
                <FocusedHeading id="cash-done-title" component="h3">
                    {t(`cashier.done.${operation.kind}`)}
                </FocusedHeading>
            </Box>
            <Typography color="text.secondary" sx={{ my: 1 }}>
                {t(`cashier.done.${operation.kind}_note`)}
            </Typography>
            <DescriptionList pairs={receiptPairs(operation)} label={t('cashier.done.receipt_label')} />
            <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
                <PdfDownloadButton download={() => downloadCashReceipt(operation)} />
                <Button onClick={onAnother}>{t('cashier.done.another')}</Button>
            </Box>
        </Box>
    );
};
