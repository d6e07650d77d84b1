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
import ListItemText, { type ListItemTextProps } from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactElement, useDeferredValue, useMemo, useState } from 'react';
import { CLOSED_DRAWER_WIDTH, DRAWER_WIDTH, useSidebarState, useStore } from 'react-admin';
import { NavLink, useMatch } from 'react-router-dom';
import { appText } from '../../i18n';
import { PRODUCT_VERSION } from '../../version';
import { buildMenu, filterMenu, type MenuEntry, type MenuSection } from '../routes/menu';
import { MENU_PLACEHOLDERS, ROUTES } from '../routes/table';
import { useViewer } from '../routes/useViewer';

/** The quiet mark of an entry whose screen is not built yet (its page says "Em breve" too). */
const SoonMark = () => (
    <Box
        component="span"
        className="menu-soon"
        sx={{
            flexShrink: 0,
            ml: 1,
            px: 0.75,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            color: 'text.secondary',
            typography: 'caption',
            lineHeight: 1.6,
        }}
    >
        {appText('app.shell.coming_soon')}
    </Box>
);

/** Labels wrap instead of being cut: "Sacados em lote: instruções" reads in full at any width. */
const labelProps = (soon: boolean, bold?: boolean): ListItemTextProps['slotProps'] => ({
    primary: {
        variant: 'body2',
        className: 'menu-label',
        sx: {
            whiteSpace: 'normal',
            overflowWrap: 'anywhere',
            color: soon ? 'text.secondary' : undefined,
            fontWeight: bold ? 600 : undefined,
        },
    },
});

/**
 * One entry of the side menu: a link (the current page lit), or a placeholder without a page; an entry not
 * built yet carries the "Em breve" mark. With the sidebar folded, its icon and a tooltip.
 */
const NavItem = ({ entry, icon, nested }: { entry: MenuEntry; icon: ReactElement; nested?: boolean }) => {
    const [open] = useSidebarState();
    const current = !!useMatch({ path: entry.to ?? '', end: true }) && !!entry.to;
    const name = entry.soon ? `${entry.label} (${appText('app.shell.coming_soon')})` : entry.label;
    const content = (
        <>
            <ListItemIcon
                sx={{ minWidth: nested ? 28 : 36, color: entry.soon ? 'text.disabled' : undefined }}
            >
                {icon}
            </ListItemIcon>
            {open && <ListItemText primary={entry.label} slotProps={labelProps(entry.soon)} />}
            {open && entry.soon && <SoonMark />}
        </>
    );
    const sx = { pl: nested && open ? 3 : 2, pr: 1.5, py: 0.75 };
    const item = entry.to ? (
        <ListItemButton
            component={NavLink}
            to={entry.to}
            selected={current}
            aria-label={open ? undefined : name}
            sx={sx}
        >
            {content}
        </ListItemButton>
    ) : (
        <ListItemButton
            disabled
            aria-label={open ? undefined : name}
            sx={{ ...sx, '&.Mui-disabled': { opacity: 1 } }}
        >
            {content}
        </ListItemButton>
    );
    return (
        <ListItem disablePadding>
            {open ? (
                item
            ) : (
                <Tooltip title={name} placement="right">
                    {item}
                </Tooltip>
            )}
        </ListItem>
    );
};

const Entry = ({ entry, nested }: { entry: MenuEntry; nested?: boolean }) => {
    const Icon = entry.icon ?? (nested ? ChevronRightIcon : AccountBalanceIcon);
    return <NavItem entry={entry} nested={nested} icon={<Icon fontSize="small" />} />;
};

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
    const GroupIcon = section.icon ?? FolderOutlinedIcon;
    return (
        <ListItem disablePadding sx={{ display: 'block' }}>
            <ListItemButton onClick={onToggle} aria-expanded={open} aria-controls={id} sx={{ py: 0.75 }}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                    <GroupIcon fontSize="small" />
                </ListItemIcon>
                {sidebarOpen && <ListItemText primary={section.label} slotProps={labelProps(false, true)} />}
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
    // The entries are drawn right after the page, in a drawing of their own: on a reload the screen's rows are not
    // held back by some forty menu items.
    const entriesDrawn = useDeferredValue(true, false);

    return (
        <Box
            component="nav"
            aria-label={appText('app.shell.menu')}
            // react-admin's fixed sidebar box takes its content's width: without a width of its own, long labels
            // widened it past the drawer, which cut them instead of wrapping them.
            sx={{
                display: 'flex',
                flexDirection: 'column',
                pb: 2,
                width: sidebarOpen ? DRAWER_WIDTH : CLOSED_DRAWER_WIDTH,
            }}
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
                {entriesDrawn && (
                    <>
                        {!filtering && (
                            <NavItem
                                entry={{ to: '/', label: appText('app.shell.home'), soon: false }}
                                icon={<HomeOutlinedIcon fontSize="small" />}
                            />
                        )}
                        {sections.map((section, index) =>
                            section.group === null ? (
                                section.entries.map((entry) => (
                                    <Entry key={entry.to ?? entry.label} entry={entry} />
                                ))
                            ) : (
                                <Group
                                    key={section.group ?? index}
                                    section={section}
                                    open={filtering || !!openGroups[section.group]}
                                    onToggle={() =>
                                        section.group &&
                                        setOpenGroups({
                                            ...openGroups,
                                            [section.group]: !openGroups[section.group],
                                        })
                                    }
                                />
                            ),
                        )}
                    </>
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
