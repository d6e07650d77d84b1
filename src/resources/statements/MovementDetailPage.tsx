import ShareIcon from '@mui/icons-material/Share';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Title, useNotify } from 'react-admin';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { canOpen } from '../../app/routes/access';
import { useRouteTable } from '../../app/routes/routeTableContext';
import { useViewer } from '../../app/routes/useViewer';
import type { MovementDetail } from '../../contract/statements';
import { asLoad } from '../../dataProvider/hooks';
import { formatDateTime } from '../../domain/dates';
import { useMessages } from '../../i18n';
import { DescriptionList } from '../../ui/DescriptionList';
import { downloadBlob } from '../../ui/downloadBlob';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { HIDDEN_BALANCE, useBalanceVisible } from '../../ui/Money';
import { PdfDownloadButton } from '../../ui/PdfDownloadButton';
import { useBusy } from '../../ui/useBusy';
import { SignedAmount } from '../accounts';
import { MovementCorrections } from './corrections/MovementCorrections';
import { statementMessages } from './messages';
import { receiptFileName, receiptPairs, receiptPdf } from './receipt';
import { detailPath, type StatementReturn, statementReturn } from './StatementLines';
import { useMovement } from './useStatement';

const BILL_RECEIPT = '/receipt-redirect';

/** Shares the receipt's PDF where the device can (phones), else downloads it. */
const ShareButton = ({ detail }: { detail: MovementDetail }) => {
    const t = useMessages(statementMessages);
    const notify = useNotify();
    const { busy, run } = useBusy();
    const share = () =>
        run(async () => {
            const blob = await receiptPdf(detail);
            const file = new File([blob], receiptFileName(detail), { type: 'application/pdf' });
            if (navigator.canShare?.({ files: [file] })) {
                try {
                    await navigator.share({ files: [file], title: t('statements.detail.receipt_title') });
                    notify(t('statements.detail.shared'), { type: 'success' });
                    return;
                } catch (error) {
                    if ((error as Error).name === 'AbortError') return;
                }
            }
            downloadBlob(blob, receiptFileName(detail));
            notify(t('statements.detail.share_failed'), { type: 'info' });
        });
    return (
        <Button variant="outlined" startIcon={<ShareIcon />} onClick={share} disabled={busy}>
            {t('statements.detail.share')}
        </Button>
    );
};

const Detail = ({ detail }: { detail: MovementDetail }) => {
    const t = useMessages(statementMessages);
    const table = useRouteTable();
    const viewer = useViewer();
    const { state } = useLocation();
    const [balanceVisible] = useBalanceVisible();
    const { transaction: row, linked, receipt } = detail;
    const balanceAfter = t('statements.detail.balance_after');
    const pairs = receiptPairs(detail).map(([term, value]): [string, string] =>
        term === balanceAfter && !balanceVisible ? [term, HIDDEN_BALANCE] : [term, value],
    );
    const billRoute = table.find((r) => r.path === BILL_RECEIPT);
    const billReceipt = receipt.origin?.type === 'bill' && billRoute && canOpen(billRoute, viewer);
    return (
        <>
            <Card variant="outlined" sx={{ mb: 2 }}>
                <CardContent>
                    <Typography variant="h6" component="p" sx={{ mb: 1 }}>
                        <SignedAmount cents={row.amount} />
                    </Typography>
                    <DescriptionList pairs={pairs} label={t('statements.detail.title')} />
                    {linked && (
                        <Typography sx={{ mt: 2 }}>
                            {row.reversal_of
                                ? t('statements.detail.linked_original')
                                : t('statements.detail.linked_reversal')}
                            {': '}
                            <Link
                                component={RouterLink}
                                to={detailPath(linked.id, detail.account.id)}
                                state={state as StatementReturn | null}
                            >
                                {t('statements.detail.linked_open', {
                                    date: formatDateTime(linked.created_at),
                                })}
                            </Link>
                        </Typography>
                    )}
                </CardContent>
            </Card>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
                <PdfDownloadButton
                    download={async () => downloadBlob(await receiptPdf(detail), receiptFileName(detail))}
                >
                    {t('statements.detail.receipt')}
                </PdfDownloadButton>
                <ShareButton detail={detail} />
                {billReceipt && receipt.origin?.type === 'bill' && (
                    <Button component={RouterLink} to={`${BILL_RECEIPT}?boleto=${receipt.origin.id}`}>
                        {t('statements.detail.origin_bill')}
                    </Button>
                )}
            </Box>
            <MovementCorrections transaction={row} />
        </>
    );
};

/** `/extract-detail?id=<movement>`: one movement, its receipt (PDF, share) and its reversal trail. */
export const MovementDetailPage = () => {
    const t = useMessages(statementMessages);
    const [params] = useSearchParams();
    const raw = params.get('id') ?? '';
    const id = /^\d+$/.test(raw) ? Number(raw) : null;
    const conta = params.get('conta');
    const detail = asLoad(useMovement(id));
    // Back to the statement the movement was opened from, with its filters; else the account's statement.
    const back =
        statementReturn(useLocation().state) ??
        `/extrato-conta${conta && /^\d+$/.test(conta) ? `?conta=${conta}` : ''}`;
    return (
        <Box sx={{ py: 2, maxWidth: 760 }}>
            <Title title={t('statements.detail.title')} />
            <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
                {t('statements.detail.title')}
            </Typography>
            {id === null && <Typography sx={{ mb: 2 }}>{t('statements.detail.none')}</Typography>}
            {id !== null && detail.status === 'loading' && (
                <Loading label={t('statements.detail.loading')} shape="detail" />
            )}
            {id !== null && detail.status === 'error' && (
                <LoadFailed what={t('statements.detail.failed')} onRetry={detail.retry} />
            )}
            {id !== null && detail.status === 'ready' && <Detail detail={detail.data} />}
            <Button component={RouterLink} to={back}>
                {t('statements.detail.back')}
            </Button>
        </Box>
    );
};
