import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Title, useGetList, useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { effectivePermissions } from '../../../authProvider/permissions';
import { getUser } from '../../../authProvider/session';
import { PERMISSIONS } from '../../../contract/permissions';
import { asLoad } from '../../../dataProvider/hooks';
import { formatDocument } from '../../../domain/document';
import { formatBRL } from '../../../domain/money';
import { useMessages } from '../../../i18n';
import { DescriptionList } from '../../../ui/DescriptionList';
import { LoadFailed, Loading } from '../../../ui/LoadStates';
import { StatusChip } from '../../../ui/StatusChip';
import type { PixOrganization } from './api';
import { pixStaffMessages } from './messages';
import { useSelectedOrganizationId } from './selectedOrganization';

const useDetails = () => {
    const t = useMessages(pixStaffMessages);
    return (org: PixOrganization): [string, string][] => [
        ['CNPJ', formatDocument(org.document)],
        ['ISPB', org.ispb],
        [
            t('pix_staff.participation'),
            org.sponsor
                ? t('pix_staff.select_organization.settled_by', {
                      participation: org.participation_label,
                      sponsor: org.sponsor.name,
                      ispb: org.sponsor.ispb,
                  })
                : org.participation_label,
        ],
        [
            t('pix_staff.settlement_account'),
            org.settlement_account
                ? t('pix_staff.branch_account', {
                      branch: org.settlement_account.branch,
                      account: org.settlement_account.account,
                  })
                : t('pix_staff.select_organization.own_account'),
        ],
        [t('pix_staff.select_organization.daily_funding'), formatBRL(org.daily_funding)],
    ];
};

const OrganizationCard = ({
    org,
    inUse,
    onChoose,
}: {
    org: PixOrganization;
    inUse: boolean;
    onChoose: () => void;
}) => {
    const t = useMessages(pixStaffMessages);
    const details = useDetails();
    return (
        <Card
            variant="outlined"
            component="section"
            aria-labelledby={`org-${org.id}`}
            sx={{
                height: '100%',
                display: 'flex',
                flexDirection: 'column',
                borderColor: inUse ? 'primary.main' : undefined,
            }}
        >
            <CardContent sx={{ flexGrow: 1 }}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
                    <Typography
                        id={`org-${org.id}`}
                        variant="h6"
                        component="h3"
                        sx={{ overflowWrap: 'anywhere' }}
                    >
                        {org.trade_name}
                    </Typography>
                    <StatusChip vocabulary="pix_organization" value={org.status} />
                    {inUse && <StatusChip vocabulary="pix_organization" value="in_use" />}
                </Box>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
                    {org.name}
                </Typography>
                <DescriptionList pairs={details(org)} />
            </CardContent>
            <CardActions>
                <Button
                    variant={inUse ? 'outlined' : 'contained'}
                    disabled={inUse}
                    onClick={onChoose}
                    aria-label={
                        inUse
                            ? t('pix_staff.select_organization.in_use_label', { name: org.trade_name })
                            : t('pix_staff.select_organization.use_label', { name: org.trade_name })
                    }
                >
                    {inUse
                        ? t('pix_staff.select_organization.in_use')
                        : t('pix_staff.select_organization.use')}
                </Button>
            </CardActions>
        </Card>
    );
};

/**
 * `/selecionar-org-pix`: which of the bank's Pix participant identities the staff screens (/pix-indireto,
 * /apix) act on. Until one is chosen they act on the bank itself, the first.
 */
export const SelectOrganizationPage = () => {
    const t = useMessages(pixStaffMessages);
    const [chosenId, setChosenId] = useSelectedOrganizationId();
    const notify = useNotify();
    // The bank's order (the bank itself first): no sort asked.
    const list = asLoad(
        useGetList<PixOrganization>('pix-organizacoes', {
            pagination: { page: 1, perPage: 100 },
            sort: { field: '', order: 'ASC' },
        }),
    );
    const inUseId =
        list.status === 'ready' ? (list.data.find((o) => o.id === chosenId) ?? list.data[0])?.id : null;

    const held = effectivePermissions(getUser()?.permissions);

    const choose = (org: PixOrganization) => {
        setChosenId(org.id);
        notify(t('pix_staff.select_organization.selected', { name: org.trade_name }), { type: 'success' });
    };

    return (
        <Box sx={{ py: 2 }}>
            <Title title={t('pix_staff.select_organization.title')} />
            <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
                {t('pix_staff.select_organization.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {t('pix_staff.select_organization.intro')}
            </Typography>
            {list.status === 'loading' && <Loading label={t('pix_staff.select_organization.loading')} />}
            {list.status === 'error' && (
                <LoadFailed what={t('pix_staff.select_organization.load_what')} onRetry={list.retry} />
            )}
            {list.status === 'ready' && list.data.length === 0 && (
                <Typography>{t('pix_staff.select_organization.empty')}</Typography>
            )}
            {list.status === 'ready' && list.data.length > 0 && (
                <>
                    <Grid container spacing={2} sx={{ mb: 2 }}>
                        {list.data.map((org) => (
                            <Grid key={org.id} size={{ xs: 12, md: 6 }}>
                                <OrganizationCard
                                    org={org}
                                    inUse={org.id === inUseId}
                                    onChoose={() => choose(org)}
                                />
                            </Grid>
                        ))}
                    </Grid>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                        {held.has(PERMISSIONS.pixIndirectIndex) && (
                            <Button component={RouterLink} to="/pix-indireto" variant="outlined">
                                {t('pix_staff.select_organization.see_position')}
                            </Button>
                        )}
                        {held.has(PERMISSIONS.pixApiIndex) && (
                            <Button component={RouterLink} to="/apix" variant="outlined">
                                {t('pix_staff.select_organization.configure_api')}
                            </Button>
                        )}
                    </Box>
                </>
            )}
        </Box>
    );
};
