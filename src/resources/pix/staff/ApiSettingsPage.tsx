import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Title } from 'react-admin';
import { effectivePermissions } from '../../../authProvider/permissions';
import { getUser } from '../../../authProvider/session';
import { PERMISSIONS } from '../../../contract/permissions';
import { asLoad, readKey, useRead } from '../../../dataProvider/hooks';
import { formatDateTime } from '../../../domain/dates';
import { useMessages } from '../../../i18n';
import { LoadFailed, Loading } from '../../../ui/LoadStates';
import { AllowedIpsCard } from './AllowedIpsCard';
import { type ApiSettings, organizationOf } from './api';
import { CredentialsCard } from './CredentialsCard';
import { pixStaffMessages } from './messages';
import { OrganizationBar } from './OrganizationBar';
import { useSelectedOrganizationId } from './selectedOrganization';
import { WebhookCard } from './WebhookCard';

/** The settings once loaded; each card's save answers the whole settings, which replace them. */
const Settings = ({ loaded, chosen }: { loaded: ApiSettings; chosen: boolean }) => {
    const t = useMessages(pixStaffMessages);
    const [settings, setSettings] = useState(loaded);
    const canEdit = effectivePermissions(getUser()?.permissions).has(PERMISSIONS.pixApiUpdate);
    return (
        <>
            <OrganizationBar organization={settings.organization} chosen={chosen} />
            {!canEdit && (
                <Alert severity="info" sx={{ mb: 2 }}>
                    {t('pix_staff.api.read_only')}
                </Alert>
            )}
            <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 6 }}>
                    <CredentialsCard settings={settings} canEdit={canEdit} onChanged={setSettings} />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
                    <WebhookCard settings={settings} canEdit={canEdit} onChanged={setSettings} />
                    <AllowedIpsCard settings={settings} canEdit={canEdit} onChanged={setSettings} />
                </Grid>
            </Grid>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                {settings.updated_by
                    ? t('pix_staff.api.updated_by', {
                          date: formatDateTime(settings.updated_at),
                          user: settings.updated_by,
                      })
                    : t('pix_staff.api.updated', { date: formatDateTime(settings.updated_at) })}
            </Typography>
        </>
    );
};

/**
 * `/apix`: the API Pix integration of the organisation chosen on /selecionar-org-pix — client credentials with
 * secret rotation, the mTLS certificate's term, the charges webhook and the allowed IPs.
 */
export const ApiSettingsPage = () => {
    const t = useMessages(pixStaffMessages);
    const [organizationId] = useSelectedOrganizationId();
    const params = { query: organizationOf(organizationId) };
    const load = asLoad(useRead<ApiSettings>('pix-api-config', 'get', params));
    // The cards keep what their saves answered: the next visit reads the settings afresh, from loading on.
    const queryClient = useQueryClient();
    useEffect(
        () => () =>
            queryClient.removeQueries({
                queryKey: readKey('pix-api-config', 'get', { query: organizationOf(organizationId) }),
            }),
        [queryClient, organizationId],
    );
    return (
        <Box sx={{ py: 2 }}>
            <Title title={t('pix_staff.api.page_title')} />
            <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
                {t('pix_staff.api.title')}
            </Typography>
            {load.status === 'loading' && <Loading label={t('pix_staff.api.loading')} shape="detail" />}
            {load.status === 'error' && (
                <LoadFailed what={t('pix_staff.api.load_what')} onRetry={load.retry} />
            )}
            {load.status === 'ready' && (
                <Settings
                    key={load.data.organization.id}
                    loaded={load.data}
                    chosen={organizationId !== null}
                />
            )}
        </Box>
    );
};
