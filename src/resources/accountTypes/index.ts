import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../../ui/lazyScreen';

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
export { routes } from './routes';
