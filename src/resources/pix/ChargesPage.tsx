import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { useViewer } from '../../app/routes/useViewer';
import { PERMISSIONS } from '../../contract/permissions';
import { useMessages } from '../../i18n';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { type AccountView, accountLabel } from '../accounts';
import type { PixCharge } from './api';
import { BillQr } from './BillQr';
import { ChargeList } from './ChargeList';
import { ChargeQr } from './ChargeQr';
import { pixMessages } from './messages';
import { NewChargeForm } from './NewChargeForm';
import { NoActiveKey } from './NoActiveKey';
import { PixAccountGate } from './PixAccountGate';
import { BESIDE_QR } from './QrPanel';
import { useActiveKeys } from './useActiveKeys';

type TabId = 'new' | 'list' | 'bill';

const NewCharge = ({ account, onCreated }: { account: AccountView; onCreated: () => void }) => {
    const t = useMessages(pixMessages);
    const notify = useNotify();
    const { keys, choices } = useActiveKeys(account.id);
    const [charge, setCharge] = useState<PixCharge | null>(null);
    if (keys.status === 'loading') return <Loading label={t('pix.common.loading_keys')} />;
    if (keys.status === 'error') return <LoadFailed what={t('pix.common.your_keys')} onRetry={keys.retry} />;
    if (keys.data.length === 0) return <NoActiveKey />;
    return (
        <Box sx={BESIDE_QR}>
            <Box>
                <Typography color="text.secondary" sx={{ mb: 1 }}>
                    {t('pix.common.account_line', { account: accountLabel(account) })}
                </Typography>
                <NewChargeForm
                    account={account}
                    keyChoices={choices}
                    onCreated={(created) => {
                        setCharge(created);
                        onCreated();
                        notify(t('pix.charges.created'), { type: 'success' });
                    }}
                />
            </Box>
            <Card variant="outlined" component="section" aria-label={t('pix.charges.created_panel')}>
                <CardContent>
                    {charge ? (
                        <ChargeQr key={charge.id} charge={charge} />
                    ) : (
                        <Typography color="text.secondary">{t('pix.charges.placeholder')}</Typography>
                    )}
                </CardContent>
            </Card>
        </Box>
    );
};

/** `/qr-code-cobranca`: dynamic charges (create, list by status) and the Pix QR of an open issued boleto. */
export const ChargesPage = () => {
    const t = useMessages(pixMessages);
    const viewer = useViewer();
    const [tab, setTab] = useState<TabId>('new');
    const [created, setCreated] = useState(0);
    const bills = viewer.permissions.has(PERMISSIONS.invoiceIndex);
    return (
        <Box sx={{ py: 2 }}>
            <Title title={t('pix.common.charge_qr')} />
            <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
                {t('pix.common.charge_qr')}
            </Typography>
            {/* A grid of one minmax(0, 1fr) column: the tab strip scrolls instead of widening the page at 360 px. */}
            <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
                <Tabs
                    value={tab}
                    onChange={(_, next: TabId) => setTab(next)}
                    variant="scrollable"
                    scrollButtons="auto"
                    allowScrollButtonsMobile
                    aria-label={t('pix.common.charges')}
                    sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
                >
                    <Tab
                        value="new"
                        label={t('pix.charges.new_tab')}
                        id="tab-new"
                        aria-controls="panel-new"
                    />
                    <Tab
                        value="list"
                        label={t('pix.charges.list_tab')}
                        id="tab-list"
                        aria-controls="panel-list"
                    />
                    {bills && (
                        <Tab
                            value="bill"
                            label={t('pix.common.bill_qr')}
                            id="tab-bill"
                            aria-controls="panel-bill"
                        />
                    )}
                </Tabs>
            </Box>
            <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
                <PixAccountGate>
                    {(account) => (
                        <>
                            {tab === 'new' && (
                                <NewCharge account={account} onCreated={() => setCreated((n) => n + 1)} />
                            )}
                            {tab === 'list' && <ChargeList refresh={created} />}
                            {tab === 'bill' && bills && <BillQr />}
                        </>
                    )}
                </PixAccountGate>
            </Box>
        </Box>
    );
};
