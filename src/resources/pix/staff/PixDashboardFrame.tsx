import type { ReactNode } from 'react';
import { effectivePermissions } from '../../../authProvider/permissions';
import { getUser } from '../../../authProvider/session';
import { PERMISSIONS } from '../../../contract/permissions';
import type { PixDashboard } from '../../../domain/pixDashboard';
import { DashboardFrame } from '../../../ui/dashboards/DashboardPage';
import { rangeText } from '../../../ui/dashboards/format';
import { useDashboardPeriod } from '../../../ui/dashboards/useDashboardPeriod';

/** The frame of the two Pix dashboards: the shared dashboard frame with the Pix period and caption. */
export const PixDashboardFrame = ({
    title,
    children,
}: {
    title: string;
    children: (data: PixDashboard) => ReactNode;
}) => {
    // The bank answers every account's Pix to staff who open accounts, and their own to anyone else.
    const reach = effectivePermissions(getUser()?.permissions).has(PERMISSIONS.accountCreate)
        ? 'todas as contas do banco'
        : 'suas contas';
    return (
        <DashboardFrame<PixDashboard>
            title={title}
            period={useDashboardPeriod('pixDashboards')}
            resource="painel-pix"
            what="os indicadores do Pix"
            caption={(data) =>
                `Período: ${rangeText(data.from, data.today)}. Pix de ${reach}, pela data e hora de Brasília em que foram feitos.`
            }
        >
            {children}
        </DashboardFrame>
    );
};
