import { translateOr } from '../../i18n';
import { canOpen, hasScreen, type Viewer } from './access';
import { isPlaceToGo } from './places';
import { routeTitle } from './routeTitle';
import { MENU_GROUPS, type MenuGroupId, type MenuIcon, type RouteDef } from './types';

export interface MenuEntry {
    label: string;
    /** Absent for placeholder entries, which have no page at all. */
    to?: string;
    icon?: MenuIcon;
    /** Its screen is not built yet: the page says "Em breve", and so does the menu. */
    soon: boolean;
}

export interface MenuSection {
    /** null: a top-level entry of its own. */
    group: MenuGroupId | null;
    label?: string;
    icon?: MenuIcon;
    entries: MenuEntry[];
}

export interface MenuPlaceholder {
    group: MenuGroupId | null;
    label: string;
    icon?: MenuIcon;
}

/** The places to go with a real screen that the viewer may open but the menu does not offer. */
export const missingFromMenu = (routes: RouteDef[], viewer: Viewer): RouteDef[] =>
    routes.filter((route) => isPlaceToGo(route) && hasScreen(route) && canOpen(route, viewer) && !route.menu);

const groupLabel = (group: MenuGroupId) => translateOr(`menu_groups.${group}`, MENU_GROUPS[group].label);

/**
 * The side menu for one viewer (spec 1 §2 "Side menu", §6): the routes' menu entries in table order, each
 * group where its first entry stands (a group the spec does not place, after all others), only what the
 * viewer may open, then the placeholders without a path. An entry whose screen is not built is marked soon.
 */
export const buildMenu = (
    routes: RouteDef[],
    placeholders: MenuPlaceholder[],
    viewer: Viewer,
): MenuSection[] => {
    const sections: MenuSection[] = [];
    const byGroup = new Map<MenuGroupId, MenuSection>();
    const sectionFor = (group: MenuGroupId | null): MenuSection => {
        if (group === null) {
            const section: MenuSection = { group: null, entries: [] };
            sections.push(section);
            return section;
        }
        let section = byGroup.get(group);
        if (!section) {
            section = { group, label: groupLabel(group), icon: MENU_GROUPS[group].icon, entries: [] };
            byGroup.set(group, section);
            sections.push(section);
        }
        return section;
    };
    const placed = (group: MenuGroupId | null) => group === null || !('last' in MENU_GROUPS[group]);
    const visible = routes.filter((route) => route.menu && canOpen(route, viewer));
    const ordered = [
        ...visible.filter((route) => placed(route.menu?.group ?? null)),
        ...visible.filter((route) => !placed(route.menu?.group ?? null)),
    ];
    for (const route of ordered) {
        const menu = route.menu;
        if (!menu) continue;
        sectionFor(menu.group).entries.push({
            label: menu.label ?? routeTitle(route),
            to: menu.to ?? route.path,
            icon: menu.icon,
            soon: !hasScreen(route),
        });
    }
    for (const placeholder of placeholders)
        sectionFor(placeholder.group).entries.push({
            label: placeholder.label,
            icon: placeholder.icon,
            soon: true,
        });
    // A group shows when the viewer may open one of its entries; its placeholders come along.
    return sections.filter((section) => section.group === null || section.entries.some((entry) => entry.to));
};

/** Only the entries with a real screen, and the groups that keep one (the home page's shortcuts). */
export const realEntries = (sections: MenuSection[]): MenuSection[] =>
    sections
        .map((section) => ({
            ...section,
            entries: section.entries.filter((entry) => entry.to && !entry.soon),
        }))
        .filter((section) => section.entries.length > 0);

const fold = (s: string) =>
    s
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();

/**
 * The menu filter: sections keep only the entries whose label (or group) contains the text. A verb finds its
 * nouns too: "pagar" finds "Pagamento de boleto", "transferir" finds "Transferências em lote".
 */
export const filterMenu = (sections: MenuSection[], text: string): MenuSection[] => {
    const needle = fold(text.trim());
    if (!needle) return sections;
    const stem = /^([a-z]{3,})[aei]r$/.exec(needle)?.[1];
    const matches = (label: string) => {
        const folded = fold(label);
        return (
            folded.includes(needle) || (!!stem && folded.split(/\s+/).some((word) => word.startsWith(stem)))
        );
    };
    return sections
        .map((section) =>
            section.label && matches(section.label)
                ? section
                : { ...section, entries: section.entries.filter((entry) => matches(entry.label)) },
        )
        .filter((section) => section.entries.length > 0);
};
