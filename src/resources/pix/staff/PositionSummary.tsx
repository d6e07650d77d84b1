import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatDate, formatTime } from '../../../domain/dates';
import { formatBRL } from '../../../domain/money';
import { LOW_BALANCE_SHARE } from '../../../domain/pixIndirect';
import { useMessages } from '../../../i18n';
import { DescriptionList } from '../../../ui/DescriptionList';
import { Figures } from '../../../ui/dashboards/Figures';
import type { PositionAnswer } from './api';
import { pixCount } from './format';
import { pixStaffMessages } from './messages';

const percent = new Intl.NumberFormat('pt-BR', { style: 'percent' }).format(LOW_BALANCE_SHARE);

/** Who settles for the organisation, and where. */
export const SponsorCard = ({ data }: { data: PositionAnswer }) => {
    const t = useMessages(pixStaffMessages);
    const { organization: org } = data;
    const account = org.settlement_account;
    return (
        <Card variant="outlined" component="section" aria-labelledby="sponsor-title" sx={{ mb: 2 }}>
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                <Typography id="sponsor-title" variant="subtitle1" component="h3" sx={{ mb: 1 }}>
                    {t('pix_staff.position.sponsor.title')}
                </Typography>
                <DescriptionList
                    pairs={[
                        [
                            t('pix_staff.position.sponsor.direct'),
                            org.sponsor ? org.sponsor.name : t('pix_staff.position.sponsor.none'),
                        ],
                        [t('pix_staff.position.sponsor.ispb'), org.sponsor?.ispb ?? '—'],
                        [
                            t('pix_staff.participation'),
                            t('pix_staff.position.sponsor.participation', {
                                label: org.participation_label,
                                ispb: org.ispb,
                            }),
                        ],
                        [
                            t('pix_staff.settlement_account'),
                            account
                                ? t('pix_staff.branch_account', {
                                      branch: account.branch,
                                      account: account.account,
                                  })
                                : t('pix_staff.position.sponsor.own_account'),
                        ],
                    ]}
                />
            </CardContent>
        </Card>
    );
};

/** The day's figures of the settlement account and of the SPI. */
export const PositionFigures = ({ data }: { data: PositionAnswer }) => {
    const t = useMessages(pixStaffMessages);
    return (
        <>
            {data.balance < 0 && (
                <Alert severity="error" sx={{ mb: 2 }}>
                    {t('pix_staff.position.negative_balance', { amount: formatBRL(-data.balance) })}
                </Alert>
            )}
            {data.balance >= 0 && data.low_balance && (
                <Alert severity="warning" sx={{ mb: 2 }}>
                    {t('pix_staff.position.low_balance', { percent })}
                </Alert>
            )}
            <Figures
                perRow={4}
                figures={[
                    {
                        label: t('pix_staff.position.figures.balance'),
                        value: formatBRL(data.balance),
                        detail: data.is_today
                            ? t('pix_staff.position.figures.now', { time: formatTime(new Date()) })
                            : t('pix_staff.position.figures.closing', { date: formatDate(data.date) }),
                    },
                    {
                        label: t('pix_staff.position.figures.opening'),
                        value: formatBRL(data.opening_balance),
                    },
                    {
                        label: t('pix_staff.position.figures.received'),
                        value: formatBRL(data.received.amount),
                        detail: pixCount(data.received.count),
                    },
                    {
                        label: t('pix_staff.position.figures.sent'),
                        value: formatBRL(data.sent.amount),
                        detail: pixCount(data.sent.count),
                    },
                    {
                        label: t('pix_staff.position.figures.settling'),
                        value: formatBRL(data.settling.amount),
                        detail: t('pix_staff.position.figures.settling_detail', {
                            count: pixCount(data.settling.count),
                            amount: formatBRL(data.projected_balance),
                        }),
                    },
                    {
                        label: t('pix_staff.position.figures.failed'),
                        value: formatBRL(data.failed.amount),
                        detail: pixCount(data.failed.count),
                    },
                    {
                        label: t('pix_staff.position.figures.internal'),
                        value: formatBRL(data.internal.amount),
                        detail: t('pix_staff.position.figures.internal_detail', {
                            count: pixCount(data.internal.count),
                        }),
                    },
                ]}
            />
        </>
    );
};
