import { fileStore } from '../fileStore';
import { route } from '../route';
import { accountDashboardHandlers } from './accountDashboard';
import { accountHandlers } from './accounts';
import { accountTypeHandlers } from './accountTypes';
import { approvalHandlers } from './approvals';
import { authHandlers } from './auth';
import { bankReportHandlers } from './bankReports';
import { billHandlers } from './bills';
import { cardHandlers } from './cards';
import { cashierHandlers } from './cashier';
import { cepHandlers } from './cep';
import { certificateHandlers } from './certificates';
import { cooperativeHandlers } from './cooperatives';
import { documentHandlers } from './documents';
import { draweeHandlers } from './drawees';
import { holderHandlers } from './holders';
import { institutionHandlers } from './institutions';
import { invoiceBatchFileHandlers } from './invoiceBatchFile';
import { invoiceDashboardHandlers } from './invoiceDashboard';
import { invoiceHandlers } from './invoices';
import { ledgerHandlers } from './ledgers';
import { linkedAccountHandlers } from './linkedAccounts';
import { notificationHandlers } from './notifications';
import { passwordHandlers } from './passwords';
import { payeeHandlers } from './payees';
import { payrollEmployeeHandlers } from './payrollEmployees';
import { pixDictionaryHandlers } from './pixDictionary';
import { pixFavoriteHandlers } from './pixFavorites';
import { pixQrcodeHandlers } from './pixQrcodes';
import { pixStaffHandlers } from './pixStaff';
import { pixStatementHandlers } from './pixStatement';
import { pixTransferHandlers } from './pixTransfers';
import { productHandlers } from './products';
import { profileHandlers } from './profile';
import { manualRechargeHandlers } from './recharges';
import { rechargeInvoiceHandlers } from './rechargesInvoice';
import { administrativeTransferHandlers } from './rechargesTransfer';
import { redemptionHandlers } from './redemptions';
import { signupHandlers } from './signup';
import { slipHandlers } from './slips';
import { statementCorrectionHandlers } from './statementCorrections';
import { statementHandlers } from './statements';
import { subaccountHandlers } from './subaccounts';
import { transactionPasswordHandlers } from './transactionPassword';
import { transferHandlers } from './transfers';
import { userHandlers } from './users';

const sandboxHandlers = [
    route('post', 'sandbox/reset', { permission: 'authenticated' }, ({ store }) => {
        // The people signed in stay signed in: their sessions survive the reset.
        const { sessions, smsCodes } = store.state;
        store.reset();
        // The documents' files go with their documents (the seed's have none).
        void fileStore.clear();
        store.state.sessions = sessions;
        store.state.smsCodes = smsCodes;
        store.save('sessions');
        store.save('smsCodes');
        return { message: 'Dados de demonstração redefinidos.' };
    }),
];

/** Every endpoint of the sandbox bank; the browser worker and the tests' msw/node server share them. */
export const handlers = [
    ...authHandlers,
    ...passwordHandlers,
    ...signupHandlers,
    ...accountTypeHandlers,
    // Before any `access/account/:id` handler: its `access/account/create` is a fixed path.
    ...subaccountHandlers,
    ...linkedAccountHandlers,
    ...payeeHandlers,
    ...accountHandlers,
    // After the fixed `access/account/create` and `access/person/photo` paths of the areas above.
    ...holderHandlers,
    // After subaccounts' fixed `access/account/create`: its `access/account/:id` read would take it.
    ...institutionHandlers,
    ...sandboxHandlers,
    // Before profileHandlers: their `access/user/:uuid` would take `sum` or `create` for a uuid.
    ...userHandlers,
    ...profileHandlers,
    ...transactionPasswordHandlers,
    ...notificationHandlers,
    ...cardHandlers,
    ...billHandlers,
    ...cashierHandlers,
    ...redemptionHandlers,
    ...approvalHandlers,
    ...cepHandlers,
    ...draweeHandlers,
    // Before invoiceHandlers: their `payment/invoice/:id` would take 'dashboard' for an id.
    ...invoiceDashboardHandlers,
    ...invoiceBatchFileHandlers,
    ...invoiceHandlers,
    ...slipHandlers,
    ...pixDictionaryHandlers,
    ...pixQrcodeHandlers,
    ...pixTransferHandlers,
    ...pixStatementHandlers,
    ...pixFavoriteHandlers,
    ...pixStaffHandlers,
    ...documentHandlers,
    ...certificateHandlers,
    ...accountDashboardHandlers,
    ...payrollEmployeeHandlers,
    ...bankReportHandlers,
    ...cooperativeHandlers,
    ...statementCorrectionHandlers,
    ...ledgerHandlers,
    ...statementHandlers,
    ...transferHandlers,
    ...manualRechargeHandlers,
    ...administrativeTransferHandlers,
    ...rechargeInvoiceHandlers,
    ...productHandlers,
];
