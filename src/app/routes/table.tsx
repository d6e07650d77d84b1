import * as accessUsers from '../../resources/accessUsers';
import * as accounts from '../../resources/accounts';
import * as accountTypes from '../../resources/accountTypes';
import * as administration from '../../resources/administration';
import * as approvalLevels from '../../resources/approvalLevels';
import * as approvals from '../../resources/approvals';
import * as batchTransfer from '../../resources/batchTransfer';
import * as bills from '../../resources/bills';
import * as boletos from '../../resources/boletos';
import * as cards from '../../resources/cards';
import * as cashback from '../../resources/cashback';
import * as credit from '../../resources/credit';
import * as dashboards from '../../resources/dashboards';
import * as digitalWithdrawal from '../../resources/digitalWithdrawal';
import * as documents from '../../resources/documents';
import * as forms from '../../resources/forms';
import * as graphicAccounts from '../../resources/graphicAccounts';
import * as holders from '../../resources/holders';
import * as institutions from '../../resources/institutions';
import * as limits from '../../resources/limits';
import * as linkedAccounts from '../../resources/linkedAccounts';
import * as marketplace from '../../resources/marketplace';
import * as nfc from '../../resources/nfc';
import * as notifications from '../../resources/notifications';
import * as payments from '../../resources/payments';
import * as payroll from '../../resources/payroll';
import * as pix from '../../resources/pix';
import * as pointOfSale from '../../resources/pointOfSale';
import * as profile from '../../resources/profile';
import * as registration from '../../resources/registration';
import * as statements from '../../resources/statements';
import * as subaccounts from '../../resources/subaccounts';
import * as taxi from '../../resources/taxi';
import { SHELL_ROUTES } from './shellRoutes';
import type { MenuGroupId, RouteDef } from './types';

/*
 * The one route table (spec 1 §2, spec 2 §2), joined from the areas' slices (src/resources/<area>/routes.tsx):
 * every path, its title, breadcrumb parent, permission strings, audience (spec 1 §6 role and brand rules) and
 * side-menu entry. The order of the slices, and of the routes in each, is the side menu's order (spec 1 §2
 * "Side menu", spec 2 §6 "Menu groups"): a group shows where its first entry stands. A route without `screen`
 * or `resource` shows "Em breve" until its area is built.
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
    ...bills.routes,
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
    ...institutions.routes,
    ...taxi.routes,
    ...administration.routes,
    ...accountTypes.routes,
    ...dashboards.routes,
];

/**
 * Spec 1 §2 / spec 2 §2: menu entries without a path (no screen exists for them). Promoters (credit
 * promoters) and the credit card sit with credit; prepaid services and reports span areas, so top level.
 */
export const MENU_PLACEHOLDERS: { group: MenuGroupId | null; label: string }[] = [
    { group: 'credit', label: 'Promotores' },
    { group: 'credit', label: 'Cartão de crédito' },
    { group: null, label: 'Serviços pré-pagos' },
    { group: null, label: 'Relatórios' },
];
