import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { currentBrand } from '../../../brands';
import { useMessages } from '../../../i18n';
import { PAGE_CARD } from '../../../ui/pageCard';
import { ManualRechargeForm } from './ManualRechargeForm';
import { ManualRechargeList } from './ManualRechargeList';
import { rechargeMessages } from './messages';

/**
 * /carga-manual and /s-carga-manual: staff credit a holder's account (or sub-account) from a graphic account
 * of the bank; on a brand with manual-recharge approval it waits for another person in /manual-recharge-approve.
 */
const ManualRecharge = ({ subaccounts }: { subaccounts: boolean }) => {
    const t = useMessages(rechargeMessages);
    const title = subaccounts ? t('recharges.manual.sub_title') : t('recharges.manual.title');
    return (
        <Box sx={{ py: 2 }}>
            <Title title={title} />
            <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
                {title}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
                {subaccounts ? t('recharges.manual.sub_intro') : t('recharges.manual.intro')}
            </Typography>
            {currentBrand().features.manualRechargeApproval && (
                <Alert severity="info" sx={{ mb: 2 }}>
                    {t('recharges.manual.approval_note')}
                </Alert>
            )}
            <Paper variant="outlined" sx={{ ...PAGE_CARD, p: 2, maxWidth: 760 }}>
                <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                    {t('recharges.manual.new')}
                </Typography>
                <ManualRechargeForm key={String(subaccounts)} subaccounts={subaccounts} />
            </Paper>
            <ManualRechargeList />
        </Box>
    );
};

export const ManualRechargePage = () => <ManualRecharge subaccounts={false} />;

export const SubaccountManualRechargePage = () => <ManualRecharge subaccounts />;
