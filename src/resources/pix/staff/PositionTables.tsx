import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatDateTime, formatTime } from '../../../domain/dates';
import { formatBRL } from '../../../domain/money';
import { pixStatusInfo } from '../../../domain/pix';
import type { FailedPix, HourRow, HourStatus, OpenPix } from '../../../domain/pixIndirect';
import type { StatusInfo } from '../../../domain/statuses';
import { StatusChip } from '../../../ui/StatusChip';
import type { PositionAnswer } from './api';
import { hourRange, pixCount, signedBRL, tallyText } from './format';
import { type Column, ScrollTable } from './ScrollTable';

const Section = ({
    id,
    title,
    intro,
    children,
}: {
    id: string;
    title: string;
    intro: string;
    children: ReactNode;
}) => (
    <section aria-labelledby={id}>
        <Typography id={id} variant="h6" component="h3" sx={{ mt: 3 }}>
            {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {intro}
        </Typography>
        {children}
    </section>
);

const OPEN_COLUMNS: Column<OpenPix>[] = [
    { header: 'Feito em', cell: (row) => formatDateTime(row.created_at), numeric: true },
    { header: 'Recebedor', cell: (row) => row.counterparty },
    { header: 'Instituição', cell: (row) => row.participant },
    { header: 'Valor', cell: (row) => formatBRL(row.amount), numeric: true },
    {
        header: 'Situação',
        cell: (row) => <StatusChip status={pixStatusInfo(row.status)} />,
    },
    { header: 'Identificador (E2E)', cell: (row) => row.end_to_end_id },
];

const FAILURE_COLUMNS: Column<FailedPix>[] = [
    { header: 'Hora', cell: (row) => formatTime(row.at), numeric: true },
    { header: 'Recebedor', cell: (row) => row.counterparty },
    { header: 'Instituição', cell: (row) => row.participant },
    { header: 'Valor', cell: (row) => formatBRL(row.amount), numeric: true },
    { header: 'Motivo', cell: (row) => row.reason },
    { header: 'Identificador (E2E)', cell: (row) => row.end_to_end_id },
];

const HOUR_STATUS: Record<HourStatus, StatusInfo> = {
    reconciled: { label: 'Conciliado', color: 'success' },
    settling: { label: 'Em liquidação', color: 'info' },
    divergent: { label: 'Divergente', color: 'error' },
};

const HOUR_COLUMNS: Column<HourRow>[] = [
    { header: 'Hora', cell: (row) => hourRange(row.hour), numeric: true },
    { header: 'Entradas', cell: (row) => tallyText(row.received), numeric: true },
    { header: 'Saídas', cell: (row) => tallyText(row.sent), numeric: true },
    { header: 'Recusadas', cell: (row) => pixCount(row.failed.count), numeric: true },
    { header: 'Líquido no SPI', cell: (row) => signedBRL(row.spi_net), numeric: true },
    { header: 'Saldo após a hora', cell: (row) => formatBRL(row.balance), numeric: true },
    { header: 'Lançado nas contas', cell: (row) => signedBRL(row.ledger_net), numeric: true },
    { header: 'Diferença', cell: (row) => signedBRL(row.difference), numeric: true },
    {
        header: 'Situação',
        cell: (row) => <StatusChip status={HOUR_STATUS[row.status]} />,
    },
];

const sumOf = (rows: HourRow[], value: (row: HourRow) => number) =>
    rows.reduce((total, row) => total + value(row), 0);

export const OpenTable = ({ data }: { data: PositionAnswer }) => (
    <Section
        id="open-title"
        title="Pendências"
        intro={
            data.is_today
                ? 'Transferências ainda não liquidadas: no SPI aguardando a resposta, aguardando aprovação ou agendadas para hoje.'
                : 'Transferências feitas ou agendadas neste dia que continuam sem liquidação.'
        }
    >
        {data.open.length === 0 ? (
            <Typography>Nenhuma transferência pendente.</Typography>
        ) : (
            <ScrollTable
                label="Pendências"
                columns={OPEN_COLUMNS}
                rows={data.open}
                rowKey={(row) => row.id}
            />
        )}
    </Section>
);

export const FailuresTable = ({ data }: { data: PositionAnswer }) => (
    <Section
        id="failures-title"
        title="Falhas do dia"
        intro="Pix de saída recusados pelo banco recebedor (o valor voltou para o cliente) ou não enviados."
    >
        {data.failures.length === 0 ? (
            <Typography>Nenhuma falha neste dia.</Typography>
        ) : (
            <ScrollTable
                label="Falhas do dia"
                columns={FAILURE_COLUMNS}
                rows={data.failures}
                rowKey={(row) => row.id}
            />
        )}
    </Section>
);

export const ReconciliationTable = ({ data }: { data: PositionAnswer }) => {
    const rows = data.hours;
    const footer = [
        'Total do dia',
        tallyText(data.received),
        tallyText(data.sent),
        pixCount(data.failed.count),
        signedBRL(data.received.amount - data.sent.amount),
        formatBRL(data.balance),
        signedBRL(sumOf(rows, (row) => row.ledger_net)),
        signedBRL(sumOf(rows, (row) => row.difference)),
        '',
    ];
    return (
        <Section
            id="reconciliation-title"
            title="Conciliação por hora"
            intro="O que o liquidante liquidou no SPI a cada hora, comparado com o que os mesmos Pix lançaram nas contas dos clientes. Um Pix ainda em liquidação já foi debitado do cliente e aparece como diferença até a resposta do SPI."
        >
            {rows.length === 0 ? (
                <Typography>Nenhum Pix liquidado no SPI neste dia.</Typography>
            ) : (
                <ScrollTable
                    label="Conciliação por hora"
                    columns={HOUR_COLUMNS}
                    rows={rows}
                    rowKey={(row) => row.hour}
                    footer={footer}
                />
            )}
        </Section>
    );
};
