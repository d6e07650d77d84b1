import type { ListPrefetch } from '../../ui/lists/listPrefetch';

/** `/tipos-contas`' first page, shared by the list and the start-up prefetch. */
export const ACCOUNT_TYPE_LIST: ListPrefetch = {
    path: '/tipos-contas',
    resource: 'tipos-contas',
    sort: { field: 'name', order: 'ASC' },
    perPage: 25,
    syncWithLocation: true,
};
