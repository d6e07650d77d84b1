import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useMessages } from '../../../i18n';
import { HeaderRow } from '../../../ui/HeaderRow';
import { pixStaffMessages } from './messages';
import { SELECT_ORGANIZATION_PATH } from './selectedOrganization';

/** Which organisation a staff screen is acting on, and the way to change it. */
export const OrganizationBar = ({
    organization,
    chosen,
}: {
    organization: { name: string; ispb: string };
    chosen: boolean;
}) => {
    const t = useMessages(pixStaffMessages);
    return (
        <HeaderRow gap={1}>
            <Typography variant="body2" color="text.secondary">
                {t('pix_staff.organization_bar.organization')} <strong>{organization.name}</strong> ·{' '}
                {t('pix_staff.ispb', { ispb: organization.ispb })}
                {chosen ? '' : ` ${t('pix_staff.organization_bar.by_default')}`}
            </Typography>
            <Button component={RouterLink} to={SELECT_ORGANIZATION_PATH} size="small">
                {t('pix_staff.organization_bar.change')}
            </Button>
        </HeaderRow>
    );
};
