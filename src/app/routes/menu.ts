import { translateOr } from '../../i18n';
import { canOpen, type Viewer } from './access';
import { routeTitle } from './routeTitle';
import { MENU_GROUPS, type MenuGroupId, type RouteDef } from './types';

export interface MenuEntry {
    label: string;
    /** Absent for placeholder entries, shown disabled. */
    to?: string;
}

export interface MenuSection {
    /** null: a top-level entry of its own. */
    group: MenuGroupId | null;
    label?: string;
    entries: MenuEntry[];
}

export interface MenuPlaceholder {
    group: MenuGroupId | null;
    label: string;
}

/**
 * The side menu for one viewer (spec 1 §2 "Side menu", §6): the routes' menu entries in table order, each
 * group where its first entry stands, only what the viewer may open, then the placeholders without a path.
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
            section = { group, label: translateOr(`menu_groups.${group}`, MENU_GROUPS[group]), entries: [] };
            byGroup.set(group, section);
            sections.push(section);
        }
        return section;
    };
    for (const route of routes) {
        if (!route.menu || !canOpen(route, viewer)) continue;
        const label = route.menu.label ?? routeTitle(route);
        sectionFor(route.menu.group).entries.push({ label, to: route.menu.to ?? route.path });
    }
    for (const placeholder of placeholders)
        sectionFor(placeholder.group).entries.push({ label: placeholder.label });
    // A group shows when the viewer may open one of its entries; its placeholders come along.
    return sections.filter((section) => section.group === null || section.entries.some((entry) => entry.to));
};

/** The menu filter: sections keep only the entries whose label (or group) contains the text. */
export const filterMenu = (sections: MenuSection[], text: string): MenuSection[] => {
    const fold = (s: string) =>
        s
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, '')
            .toLowerCase();
    const needle = fold(text.trim());
    if (!needle) return sections;
    return sections
        .map((section) =>
            section.label && fold(section.label).includes(needle)
                ? section
                : {
                      ...section,
                      entries: section.entries.filter((entry) => fold(entry.label).includes(needle)),
                  },
        )
        .filter((section) => section.entries.length > 0);
};
