import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title } from 'react-admin';
import { asLoad, useRead } from '../../../dataProvider/hooks';
import { startOfDayUtc, toDateOnlyBrasilia } from '../../../domain/dates';
import { useMessages } from '../../../i18n';
import { DateField } from '../../../ui/DateField';
import { LoadFailed, Loading } from '../../../ui/LoadStates';
import { organizationOf, type PositionAnswer } from './api';
import { pixStaffMessages } from './messages';
import { OrganizationBar } from './OrganizationBar';
import { PositionFigures, SponsorCard } from './PositionSummary';
import { FailuresTable, OpenTable, ReconciliationTable } from './PositionTables';
import { useSelectedOrganizationId } from './selectedOrganization';

/**
 * `/pix-indireto`: the position of the organisation as an indirect Pix participant on one day — its
 * liquidante, the settlement account, what the SPI settled, what is still open, the failures and the hourly
 * reconciliation against the customers' accounts.
 */
export const IndirectPositionPage = () => {
    const t = useMessages(pixStaffMessages);
    const [organizationId] = useSelectedOrganizationId();
    const today = toDateOnlyBrasilia();
    const [date, setDate] = useState(today);
    const valid = startOfDayUtc(date) !== null && date <= today;
    const query = useRead<PositionAnswer>(
        'pix-organizacoes',
        'position',
        valid ? { query: { ...organizationOf(organizationId), date } } : null,
    );
    // Each read (a revisit, "Atualizar") shows the loading state until the position arrives, as before.
    const load = query.isFetching
        ? ({ status: 'loading', retry: () => void query.refetch() } as const)
        : asLoad(query);

    return (
        <Box sx={{ py: 2 }}>
            <Title title={t('pix_staff.position.page_title')} />
            <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
                {t('pix_staff.position.title')}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
                <Box sx={{ width: { xs: '100%', sm: 220 } }}>
                    <DateField
                        label={t('pix_staff.position.day')}
                        value={date}
                        onChange={setDate}
                        error={valid ? undefined : t('pix_staff.position.day_problem')}
                    />
                </Box>
                <Button startIcon={<RefreshIcon />} onClick={load.retry} disabled={!valid}>
                    {t('pix_staff.position.refresh')}
                </Button>
            </Box>
            {valid && load.status === 'loading' && (
                <Loading label={t('pix_staff.position.loading')} shape="figures" />
            )}
            {valid && load.status === 'error' && (
                <LoadFailed what={t('pix_staff.position.load_what')} onRetry={load.retry} />
            )}
            {valid && load.status === 'ready' && (
                <>
                    <OrganizationBar organization={load.data.organization} chosen={organizationId !== null} />
                    <SponsorCard data={load.data} />
                    <PositionFigures data={load.data} />
                    <OpenTable data={load.data} />
                    <FailuresTable data={load.data} />
                    <ReconciliationTable data={load.data} />
                </>
            )}
        </Box>
    );
};
