import type { ComponentType } from 'react';
import type { BrandFeatures } from '../../brands';
import type { Role } from '../../contract/roles';

/** Side-menu groups in the order of spec 1 §2 "Side menu"; `null` entries sit at the top level. */
export const MENU_GROUPS = {
    accountOpening: 'Abertura de contas',
    payees: 'Sacados',
    boletos: 'Boletos',
    pointOfSale: 'Pontos de venda',
    approvals: 'Alçadas',
    nfc: 'Cartões NFC',
    cashback: 'Cashback',
    batchTransfer: 'Transferência em lote',
    pix: 'Pix',
    credit: 'Crédito',
    digitalWithdrawal: 'Saque digital',
    limits: 'Limites',
    backofficeApprovals: 'Aprovações',
    marketplace: 'Marketplace',
    holders: 'Titulares',
    favored: 'Favorecidos',
    hierarchy: 'Instituições',
    taxi: 'Táxi',
    administrative: 'Administrativo',
} as const;

export type MenuGroupId = keyof typeof MENU_GROUPS;

/** Who may see a route or its menu entry, beyond its permission strings. */
export interface Audience {
    /** Only these roles (spec 1 §6 role rules). */
    roles?: Role[];
    /** Never these roles. */
    excludeRoles?: Role[];
    /** Only users of this person type (batch transfer: legal persons). */
    personType?: 'legal' | 'natural';
    /** The brand features it needs, all of them. */
    brand?: (keyof BrandFeatures)[];
    /** Hidden when the brand has any of these features (the double-approval brands' variants). */
    brandNot?: (keyof BrandFeatures)[];
    /** Per brand feature: roles that see the entry only on brands with that feature. */
    rolesByBrand?: { feature: keyof BrandFeatures; roles: Role[] }[];
    /** Per brand feature: roles that do not see the entry on brands with that feature (bulk boleto/payee). */
    excludeRolesByBrand?: { feature: keyof BrandFeatures; roles: Role[] }[];
}

export interface RouteDef extends Audience {
    /** The spec's path, with react-router parameters: `/listagem/:type/:period?`. */
    path: string;
    /**
     * pt-BR title: page title, breadcrumb, menu label and starred-page name. A brand may rename it in its
     * catalogue slice (`routes.<path>`, src/i18n/brands.ts); read it with `routeTitle`.
     */
    title: string;
    /** Path of the parent route for breadcrumbs (Home › parent › page); absent for top-level pages. */
    parent?: string;
    /** Any one of these permission strings unlocks the route; absent: every signed-in user. */
    permissions?: string[];
    /** Shown in the side menu: its group (null = top level) and the link (defaults to `path`). */
    menu?: { group: MenuGroupId | null; to?: string; label?: string };
    /** Outside the main layout (login, public pages, error pages). */
    outsideLayout?: boolean;
    /** Reachable without a session (spec 1 §2). */
    open?: boolean;
    /** A signed-in user who opens it is sent to `/` (spec 1 §2: /login and /alterarsenha). */
    loggedOutOnly?: boolean;
    /** The screen, lazily loaded; absent while its area is not built: the page shows "Em breve". */
    screen?: ComponentType;
    /** Allowed values of path parameters; any other value answers /pages/error-404. */
    params?: Record<string, string[]>;
    /** Served by a react-admin resource (list/create/edit routes under this path). */
    resource?: string;
    /** A page reached only from another (a result, a receipt): never a home shortcut. */
    notShortcut?: true;
}
