import { accessUsers } from './map/accessUsers';
import { accounts } from './map/accounts';
import { approvals } from './map/approvals';
import { bankReports } from './map/bankReports';
import { bills } from './map/bills';
import { boletos } from './map/boletos';
import { cards } from './map/cards';
import { cashier } from './map/cashier';
import { catalogue } from './map/catalogue';
import { cooperatives } from './map/cooperatives';
import { credit } from './map/credit';
import { dashboards } from './map/dashboards';
import { documents } from './map/documents';
import { holders } from './map/holders';
import { institutions } from './map/institutions';
import { ledgers } from './map/ledgers';
import { linkedAccounts } from './map/linkedAccounts';
import { notifications } from './map/notifications';
import { payees } from './map/payees';
import { payroll } from './map/payroll';
import { pix } from './map/pix';
import { products } from './map/products';
import { profile } from './map/profile';
import { recharges } from './map/recharges';
import { redemptions } from './map/redemptions';
import { registration } from './map/registration';
import { statementCorrections } from './map/statementCorrections';
import { statements } from './map/statements';
import { subaccounts } from './map/subaccounts';
import { transactionPassword } from './map/transactionPassword';
import { transfers } from './map/transfers';
import type { ResourceMap } from './types';

/**
 * The resource map: react-admin resource → endpoints; the one place a backend's paths and shapes live. Each
 * area's slice is in `map/<area>.ts`. Resource names are the spec's route paths where a route lists them
 * (`tipos-contas`, `sacados`), so react-admin's URLs are the spec's.
 */
export type { CallParams, Identifier, Operation, ResourceEndpoints, ResourceMap } from './types';

export const RESOURCES: ResourceMap = {
    ...catalogue,
    ...cooperatives,
    ...accessUsers,
    ...accounts,
    ...approvals,
    ...bankReports,
    ...bills,
    ...boletos,
    ...cards,
    ...cashier,
    ...credit,
    ...dashboards,
    ...documents,
    ...holders,
    ...institutions,
    ...ledgers,
    ...linkedAccounts,
    ...notifications,
    ...payees,
    ...payroll,
    ...pix,
    ...profile,
    ...redemptions,
    ...registration,
    ...statements,
    ...statementCorrections,
    ...subaccounts,
    ...transactionPassword,
    ...transfers,
    ...recharges,
    ...products,
};
