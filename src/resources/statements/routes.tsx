import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import QueryStatsOutlined from '@mui/icons-material/QueryStatsOutlined';
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined';
import type { RouteDef } from '../../app/routes/types';
import { PERMISSIONS as P } from '../../contract/permissions';
import { HOLDER_PERIODS } from '../../domain/holders';
import { lazyScreen } from '../../ui/lazyScreen';

const statement = (name: 'AccountStatementPage' | 'OwnStatementPage' | 'SubaccountStatementPage') =>
    lazyScreen(() => import('./StatementPage'), name);

const ledgerListing = (name: keyof typeof import('./listings/LedgerListingPage')) =>
    lazyScreen(() => import('./listings/LedgerListingPage'), name);

/** Spec 1 §2: type is one of three; period is optional ('' in the path) and defaults to 'tudo'. */
const LISTING_PARAMS = {
    type: ['taxas-e-tarifas', 'depositos', 'saque'],
    period: ['', ...HOLDER_PERIODS.map((period) => period.value)],
};

/** This area's slice of the route table: src/app/routes/table.tsx joins the slices in side-menu order. */
export const routes: RouteDef[] = [
    {
        path: '/m-extrato-conta',
        title: 'Extrato da minha conta',
        parent: '/minha-conta',
        permissions: [P.accountMyAccountShow],
        screen: statement('OwnStatementPage'),
    },
    // The menu's /conta-universal comes right after /minha-conta (the accounts slice).
    {
        path: '/conta-universal',
        title: 'Conta universal',
        permissions: [P.universalAccountIndex],
        brand: ['contaUniversal'],
        menu: { group: null, icon: PublicOutlined },
        screen: lazyScreen(() => import('./universal/UniversalAccountPage'), 'UniversalAccountPage'),
    },
    {
        path: '/extrato-conta',
        title: 'Extrato da conta',
        permissions: [P.statementIndex],
        menu: { group: null, icon: ReceiptOutlined },
        screen: statement('AccountStatementPage'),
    },
    {
        path: '/s-extrato-conta',
        title: 'Extrato da subconta',
        parent: '/extrato-conta',
        permissions: [P.statementIndex],
        screen: statement('SubaccountStatementPage'),
    },
    {
        path: '/extract-detail',
        title: 'Detalhe do lançamento',
        parent: '/extrato-conta',
        permissions: [P.statementShow],
        screen: lazyScreen(() => import('./MovementDetailPage'), 'MovementDetailPage'),
    },
    {
        path: '/future-release',
        title: 'Lançamentos futuros',
        permissions: [P.statementIndex],
        menu: { group: null, icon: EventNoteOutlined },
        screen: lazyScreen(() => import('./FutureReleasePage'), 'FutureReleasePage'),
    },
    // Spec 1 §2 "Listings": every holder's fees and tariffs, deposits or withdrawals. Their payment.tax_and_fee.index
    // also opens them. The spec's menu has no entry for them; staff find the listing beside the statements, and its
    // tabs switch the kind, the period and the detailing (which is reached only from there).
    {
        path: '/listagem/:type/:period?',
        params: LISTING_PARAMS,
        title: 'Listagem de movimentações',
        permissions: [P.listingIndex, P.taxAndFeeIndex],
        menu: { group: null, icon: QueryStatsOutlined, to: '/listagem/taxas-e-tarifas' },
        screen: ledgerListing('LedgerListingPage'),
    },
    {
        path: '/detalhamento/:type/:period?',
        params: LISTING_PARAMS,
        title: 'Detalhamento de movimentações',
        permissions: [P.listingIndex, P.taxAndFeeIndex],
        notShortcut: true,
        screen: ledgerListing('LedgerDetailingPage'),
    },
];
