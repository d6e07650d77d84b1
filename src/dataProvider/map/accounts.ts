import type { QueryValue } from '../../http/query';
import type { ResourceMap } from '../resources';

/** Accounts. */
export const accounts: ResourceMap = {
    /** One holder's accounts (`filter.person_id`, which is in the path), answered whole: `useHolderAccounts`. */
    'contas-titular': {
        path: ({ person_id }) => `access/persons/${person_id}/accounts`,
        mapFilter: ({ person_id: _, ...rest }) => rest as Record<string, QueryValue>,
    },
};
