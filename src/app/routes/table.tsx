import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import SmartphoneOutlined from '@mui/icons-material/SmartphoneOutlined';
import * as accessUsers from '../../resources/accessUsers/routes';
import * as accounts from '../../resources/accounts/routes';
import * as accountTypes from '../../resources/accountTypes/routes';
import * as administration from '../../resources/administration/routes';
import * as approvalLevels from '../../resources/approvalLevels/routes';
import * as approvals from '../../resources/approvals/routes';
import * as batchTransfer from '../../resources/batchTransfer/routes';
import * as bills from '../../resources/bills/routes';
import * as boletos from '../../resources/boletos/routes';
import * as cards from '../../resources/cards/routes';
import * as cashback from '../../resources/cashback/routes';
import * as credit from '../../resources/credit/routes';
import * as dashboards from '../../resources/dashboards/routes';
import * as digitalWithdrawal from '../../resources/digitalWithdrawal/routes';
import * as documents from '../../resources/documents/routes';
import * as forms from '../../resources/forms/routes';
import * as graphicAccounts from '../../resources/graphicAccounts/routes';
import * as holders from '../../resources/holders/routes';
import * as institutions from '../../resources/institutions/routes';
import * as limits from '../../resources/limits/routes';
import * as linkedAccounts from '../../resources/linkedAccounts/routes';
import * as marketplace from '../../resources/marketplace/routes';
import * as nfc from '../../resources/nfc/routes';
import * as notifications from '../../resources/notifications/routes';
import * as payments from '../../resources/payments/routes';
import * as payroll from '../../resources/payroll/routes';
import * as pix from '../../resources/pix/routes';
import * as pointOfSale from '../../resources/pointOfSale/routes';
import * as profile from '../../resources/profile/routes';
import * as registration from '../../resources/registration/routes';
import * as statements from '../../resources/statements/routes';
import * as subaccounts from '../../resources/subaccounts/routes';
import * as taxi from '../../resources/taxi/routes';
import type { MenuPlaceholder } from './menu';
import { SHELL_ROUTES } from './shellRoutes';
import type { RouteDef } from './types';

/*
 * The one route table (spec 1 §2, spec 2 §2), joined from the areas' slices (src/resources/<area>/routes.tsx):
 * every path, its title, breadcrumb parent, permission strings, audience (spec 1 §6 role and brand rules) and
 * side-menu entry. The order of the slices, and of the routes in each, is the side menu's order (spec 1 §2
 * "Side menu", spec 2 §6 "Menu groups"): a group shows where its first entry stands. A route without `screen`
 * or `resource` shows "Em breve" until its area is built. Bill payment follows the payments (its menu group);
 * account types stand with the other administration entries.
 */
export const ROUTES: RouteDef[] = [
    ...SHELL_ROUTES,
    ...accounts.routes,
    ...cards.routes,
    ...profile.routes,
    ...statements.routes,
    ...registration.routes,
    ...subaccounts.routes,
    ...accessUsers.routes,
    ...payroll.routes,
    ...linkedAccounts.routes,
    ...boletos.routes,
    ...pointOfSale.routes,
    ...notifications.routes,
    ...approvalLevels.routes,
    ...nfc.routes,
    ...cashback.routes,
    ...graphicAccounts.routes,
    ...batchTransfer.routes,
    ...pix.routes,
    ...credit.routes,
    ...digitalWithdrawal.routes,
    ...limits.routes,
    ...approvals.routes,
    ...marketplace.routes,
    ...holders.routes,
    ...documents.routes,
    ...forms.routes,
    ...payments.routes,
    ...bills.routes,
    ...institutions.routes,
    ...taxi.routes,
    ...accountTypes.routes,
    ...administration.routes,
    ...dashboards.routes,
];

/**
 * Spec 1 §2 / spec 2 §2: menu entries without a path (no screen exists for them). Promoters (credit
 * promoters) and the credit card sit with credit; prepaid services and reports span areas, so top level.
 */
export const MENU_PLACEHOLDERS: MenuPlaceholder[] = [
    { group: 'credit', label: 'Promotores' },
    { group: 'credit', label: 'Cartão de crédito' },
    { group: null, label: 'Serviços pré-pagos', icon: SmartphoneOutlined },
    { group: null, label: 'Relatórios', icon: AssessmentOutlined },
];
