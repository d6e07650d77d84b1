import { useStore } from 'react-admin';

/**
 * The organisation the Pix staff screens act on, chosen on /selecionar-org-pix and kept in react-admin's
 * store (sessionStorage, cleared at logout). Null until chosen: the bank answers for itself.
 */
export const PIX_ORGANIZATION_KEY = 'pixStaff.organizationId';
export const SELECT_ORGANIZATION_PATH = '/selecionar-org-pix';

export const useSelectedOrganizationId = () => useStore<number | null>(PIX_ORGANIZATION_KEY, null);
