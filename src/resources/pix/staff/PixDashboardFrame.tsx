import type { ReactNode } from 'react';
import { effectivePermissions } from '../../../authProvider/permissions';
import { getUser } from '../../../authProvider/session';
import { PERMISSIONS } from '../../../contract/permissions';
import type { PixDashboard } from '../../../domain/pixDashboard';
import { useMessages } from '../../../i18n';
import { DashboardFrame } from '../../../ui/dashboards/DashboardPage';
import { rangeText } from '../../../ui/dashboards/format';
import { useDashboardPeriod } from '../../../ui/dashboards/useDashboardPeriod';
import { pixStaffMessages } from './messages';

/** The frame of the two Pix dashboards: the shared dashboard frame with the Pix period and caption. */
export const PixDashboardFrame = ({
    title,
    children,
}: {
    title: string;
    children: (data: PixDashboard) => ReactNode;
}) => {
    const t = useMessages(pixStaffMessages);
    // The bank answers every account's Pix to staff who open accounts, and their own to anyone else.
    const reach = effectivePermissions(getUser()?.permissions).has(PERMISSIONS.accountCreate)
        ? t('pix_staff.dashboards.reach_all')
        : t('pix_staff.dashboards.reach_own');
    return (
        <DashboardFrame<PixDashboard>
            title={title}
            period={useDashboardPeriod('pixDashboards')}
            resource="painel-pix"
            what={t('pix_staff.dashboards.what')}
            caption={(data) =>
                t('pix_staff.dashboards.caption', { range: rangeText(data.from, data.today), reach })
            }
        >
            {children}
        </DashboardFrame>
    );
};
