import { route } from '../route';
import { accountHandlers } from './accounts';
import { accountTypeHandlers } from './accountTypes';
import { approvalHandlers } from './approvals';
import { authHandlers } from './auth';
import { billHandlers } from './bills';
import { cardHandlers } from './cards';
import { cepHandlers } from './cep';
import { draweeHandlers } from './drawees';
import { invoiceHandlers } from './invoices';
import { notificationHandlers } from './notifications';
import { passwordHandlers } from './passwords';
import { profileHandlers } from './profile';

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
    ...invoiceHandlers,
];
