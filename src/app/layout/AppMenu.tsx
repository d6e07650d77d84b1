import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactElement, useMemo, useState } from 'react';
import { useSidebarState, useStore } from 'react-admin';
import { NavLink, useMatch } from 'react-router-dom';
import { appText } from '../../i18n';
import { PRODUCT_VERSION } from '../../version';
import { buildMenu, filterMenu, type MenuEntry, type MenuSection } from '../routes/menu';
import { MENU_PLACEHOLDERS, ROUTES } from '../routes/table';
import { useViewer } from '../routes/useViewer';

/** One link of the side menu: the current page lit; with the sidebar folded, its icon and a tooltip. */
const NavItem = ({
    to,
    label,
    icon,
    nested,
}: {
    to: string;
    label: string;
    icon: ReactElement;
    nested?: boolean;
}) => {
    const [open] = useSidebarState();
    const current = !!useMatch({ path: to, end: true });
    const link = (
        <ListItemButton
            component={NavLink}
            to={to}
            selected={current}
            aria-label={open ? undefined : label}
            sx={{ pl: nested && open ? 4 : 2, py: 0.75 }}
        >
            <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>
            {open && <ListItemText primary={label} slotProps={{ primary: { variant: 'body2' } }} />}
        </ListItemButton>
    );
    return (
        <ListItem disablePadding>
            {open ? (
                link
            ) : (
                <Tooltip title={label} placement="right">
                    {link}
                </Tooltip>
            )}
        </ListItem>
    );
};

const Entry = ({ entry, nested }: { entry: MenuEntry; nested?: boolean }) =>
    entry.to ? (
        <NavItem
            to={entry.to}
            label={entry.label}
            nested={nested}
            icon={nested ? <ChevronRightIcon fontSize="small" /> : <AccountBalanceIcon fontSize="small" />}
        />
    ) : (
        <ListItem sx={{ pl: nested ? 4 : 2, py: 0.25 }} aria-disabled>
            <ListItemText
                primary={entry.label}
                secondary={appText('app.shell.coming_soon')}
                slotProps={{ primary: { variant: 'body2', color: 'text.disabled' } }}
            />
        </ListItem>
    );

const Group = ({
    section,
    open,
    onToggle,
}: {
    section: MenuSection;
    open: boolean;
    onToggle: () => void;
}) => {
    const [sidebarOpen] = useSidebarState();
    const id = `menu-group-${section.group}`;
    return (
        <ListItem disablePadding sx={{ display: 'block' }}>
            <ListItemButton onClick={onToggle} aria-expanded={open} aria-controls={id} sx={{ py: 0.75 }}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                    <FolderOutlinedIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText
                    primary={section.label}
                    slotProps={{ primary: { variant: 'body2', fontWeight: 600 } }}
                />
                {sidebarOpen &&
                    (open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />)}
            </ListItemButton>
            <Collapse in={open} unmountOnExit id={id}>
                <List disablePadding>
                    {section.entries.map((entry) => (
                        <Entry key={entry.to ?? entry.label} entry={entry} nested />
                    ))}
                </List>
            </Collapse>
        </ListItem>
    );
};

/** The side menu of spec 1 §2 for the signed-in user: groups that fold, the current page lit, a filter box. */
export const AppMenu = () => {
    const viewer = useViewer();
    const [sidebarOpen] = useSidebarState();
    const [filter, setFilter] = useState('');
    const [openGroups, setOpenGroups] = useStore<Record<string, boolean>>('menu.openGroups', {});
    const all = useMemo(() => buildMenu(ROUTES, MENU_PLACEHOLDERS, viewer), [viewer]);
    const sections = filterMenu(all, filter);
    const filtering = filter.trim() !== '';

    return (
        <Box
            component="nav"
            aria-label={appText('app.shell.menu')}
            sx={{ display: 'flex', flexDirection: 'column', pb: 2 }}
        >
            {sidebarOpen && (
                <TextField
                    size="small"
                    placeholder={appText('app.shell.menu_filter')}
                    value={filter}
                    onChange={(e) => setFilter(e.target.value)}
                    sx={{ mx: 1.5, my: 1 }}
                    slotProps={{
                        htmlInput: { 'aria-label': appText('app.shell.menu_filter') },
                        input: {
                            startAdornment: (
                                <InputAdornment position="start">
                                    <SearchIcon fontSize="small" />
                                </InputAdornment>
                            ),
                        },
                    }}
                />
            )}
            <List dense disablePadding>
                {!filtering && (
                    <NavItem
                        to="/"
                        label={appText('app.shell.home')}
                        icon={<HomeOutlinedIcon fontSize="small" />}
                    />
                )}
                {sections.map((section, index) =>
                    section.group === null ? (
                        section.entries.map((entry) => <Entry key={entry.to ?? entry.label} entry={entry} />)
                    ) : (
                        <Group
                            key={section.group ?? index}
                            section={section}
                            open={filtering || !!openGroups[section.group]}
                            onToggle={() =>
                                section.group &&
                                setOpenGroups({ ...openGroups, [section.group]: !openGroups[section.group] })
                            }
                        />
                    ),
                )}
            </List>
            {filtering && sections.length === 0 && (
                <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
                    {appText('app.shell.menu_nothing')}
                </Typography>
            )}
            {sidebarOpen && (
                <Typography variant="caption" color="text.secondary" sx={{ px: 2, pt: 2 }}>
                    {appText('app.version', { version: PRODUCT_VERSION })}
                </Typography>
            )}
        </Box>
    );
};
