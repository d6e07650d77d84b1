import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useStore } from 'react-admin';
import { formatBRL } from '../domain/money';
import { useMessages } from '../i18n';
import { uiMessages } from './messages';

/** The balance-visibility switch of spec 1 §3, shared by every balance on screen. */
export const useBalanceVisible = () => useStore<boolean>('balanceVisible', true);

/** What a hidden balance shows. */
export const HIDDEN_BALANCE = 'R$ ••••••';

/** A balance in cents; hidden as `R$ ••••••` while the user keeps balances hidden. */
export const Balance = ({ cents }: { cents: number }) => {
    const t = useMessages(uiMessages);
    const [visible] = useBalanceVisible();
    return visible ? (
        formatBRL(cents)
    ) : (
        <span role="img" aria-label={t('ui.balance.hidden')}>
            {HIDDEN_BALANCE}
        </span>
    );
};

export const BalanceVisibilityButton = () => {
    const t = useMessages(uiMessages);
    const [visible, setVisible] = useBalanceVisible();
    const label = visible ? t('ui.balance.hide') : t('ui.balance.show');
    return (
        <Tooltip title={label}>
            <IconButton
                color="inherit"
                aria-label={label}
                aria-pressed={!visible}
                onClick={() => setVisible(!visible)}
            >
                {visible ? <VisibilityIcon /> : <VisibilityOffIcon />}
            </IconButton>
        </Tooltip>
    );
};
