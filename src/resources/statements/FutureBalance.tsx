import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { asLoad } from '../../dataProvider/hooks';
import { useMessages } from '../../i18n';
import { Balance } from '../../ui/Money';
import { statementMessages } from './messages';
import { useReleaseBalance } from './useStatement';

/** The home's "Saldo + lançamentos futuros" of an account, linking to its future releases; nothing while loading. */
export const FutureBalance = ({ accountId }: { accountId: number }) => {
    const t = useMessages(statementMessages);
    const balance = asLoad(useReleaseBalance(accountId));
    if (balance.status !== 'ready') return null;
    return (
        <Typography variant="body2" color="text.secondary" component="div" sx={{ mt: 1 }}>
            {t('statements.home.with_future')}: <Balance cents={balance.data.projected_balance} />{' '}
            <Link component={RouterLink} to={`/future-release?conta=${accountId}`}>
                {t('statements.home.see_future')}
            </Link>
        </Typography>
    );
};
