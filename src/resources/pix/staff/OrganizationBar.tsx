import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { HeaderRow } from '../../../ui/HeaderRow';
import { SELECT_ORGANIZATION_PATH } from './selectedOrganization';

/** Which organisation a staff screen is acting on, and the way to change it. */
export const OrganizationBar = ({
    organization,
    chosen,
}: {
    organization: { name: string; ispb: string };
    chosen: boolean;
}) => (
    <HeaderRow gap={1}>
        <Typography variant="body2" color="text.secondary">
            Organização: <strong>{organization.name}</strong> · ISPB {organization.ispb}
            {chosen ? '' : ' (padrão: a própria instituição)'}
        </Typography>
        <Button component={RouterLink} to={SELECT_ORGANIZATION_PATH} size="small">
            Trocar organização
        </Button>
    </HeaderRow>
);
