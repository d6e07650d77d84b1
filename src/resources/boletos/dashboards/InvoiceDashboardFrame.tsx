import type { ReactNode } from 'react';
import { formatDate } from '../../../domain/dates';
import type { InvoiceDashboard } from '../../../domain/invoiceDashboard';
import { useMessages } from '../../../i18n';
import { DashboardFrame } from '../../../ui/dashboards/DashboardPage';
import { rangeText } from '../../../ui/dashboards/format';
import { useDashboardPeriod } from '../../../ui/dashboards/useDashboardPeriod';
import { invoiceDashboardMessages } from './messages';

/** The three boleto dashboards' frame. */
export const InvoiceDashboardFrame = ({
    title,
    children,
}: {
    title: string;
    children: (data: InvoiceDashboard) => ReactNode;
}) => {
    const t = useMessages(invoiceDashboardMessages);
    return (
        <DashboardFrame<InvoiceDashboard>
            title={title}
            period={useDashboardPeriod('invoiceDashboards')}
            resource="painel-boletos"
            what={t('boleto_dashboards.frame.what')}
            caption={(data) =>
                t('boleto_dashboards.frame.caption', {
                    range: rangeText(data.from, data.today),
                    date: formatDate(data.today),
                })
            }
        >
            {children}
        </DashboardFrame>
    );
};
