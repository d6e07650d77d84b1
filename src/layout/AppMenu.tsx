import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Collapse from '@mui/material/Collapse';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Menu, MenuItemLink, useSidebarState, useStore } from 'react-admin';
import { PRODUCT_VERSION } from '../config';
import { buildMenu, filterMenu, type MenuEntry, type MenuSection } from '../routes/menu';
import { MENU_PLACEHOLDERS, ROUTES } from '../routes/table';
import { useViewer } from '../routes/useViewer';

const Entry = ({ entry, nested }: { entry: MenuEntry; nested?: boolean }) =>
    entry.to ? (
        <MenuItemLink
            to={entry.to}
            primaryText={entry.label}
            leftIcon={nested ? <ChevronRightIcon fontSize="small" /> : <AccountBalanceIcon />}
            sx={nested ? { pl: 3 } : undefined}
        />
    ) : (
        <MenuItem disabled sx={nested ? { pl: 3 } : undefined}>
            <ListItemText primary={entry.label} secondary="Em breve" />
        </MenuItem>
    );

const Group = ({
    section,
    open,
    onToggle,
}: {
    section: MenuSection;
    open: boolean;
    onToggle: () => void;
}) => (
    <>
        <ListItemButton onClick={onToggle} aria-expanded={open} sx={{ py: 0.75 }}>
            <ListItemIcon sx={{ minWidth: 40 }}>
                <FolderOutlinedIcon />
            </ListItemIcon>
            <ListItemText
                primary={section.label}
                slotProps={{ primary: { variant: 'body2', fontWeight: 600 } }}
            />
            {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
        </ListItemButton>
        <Collapse in={open} unmountOnExit>
            {section.entries.map((entry) => (
                <Entry key={entry.to ?? entry.label} entry={entry} nested />
            ))}
        </Collapse>
    </>
);

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
        <Menu>
            {sidebarOpen && (
                <TextField
                    size="small"
                    placeholder="Filtrar menu"
                    value={filter}
                    onChange={(e) => setFilter(e.target.value)}
                    sx={{ mx: 1.5, my: 1 }}
                    slotProps={{
                        htmlInput: { 'aria-label': 'Filtrar menu' },
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
            {!filtering && <MenuItemLink to="/" primaryText="Início" leftIcon={<HomeOutlinedIcon />} />}
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
            {filtering && sections.length === 0 && (
                <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
                    Nenhuma página encontrada.
                </Typography>
            )}
            <Typography variant="caption" color="text.secondary" sx={{ px: 2, py: 1, mt: 'auto' }}>
                Versão {PRODUCT_VERSION}
            </Typography>
        </Menu>
    );
};
