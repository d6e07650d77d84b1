import type { ResourceMap } from '../types';
import { qAsSearch } from './search';

/** Account types (`/tipos-contas`), the controller's catalogue. */
export const catalogue: ResourceMap = {
    'tipos-contas': {
        path: 'access/account_type',
        mapFilter: qAsSearch,
    },
    /** The address of a CEP (`data`: `{ cep }`): every address form (`useCepLookup`). */
    cep: {
        path: 'access/search/cep',
        operations: { lookup: { method: 'POST', path: () => 'access/search/cep' } },
    },
};
