import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatDate, formatTime } from '../../../domain/dates';
import { formatBRL } from '../../../domain/money';
import { LOW_BALANCE_SHARE } from '../../../domain/pixIndirect';
import { DescriptionList } from '../../../ui/DescriptionList';
import { Figures } from '../../../ui/dashboards/Figures';
import type { PositionAnswer } from './api';
import { pixCount } from './format';

const percent = new Intl.NumberFormat('pt-BR', { style: 'percent' }).format(LOW_BALANCE_SHARE);

/** Who settles for the organisation, and where. */
export const SponsorCard = ({ data }: { data: PositionAnswer }) => {
    const { organization: org } = data;
    const account = org.settlement_account;
    return (
        <Card variant="outlined" component="section" aria-labelledby="sponsor-title" sx={{ mb: 2 }}>
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                <Typography id="sponsor-title" variant="subtitle1" component="h3" sx={{ mb: 1 }}>
                    Liquidante
                </Typography>
                <DescriptionList
                    pairs={[
                        [
                            'Participante direto',
                            org.sponsor ? org.sponsor.name : 'Nenhum: participação direta',
                        ],
                        ['ISPB do liquidante', org.sponsor?.ispb ?? '—'],
                        ['Participação', `${org.participation_label} · ISPB ${org.ispb}`],
                        [
                            'Conta de liquidação',
                            account
                                ? `Agência ${account.branch} · Conta ${account.account}`
                                : 'Conta PI própria',
                        ],
                    ]}
                />
            </CardContent>
        </Card>
    );
};

/** The day's figures of the settlement account and of the SPI. */
export const PositionFigures = ({ data }: { data: PositionAnswer }) => (
    <>
        {data.balance < 0 && (
            <Alert severity="error" sx={{ mb: 2 }}>
                Saldo negativo na conta de liquidação: o liquidante pode recusar novos Pix de saída. Faça um
                aporte de pelo menos {formatBRL(-data.balance)}.
            </Alert>
        )}
        {data.balance >= 0 && data.low_balance && (
            <Alert severity="warning" sx={{ mb: 2 }}>
                Saldo abaixo de {percent} do aporte do dia: combine um novo aporte com o liquidante para não
                interromper os Pix de saída.
            </Alert>
        )}
        <Figures
            perRow={4}
            figures={[
                {
                    label: 'Saldo na conta de liquidação',
                    value: formatBRL(data.balance),
                    detail: data.is_today
                        ? `Agora, às ${formatTime(new Date())}`
                        : `No fechamento de ${formatDate(data.date)}`,
                },
                {
                    label: 'Aporte do dia (abertura)',
                    value: formatBRL(data.opening_balance),
                },
                {
                    label: 'Entradas liquidadas',
                    value: formatBRL(data.received.amount),
                    detail: pixCount(data.received.count),
                },
                {
                    label: 'Saídas liquidadas',
                    value: formatBRL(data.sent.amount),
                    detail: pixCount(data.sent.count),
                },
                {
                    label: 'Em liquidação no SPI',
                    value: formatBRL(data.settling.amount),
                    detail: `${pixCount(data.settling.count)} · saldo projetado ${formatBRL(data.projected_balance)}`,
                },
                {
                    label: 'Recusadas e devolvidas',
                    value: formatBRL(data.failed.amount),
                    detail: pixCount(data.failed.count),
                },
                {
                    label: 'Pix internos (fora do SPI)',
                    value: formatBRL(data.internal.amount),
                    detail: `${pixCount(data.internal.count)} entre clientes da instituição`,
                },
            ]}
        />
    </>
);
