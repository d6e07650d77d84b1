import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { currentBrand } from '../../../brands';
import { useMessages } from '../../../i18n';
import { CardScreen } from '../../../ui/CardScreen';
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
        <CardScreen
            title={title}
            intro={subaccounts ? t('recharges.manual.sub_intro') : t('recharges.manual.intro')}
            notice={
                currentBrand().features.manualRechargeApproval && (
                    <Alert severity="info" sx={{ mb: 2 }}>
                        {t('recharges.manual.approval_note')}
                    </Alert>
                )
            }
            after={<ManualRechargeList />}
        >
            <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                {t('recharges.manual.new')}
            </Typography>
            <ManualRechargeForm key={String(subaccounts)} subaccounts={subaccounts} />
        </CardScreen>
    );
};

export const ManualRechargePage = () => <ManualRecharge subaccounts={false} />;

export const SubaccountManualRechargePage = () => <ManualRecharge subaccounts />;
