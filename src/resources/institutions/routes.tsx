import CompareArrowsOutlined from '@mui/icons-material/CompareArrowsOutlined';
import type { Audience, RouteDef } from '../../app/routes/types';
import { PERMISSIONS as P } from '../../contract/permissions';
import { lazyScreen } from '../../ui/lazyScreen';

const BankComparisonPage = lazyScreen(() => import('./comparison/BankComparisonPage'), 'BankComparisonPage');

/** Spec 1 §2: one brand renames /bancos, /agencias, /contas to /montadora, /filial, /funcionarios. */
const RENAMED: Audience = { brand: ['hierarchyRenames'] };

const NOT_RENAMED: Audience = { brandNot: ['hierarchyRenames'] };
/** /bancos and /agencias: the store-labelled brands open /lojas and /pontos-de-venda instead (spec 1 §2). */
const BANKS_AND_BRANCHES: Audience = { brandNot: ['hierarchyRenames', 'storeLabels'] };

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
    },
    {
        path: '/montadora',
        title: 'Montadoras',
        permissions: [P.bankIndex],
        ...RENAMED,
        menu: { group: 'hierarchy' },
    },
    {
        path: '/agencias',
        title: 'Agências',
        permissions: [P.agencyIndex],
        ...BANKS_AND_BRANCHES,
        menu: { group: 'hierarchy' },
    },
    {
        path: '/filial',
        title: 'Filiais',
        permissions: [P.agencyIndex],
        ...RENAMED,
        menu: { group: 'hierarchy' },
    },
    {
        path: '/contas',
        title: 'Contas',
        permissions: [P.accountIndex],
        ...NOT_RENAMED,
        menu: { group: 'hierarchy' },
    },
    {
        path: '/funcionarios',
        title: 'Funcionários',
        permissions: [P.accountIndex],
        ...RENAMED,
        menu: { group: 'hierarchy' },
    },
    {
        path: '/cadastro-banco',
        title: 'Cadastro de banco',
        parent: '/bancos',
        permissions: [P.bankStore],
        ...NOT_RENAMED,
    },
    {
        path: '/detalhe-banco',
        title: 'Detalhe do banco',
        parent: '/bancos',
        permissions: [P.bankShow],
        ...NOT_RENAMED,
    },
    {
        path: '/cadastro-agencia',
        title: 'Cadastro de agência',
        parent: '/agencias',
        permissions: [P.agencyStore],
        ...NOT_RENAMED,
    },
    {
        path: '/detalhe-agencia',
        title: 'Detalhe da agência',
        parent: '/agencias',
        permissions: [P.agencyShow],
        ...NOT_RENAMED,
    },
    {
        path: '/cadastro-contas',
        title: 'Cadastro de conta na agência',
        parent: '/contas',
        permissions: [P.accountCreate],
        ...NOT_RENAMED,
    },
    {
        path: '/cadastro-montadora',
        title: 'Cadastro de montadora',
        parent: '/montadora',
        permissions: [P.bankStore],
        ...RENAMED,
    },
    {
        path: '/detalhe-montadora',
        title: 'Detalhe da montadora',
        parent: '/montadora',
        permissions: [P.bankShow],
        ...RENAMED,
    },
    {
        path: '/cadastro-filial',
        title: 'Cadastro de filial',
        parent: '/filial',
        permissions: [P.agencyStore],
        ...RENAMED,
    },
    {
        path: '/detalhe-filial',
        title: 'Detalhe da filial',
        parent: '/filial',
        permissions: [P.agencyShow],
        ...RENAMED,
    },
    {
        path: '/cadastro-funcionarios',
        title: 'Cadastro de funcionário',
        parent: '/funcionarios',
        permissions: [P.accountCreate],
        ...RENAMED,
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
