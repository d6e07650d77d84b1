import { lazyScreen } from '../../ui/lazyScreen';

/**
 * The hierarchy's screens, each in its own chunk; the brand twins (a store brand's /lojas, /pontos-de-venda,
 * /cadastro-loja, /cadastro-ponto-de-venda in the point-of-sale slice; the renaming brand's paths) open the same
 * ones, which read the brand's words and paths (variant.ts).
 */
export const hierarchyScreens = {
    banks: lazyScreen(() => import('./BankListPage'), 'BankListPage'),
    bankForm: lazyScreen(() => import('./BankFormPage'), 'BankFormPage'),
    bankDetail: lazyScreen(() => import('./BankDetailPage'), 'BankDetailPage'),
    agencies: lazyScreen(() => import('./AgencyListPage'), 'AgencyListPage'),
    agencyForm: lazyScreen(() => import('./AgencyFormPage'), 'AgencyFormPage'),
    agencyDetail: lazyScreen(() => import('./AgencyDetailPage'), 'AgencyDetailPage'),
    accounts: lazyScreen(() => import('./AccountListPage'), 'AccountListPage'),
    accountForm: lazyScreen(() => import('./AccountFormPage'), 'AccountFormPage'),
};
