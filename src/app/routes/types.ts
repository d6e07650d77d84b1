import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import AppRegistrationOutlined from '@mui/icons-material/AppRegistrationOutlined';
import ContactsOutlined from '@mui/icons-material/ContactsOutlined';
import CreditScoreOutlined from '@mui/icons-material/CreditScoreOutlined';
import DynamicFeedOutlined from '@mui/icons-material/DynamicFeedOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import LocalAtmOutlined from '@mui/icons-material/LocalAtmOutlined';
import LocalTaxiOutlined from '@mui/icons-material/LocalTaxiOutlined';
import NfcOutlined from '@mui/icons-material/NfcOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import PixOutlined from '@mui/icons-material/PixOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RuleOutlined from '@mui/icons-material/RuleOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import type { BrandFeatures } from '../../brands';
import type { Role } from '../../contract/roles';

/** A side-menu icon: one @mui/icons-material icon, imported by its own path to keep the bundle small. */
export type MenuIcon = ComponentType<SvgIconProps>;

interface MenuGroup {
    label: string;
    icon: MenuIcon;
    /** Spec 1's menu does not place it: it stands after every other group instead of at its first entry. */
    last?: true;
}

/**
 * Side-menu groups in the order of spec 1 §2 "Side menu"; `null` entries sit at the top level. Registrations
 * (the registration area's screens the spec's menu leaves out) and the dashboards are this portal's own.
 */
export const MENU_GROUPS = {
    accountOpening: { label: 'Abertura de contas', icon: PersonAddOutlined },
    registrations: { label: 'Cadastros', icon: AppRegistrationOutlined },
    payees: { label: 'Sacados', icon: ContactsOutlined },
    boletos: { label: 'Boletos', icon: ReceiptLongOutlined },
    pointOfSale: { label: 'Pontos de venda', icon: StorefrontOutlined },
    approvals: { label: 'Alçadas', icon: RuleOutlined },
    nfc: { label: 'Cartões NFC', icon: NfcOutlined },
    cashback: { label: 'Cashback', icon: SavingsOutlined },
    batchTransfer: { label: 'Transferência em lote', icon: DynamicFeedOutlined },
    pix: { label: 'Pix', icon: PixOutlined },
    credit: { label: 'Crédito', icon: CreditScoreOutlined },
    digitalWithdrawal: { label: 'Saque digital', icon: LocalAtmOutlined },
    limits: { label: 'Limites', icon: SpeedOutlined },
    backofficeApprovals: { label: 'Aprovações', icon: FactCheckOutlined },
    marketplace: { label: 'Marketplace', icon: ShoppingBagOutlined },
    holders: { label: 'Titulares', icon: GroupsOutlined },
    payments: { label: 'Pagamentos', icon: PaymentsOutlined },
    hierarchy: { label: 'Instituições', icon: AccountTreeOutlined },
    taxi: { label: 'Táxi', icon: LocalTaxiOutlined },
    administrative: { label: 'Administrativo', icon: AdminPanelSettingsOutlined },
    dashboards: { label: 'Painéis', icon: InsightsOutlined, last: true },
} as const satisfies Record<string, MenuGroup>;

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
    /**
     * Shown in the side menu: its group (null = top level), the link (defaults to `path`), a shorter label and
     * an icon (top-level entries need one; inside a group the group's icon speaks for the area).
     */
    menu?: { group: MenuGroupId | null; to?: string; label?: string; icon?: MenuIcon };
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
