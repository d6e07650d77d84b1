import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { appText } from '../../i18n';
import { breadcrumbsFor } from '../routes/match';
import { routeTitle } from '../routes/routeTitle';
import { useStarredPages } from './useStarredPages';

/** Above every page: Home › parent › page, and the star that keeps the page among the favourites. */
export const PageHeader = () => {
    const { pathname } = useLocation();
    const crumbs = breadcrumbsFor(pathname, (route) => routeTitle(route));
    const { isStarred, toggle } = useStarredPages();
    const starred = isStarred(pathname);
    const starLabel = appText(starred ? 'app.shell.star_remove' : 'app.shell.star_add');
    return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, minHeight: 40 }}>
            <Breadcrumbs aria-label={appText('app.shell.breadcrumbs')} sx={{ flex: 1, fontSize: 14 }}>
                {crumbs.map((crumb, i) =>
                    crumb.to && i < crumbs.length - 1 ? (
                        <Link
                            key={crumb.to}
                            component={RouterLink}
                            to={crumb.to}
                            underline="hover"
                            color="inherit"
                        >
                            {crumb.label}
                        </Link>
                    ) : (
                        <Typography
                            key={crumb.label}
                            color="text.primary"
                            fontSize="inherit"
                            aria-current="page"
                        >
                            {crumb.label}
                        </Typography>
                    ),
                )}
            </Breadcrumbs>
            {pathname !== '/' && (
                <Tooltip title={starLabel}>
                    <IconButton
                        size="small"
                        onClick={() => toggle(pathname)}
                        aria-pressed={starred}
                        aria-label={starLabel}
                    >
                        {starred ? <StarIcon color="warning" /> : <StarBorderIcon />}
                    </IconButton>
                </Tooltip>
            )}
        </Box>
    );
};
