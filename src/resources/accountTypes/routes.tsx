import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import type { ResourceProps } from 'react-admin';
import type { RouteDef } from '../../app/routes/types';
import { PERMISSIONS as P } from '../../contract/permissions';
import { lazyScreen } from '../../ui/lazyScreen';
import type { ListPrefetch } from '../../ui/lists/listPrefetch';
import { ACCOUNT_TYPE_LIST } from './listQuery';

/** This area's slice of the route table: src/app/routes/table.tsx joins the slices in side-menu order. */
export const routes: RouteDef[] = [
    {
        path: '/tipos-contas',
        title: 'Tipos de conta',
        permissions: [P.accountTypeIndex],
        menu: { group: null, icon: CategoryOutlined },
        resource: 'tipos-contas',
    },
];

/** Administração › Tipos de conta (`/tipos-contas`); each screen loads in its own chunk. */
export const accountTypes: ResourceProps = {
    name: 'tipos-contas',
    list: lazyScreen(() => import('./AccountTypeList'), 'AccountTypeList'),
    create: lazyScreen(() => import('./AccountTypeEdit'), 'AccountTypeCreate'),
    edit: lazyScreen(() => import('./AccountTypeEdit'), 'AccountTypeEdit'),
    icon: AccountBalanceWalletIcon,
    recordRepresentation: 'name',
};

export const resources: ResourceProps[] = [accountTypes];

/** The lists whose first page is fetched at start-up when the app opens on them. */
export const lists: ListPrefetch[] = [ACCOUNT_TYPE_LIST];
