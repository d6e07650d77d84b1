import { route } from '../route';
import { accountHandlers } from './accounts';
import { accountTypeHandlers } from './accountTypes';
import { approvalHandlers } from './approvals';
import { authHandlers } from './auth';
import { billHandlers } from './bills';
import { cardHandlers } from './cards';
import { cepHandlers } from './cep';
import { draweeHandlers } from './drawees';
import { invoiceBatchFileHandlers } from './invoiceBatchFile';
import { invoiceDashboardHandlers } from './invoiceDashboard';
import { invoiceHandlers } from './invoices';
import { notificationHandlers } from './notifications';
import { passwordHandlers } from './passwords';
import { pixDictionaryHandlers } from './pixDictionary';
import { pixFavoriteHandlers } from './pixFavorites';
import { pixQrcodeHandlers } from './pixQrcodes';
import { pixStaffHandlers } from './pixStaff';
import { pixStatementHandlers } from './pixStatement';
import { pixTransferHandlers } from './pixTransfers';
import { profileHandlers } from './profile';
import { slipHandlers } from './slips';

const sandboxHandlers = [
    route('post', 'sandbox/reset', { permission: 'authenticated' }, ({ store }) => {
        // The people signed in stay signed in: their sessions survive the reset.
        const { sessions, smsCodes } = store.state;
        store.reset();
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
    ...accountTypeHandlers,
    ...accountHandlers,
    ...sandboxHandlers,
    ...profileHandlers,
    ...notificationHandlers,
    ...cardHandlers,
    ...billHandlers,
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
];
