import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatDateTime, formatTime } from '../../../domain/dates';
import { formatBRL } from '../../../domain/money';
import type { FailedPix, HourRow, OpenPix } from '../../../domain/pixIndirect';
import { useMessages } from '../../../i18n';
import { StatusChip } from '../../../ui/StatusChip';
import type { PositionAnswer } from './api';
import { hourRange, pixCount, signedBRL, tallyText } from './format';
import { pixStaffMessages } from './messages';
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

const useOpenColumns = (): Column<OpenPix>[] => {
    const t = useMessages(pixStaffMessages);
    return [
        {
            header: t('pix_staff.position.columns.created_at'),
            cell: (row) => formatDateTime(row.created_at),
            numeric: true,
        },
        { header: t('pix_staff.position.columns.recipient'), cell: (row) => row.counterparty },
        { header: t('pix_staff.participant'), cell: (row) => row.participant },
        { header: t('pix_staff.value'), cell: (row) => formatBRL(row.amount), numeric: true },
        {
            header: t('pix_staff.position.columns.status'),
            cell: (row) => <StatusChip vocabulary="pix" value={row.status} />,
        },
        { header: t('pix_staff.position.columns.end_to_end_id'), cell: (row) => row.end_to_end_id },
    ];
};

const useFailureColumns = (): Column<FailedPix>[] => {
    const t = useMessages(pixStaffMessages);
    return [
        { header: t('pix_staff.hour'), cell: (row) => formatTime(row.at), numeric: true },
        { header: t('pix_staff.position.columns.recipient'), cell: (row) => row.counterparty },
        { header: t('pix_staff.participant'), cell: (row) => row.participant },
        { header: t('pix_staff.value'), cell: (row) => formatBRL(row.amount), numeric: true },
        { header: t('pix_staff.position.columns.reason'), cell: (row) => row.reason },
        { header: t('pix_staff.position.columns.end_to_end_id'), cell: (row) => row.end_to_end_id },
    ];
};

const useHourColumns = (): Column<HourRow>[] => {
    const t = useMessages(pixStaffMessages);
    return [
        { header: t('pix_staff.hour'), cell: (row) => hourRange(row.hour), numeric: true },
        {
            header: t('pix_staff.position.columns.received'),
            cell: (row) => tallyText(row.received),
            numeric: true,
        },
        { header: t('pix_staff.position.columns.sent'), cell: (row) => tallyText(row.sent), numeric: true },
        {
            header: t('pix_staff.position.columns.failed'),
            cell: (row) => pixCount(row.failed.count),
            numeric: true,
        },
        {
            header: t('pix_staff.position.columns.spi_net'),
            cell: (row) => signedBRL(row.spi_net),
            numeric: true,
        },
        {
            header: t('pix_staff.position.columns.balance'),
            cell: (row) => formatBRL(row.balance),
            numeric: true,
        },
        {
            header: t('pix_staff.position.columns.ledger_net'),
            cell: (row) => signedBRL(row.ledger_net),
            numeric: true,
        },
        {
            header: t('pix_staff.position.columns.difference'),
            cell: (row) => signedBRL(row.difference),
            numeric: true,
        },
        {
            header: t('pix_staff.position.columns.status'),
            cell: (row) => <StatusChip vocabulary="pix_hour" value={row.status} />,
        },
    ];
};

const sumOf = (rows: HourRow[], value: (row: HourRow) => number) =>
    rows.reduce((total, row) => total + value(row), 0);

export const OpenTable = ({ data }: { data: PositionAnswer }) => {
    const t = useMessages(pixStaffMessages);
    const columns = useOpenColumns();
    return (
        <Section
            id="open-title"
            title={t('pix_staff.position.open.title')}
            intro={
                data.is_today
                    ? t('pix_staff.position.open.intro_today')
                    : t('pix_staff.position.open.intro_past')
            }
        >
            {data.open.length === 0 ? (
                <Typography>{t('pix_staff.position.open.empty')}</Typography>
            ) : (
                <ScrollTable
                    label={t('pix_staff.position.open.title')}
                    columns={columns}
                    rows={data.open}
                    rowKey={(row) => row.id}
                />
            )}
        </Section>
    );
};

export const FailuresTable = ({ data }: { data: PositionAnswer }) => {
    const t = useMessages(pixStaffMessages);
    const columns = useFailureColumns();
    return (
        <Section
            id="failures-title"
            title={t('pix_staff.position.failures.title')}
            intro={t('pix_staff.position.failures.intro')}
        >
            {data.failures.length === 0 ? (
                <Typography>{t('pix_staff.position.failures.empty')}</Typography>
            ) : (
                <ScrollTable
                    label={t('pix_staff.position.failures.title')}
                    columns={columns}
                    rows={data.failures}
                    rowKey={(row) => row.id}
                />
            )}
        </Section>
    );
};

export const ReconciliationTable = ({ data }: { data: PositionAnswer }) => {
    const t = useMessages(pixStaffMessages);
    const columns = useHourColumns();
    const rows = data.hours;
    const footer = [
        t('pix_staff.position.reconciliation.total'),
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
            title={t('pix_staff.position.reconciliation.title')}
            intro={t('pix_staff.position.reconciliation.intro')}
        >
            {rows.length === 0 ? (
                <Typography>{t('pix_staff.position.reconciliation.empty')}</Typography>
            ) : (
                <ScrollTable
                    label={t('pix_staff.position.reconciliation.title')}
                    columns={columns}
                    rows={rows}
                    rowKey={(row) => row.hour}
                    footer={footer}
                />
            )}
        </Section>
    );
};
