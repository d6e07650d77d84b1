import CompareArrowsOutlined from '@mui/icons-material/CompareArrowsOutlined';
import type { Audience, RouteDef } from '../../app/routes/types';
import { PERMISSIONS as P } from '../../contract/permissions';
import { lazyScreen } from '../../ui/lazyScreen';
import { hierarchyScreens as S } from './screens';
import { variantOf } from './variant';

const BankComparisonPage = lazyScreen(() => import('./comparison/BankComparisonPage'), 'BankComparisonPage');

/** Spec 1 §2: one brand renames /bancos, /agencias, /contas to /montadora, /filial, /funcionarios. */
const RENAMED: Audience = { brand: ['hierarchyRenames'] };

const NOT_RENAMED: Audience = { brandNot: ['hierarchyRenames'] };
/** /bancos and /agencias: the store-labelled brands open /lojas and /pontos-de-venda instead (spec 1 §2). */
const BANKS_AND_BRANCHES: Audience = { brandNot: ['hierarchyRenames', 'storeLabels'] };
/**
 * The detail pages have no store twin: on a store brand they hang under /lojas and /pontos-de-venda, so no
 * breadcrumb leads to a page the brand cannot open (the brand is fixed at start-up).
 */
const STORE = variantOf() === 'store';

/** This area's slice of the route table: src/app/routes/table.tsx joins the slices in side-menu order. */
export const routes: RouteDef[] = [
    // Institutions (hierarchy). The renaming brand sees /montadora, /filial, /funcionarios in place of
    // /bancos, /agencias, /contas, so the menu lists each pair together: either brand sees bank, branch,
    // account. (Store-labelled brands use /lojas and /pontos-de-venda, and their own titles for the other screens:
    // src/i18n/brands.ts.)
    {
        path: '/bancos',
        title: 'Bancos',
        permissions: [P.bankIndex],
        ...BANKS_AND_BRANCHES,
        menu: { group: 'hierarchy' },
        screen: S.banks,
    },
    {
        path: '/montadora',
        title: 'Montadoras',
        permissions: [P.bankIndex],
        ...RENAMED,
        menu: { group: 'hierarchy' },
        screen: S.banks,
    },
    {
        path: '/agencias',
        title: 'Agências',
        permissions: [P.agencyIndex],
        ...BANKS_AND_BRANCHES,
        menu: { group: 'hierarchy' },
        screen: S.agencies,
    },
    {
        path: '/filial',
        title: 'Filiais',
        permissions: [P.agencyIndex],
        ...RENAMED,
        menu: { group: 'hierarchy' },
        screen: S.agencies,
    },
    {
        path: '/contas',
        title: 'Contas',
        permissions: [P.accountIndex],
        ...NOT_RENAMED,
        menu: { group: 'hierarchy' },
        screen: S.accounts,
    },
    {
        path: '/funcionarios',
        title: 'Funcionários',
        permissions: [P.accountIndex],
        ...RENAMED,
        menu: { group: 'hierarchy' },
        screen: S.accounts,
    },
    {
        path: '/cadastro-banco',
        title: 'Cadastro de banco',
        parent: '/bancos',
        permissions: [P.bankStore],
        ...BANKS_AND_BRANCHES,
        screen: S.bankForm,
    },
    {
        path: '/detalhe-banco',
        title: 'Detalhe do banco',
        parent: STORE ? '/lojas' : '/bancos',
        permissions: [P.bankShow],
        ...NOT_RENAMED,
        screen: S.bankDetail,
    },
    {
        path: '/cadastro-agencia',
        title: 'Cadastro de agência',
        parent: '/agencias',
        permissions: [P.agencyStore],
        ...BANKS_AND_BRANCHES,
        screen: S.agencyForm,
    },
    {
        path: '/detalhe-agencia',
        title: 'Detalhe da agência',
        parent: STORE ? '/pontos-de-venda' : '/agencias',
        permissions: [P.agencyShow],
        ...NOT_RENAMED,
        screen: S.agencyDetail,
    },
    {
        path: '/cadastro-contas',
        title: 'Cadastro de conta na agência',
        parent: '/contas',
        permissions: [P.accountCreate],
        ...NOT_RENAMED,
        screen: S.accountForm,
    },
    {
        path: '/cadastro-montadora',
        title: 'Cadastro de montadora',
        parent: '/montadora',
        permissions: [P.bankStore],
        ...RENAMED,
        screen: S.bankForm,
    },
    {
        path: '/detalhe-montadora',
        title: 'Detalhe da montadora',
        parent: '/montadora',
        permissions: [P.bankShow],
        ...RENAMED,
        screen: S.bankDetail,
    },
    {
        path: '/cadastro-filial',
        title: 'Cadastro de filial',
        parent: '/filial',
        permissions: [P.agencyStore],
        ...RENAMED,
        screen: S.agencyForm,
    },
    {
        path: '/detalhe-filial',
        title: 'Detalhe da filial',
        parent: '/filial',
        permissions: [P.agencyShow],
        ...RENAMED,
        screen: S.agencyDetail,
    },
    {
        path: '/cadastro-funcionarios',
        title: 'Cadastro de funcionário',
        parent: '/funcionarios',
        permissions: [P.accountCreate],
        ...RENAMED,
        screen: S.accountForm,
    },
    // Spec 1 §2 and spec 2 §6 list the bank comparison after the hierarchy group, at the top level.
    {
        path: '/comparativo-bancos',
        title: 'Comparativo de bancos',
        permissions: [P.bankIndex],
        menu: { group: null, icon: CompareArrowsOutlined },
        screen: BankComparisonPage,
    },
];
