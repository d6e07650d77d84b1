import type { RouteDef } from '../../app/routes/types';
import { PERMISSIONS as P } from '../../contract/permissions';
import { HOLDER_PERIODS, NFC_PERIOD } from '../../domain/holders';
import { lazyScreen } from '../../ui/lazyScreen';

const holderListing = (name: keyof typeof import('./HolderListPage')) =>
    lazyScreen(() => import('./HolderListPage'), name);

const HOLDER_PERIOD_VALUES = HOLDER_PERIODS.map((period) => period.value);

/** This area's slice of the route table: src/app/routes/table.tsx joins the slices in side-menu order. */
export const routes: RouteDef[] = [
    // Holder management: the account list (also the NFC entry's first step, hence card.nfc.associate). The
    // other listings take a period.
    {
        path: '/listagem-contas/:period',
        title: 'Listagem de contas',
        permissions: [P.accountIndex, P.cardNfcAssociate],
        menu: { group: 'holders', to: '/listagem-contas/tudo' },
        params: { period: [...HOLDER_PERIOD_VALUES, NFC_PERIOD] },
        screen: holderListing('AccountListingPage'),
    },
    {
        path: '/listagem-beneficiarios/:period',
        title: 'Listagem de contas benefício',
        permissions: [P.accountIndex],
        menu: { group: 'holders', to: '/listagem-beneficiarios/tudo' },
        params: { period: HOLDER_PERIOD_VALUES },
        screen: holderListing('BenefitListingPage'),
    },
    {
        path: '/listagem-estabelecimentos/:period',
        title: 'Listagem de estabelecimentos',
        permissions: [P.accountIndex],
        menu: { group: 'holders', to: '/listagem-estabelecimentos/tudo' },
        params: { period: HOLDER_PERIOD_VALUES },
        screen: holderListing('MerchantListingPage'),
    },
    {
        path: '/listagem-contas-pre-pagas/:period',
        title: 'Listagem de contas pré-pagas',
        permissions: [P.accountIndex],
        menu: { group: 'holders', to: '/listagem-contas-pre-pagas/tudo' },
        params: { period: HOLDER_PERIOD_VALUES },
        screen: holderListing('PrepaidListingPage'),
    },
    // /listagem/:type and /detalhamento/:type (fees, deposits, withdrawals) are the statements area's.
];
