import type { ResourceMap } from '../types';
import { qAsSearch } from './search';

/** Account types (`/tipos-contas`), the controller's catalogue. */
export const catalogue: ResourceMap = {
    'tipos-contas': {
        path: 'access/account_type',
        mapFilter: qAsSearch,
    },
    /** The sandbox bank back to its seed (only the sandbox answers it). */
    sandbox: { path: 'sandbox', operations: { reset: { method: 'POST', path: () => 'sandbox/reset' } } },
    /** The address of a CEP (`data`: `{ cep }`): every address form (`useCepLookup`). */
    cep: {
        path: 'access/search/cep',
        operations: { lookup: { method: 'POST', path: () => 'access/search/cep' } },
    },
};
