import StarIcon from '@mui/icons-material/Star';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { appText } from '../../i18n';
import { breadcrumbsFor } from '../routes/match';
import { routeTitle } from '../routes/routeTitle';
import { useStarredPages } from './useStarredPages';

/**
 * The starred pages as menu items (an array, not a fragment: MUI's Menu reads its children one by one); the app
 * bar's star menu and, on a phone, the "Mais opções" menu show them.
 */
export const useStarredPageItems = (onChoose: () => void) => {
    const { starred } = useStarredPages();
    const titleOf = (path: string) => breadcrumbsFor(path, (route) => routeTitle(route)).at(-1)?.label;
    if (starred.length === 0) {
        return [
            <MenuItem key="none" disabled>
                <ListItemText
                    primary={appText('app.shell.starred_none')}
                    secondary={appText('app.shell.starred_help')}
                />
            </MenuItem>,
        ];
    }
    return starred.map((path) => (
        <MenuItem key={path} component={Link} to={path} onClick={onChoose}>
            <ListItemText primary={titleOf(path)} secondary={path} />
        </MenuItem>
    ));
};

/** App bar: the starred pages, one click away. */
export const StarredPagesButton = () => {
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const items = useStarredPageItems(() => setAnchor(null));
    return (
        <>
            <Tooltip title={appText('app.shell.starred')}>
                <IconButton
                    color="inherit"
                    aria-label={appText('app.shell.starred')}
                    onClick={(e) => setAnchor(e.currentTarget)}
                >
                    <StarIcon />
                </IconButton>
            </Tooltip>
            <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
                {items}
            </Menu>
        </>
    );
};
