import PublicOutlined from '@mui/icons-material/PublicOutlined';
import type { RouteDef } from '../../app/routes/types';
import { PERMISSIONS as P } from '../../contract/permissions';

/** This area's slice of the route table: src/app/routes/table.tsx joins the slices in side-menu order. */
export const routes: RouteDef[] = [
    {
        path: '/m-extrato-conta',
        title: 'Extrato da minha conta',
        parent: '/minha-conta',
        permissions: [P.accountMyAccountShow],
    },
    // The menu's /conta-universal comes right after /minha-conta (the accounts slice).
    {
        path: '/conta-universal',
        title: 'Conta universal',
        permissions: [P.universalAccountIndex],
        brand: ['contaUniversal'],
        menu: { group: null, icon: PublicOutlined },
    },
    { path: '/extrato-conta', title: 'Extrato da conta', permissions: [P.statementIndex] },
    {
        path: '/s-extrato-conta',
        title: 'Extrato da subconta',
        parent: '/extrato-conta',
        permissions: [P.statementIndex],
    },
    {
        path: '/extract-detail',
        title: 'Detalhe do lançamento',
        parent: '/extrato-conta',
        permissions: [P.statementShow],
    },
    { path: '/future-release', title: 'Lançamentos futuros', permissions: [P.statementIndex] },
];
