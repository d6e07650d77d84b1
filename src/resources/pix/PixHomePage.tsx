import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Title, useGetList } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { asLoad } from '../../dataProvider/hooks';
import { useMessages } from '../../i18n';
import { HeaderRow } from '../../ui/HeaderRow';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { Balance } from '../../ui/Money';
import { type AccountView, accountLabel } from '../accounts';
import type { PixTransactionView } from './api';
import { pixMessages } from './messages';
import { PixAccountGate } from './PixAccountGate';
import { PixLimitsPanel, PixShortcuts } from './PixHomeParts';
import { PIX_SELECT_PATH } from './selectedAccount';
import { TransactionList } from './TransactionList';

const LAST_PIX = 5;

const AccountSummary = ({ account, canSwitch }: { account: AccountView; canSwitch: boolean }) => {
    const t = useMessages(pixMessages);
    return (
        <Card variant="outlined" component="section" aria-label={t('pix.home.account_card')} sx={{ mb: 3 }}>
            <CardContent
                sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    justifyContent: 'space-between',
                    alignItems: 'flex-end',
                    gap: 2,
                    '&:last-child': { pb: 2 },
                }}
            >
                <Box sx={{ minWidth: 0 }}>
                    <Typography variant="caption" color="text.secondary" component="p">
                        {t('pix.home.account_caption', {
                            type: account.account_type?.name ?? t('pix.common.account'),
                        })}
                    </Typography>
                    <Typography variant="h6" component="p">
                        {accountLabel(account)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {account.holder?.name ?? ''}
                    </Typography>
                </Box>
                <Box>
                    <Typography variant="caption" color="text.secondary" component="p">
                        {t('pix.common.available_balance')}
                    </Typography>
                    <Typography variant="h5" component="p">
                        <Balance cents={account.balance} />
                    </Typography>
                </Box>
                {canSwitch && (
                    <Button component={RouterLink} to={PIX_SELECT_PATH} size="small">
                        {t('pix.home.switch_account')}
                    </Button>
                )}
            </CardContent>
        </Card>
    );
};

const LastPix = ({ accountId }: { accountId: number }) => {
    const t = useMessages(pixMessages);
    // The newest first, as the bank lists them: no sort asked.
    const last = asLoad(
        useGetList<PixTransactionView>('pix-transacoes', {
            filter: { account_id: accountId },
            pagination: { page: 1, perPage: LAST_PIX },
            sort: { field: '', order: 'ASC' },
        }),
    );
    if (last.status === 'loading') return <Loading label={t('pix.home.loading_last')} />;
    if (last.status === 'error') return <LoadFailed what={t('pix.home.last_what')} onRetry={last.retry} />;
    if (last.data.length === 0) {
        return <Typography color="text.secondary">{t('pix.home.no_pix')}</Typography>;
    }
    return <TransactionList rows={last.data.slice(0, LAST_PIX)} />;
};

/** `/pix-home`: the selected account and balance, what can be done with Pix, today's limits and the last Pix. */
export const PixHomePage = () => {
    const t = useMessages(pixMessages);
    return (
        <Box sx={{ py: 2 }}>
            <Title title="Pix" />
            <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
                Pix
            </Typography>
            <PixAccountGate>
                {(account, accounts) => (
                    <>
                        <AccountSummary account={account} canSwitch={accounts.length > 1} />
                        <PixShortcuts />
                        <Box component="section" aria-labelledby="pix-limits" sx={{ mt: 3 }}>
                            <Typography id="pix-limits" variant="h6" component="h2" sx={{ mb: 1 }}>
                                {t('pix.home.limits_title')}
                            </Typography>
                            <PixLimitsPanel accountId={account.id} />
                        </Box>
                        <Box component="section" aria-labelledby="pix-last" sx={{ mt: 3 }}>
                            <HeaderRow gap={1}>
                                <Typography id="pix-last" variant="h6" component="h2">
                                    {t('pix.home.last_title')}
                                </Typography>
                                <Link component={RouterLink} to="/pix-extract">
                                    {t('pix.home.see_statement')}
                                </Link>
                            </HeaderRow>
                            <LastPix accountId={account.id} />
                        </Box>
                    </>
                )}
            </PixAccountGate>
        </Box>
    );
};
