import type { ReactNode } from 'react';
import { formatDate } from '../../../domain/dates';
import type { InvoiceDashboard } from '../../../domain/invoiceDashboard';
import { DashboardFrame } from '../../../ui/dashboards/DashboardPage';
import { rangeText } from '../../../ui/dashboards/format';
import { useDashboardPeriod } from '../../../ui/dashboards/useDashboardPeriod';

/** The three boleto dashboards' frame. */
export const InvoiceDashboardFrame = ({
    title,
    children,
}: {
    title: string;
    children: (data: InvoiceDashboard) => ReactNode;
}) => (
    <DashboardFrame<InvoiceDashboard>
        title={title}
        period={useDashboardPeriod('invoiceDashboards')}
        resource="painel-boletos"
        what="os indicadores"
        caption={(data) =>
            `Período: ${rangeText(data.from, data.today)}. Carteira em aberto na posição de ${formatDate(data.today)}.`
        }
    >
        {children}
    </DashboardFrame>
);
