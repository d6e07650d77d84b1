import type { Audience, RouteDef } from '../../app/routes/types';
import { PERMISSIONS as P } from '../../contract/permissions';

const POINT_OF_SALE: Audience = { brand: ['pointOfSale'] };

/** This area's slice of the route table: src/app/routes/table.tsx joins the slices in side-menu order. */
export const routes: RouteDef[] = [
    // Point of sale (some brands): the Lojas-labelled hierarchy lists and the cash operations.
    {
        path: '/lojas',
        title: 'Lojas',
        permissions: [P.bankIndex],
        ...POINT_OF_SALE,
        menu: { group: 'pointOfSale' },
    },
    {
        path: '/pontos-de-venda',
        title: 'Pontos de venda',
        permissions: [P.agencyIndex],
        ...POINT_OF_SALE,
        menu: { group: 'pointOfSale' },
    },
    {
        path: '/extrato-pdv',
        title: 'Extrato do PDV',
        permissions: [P.posAccountingIndex],
        ...POINT_OF_SALE,
        menu: { group: 'pointOfSale' },
    },
    {
        path: '/operacoes-pdv',
        title: 'Operações do PDV',
        permissions: [P.posAccountingStore],
        ...POINT_OF_SALE,
        menu: { group: 'pointOfSale' },
    },
    {
        path: '/cadastro-loja',
        title: 'Cadastro de loja',
        parent: '/lojas',
        permissions: [P.bankStore],
        ...POINT_OF_SALE,
    },
    {
        path: '/cadastro-ponto-de-venda',
        title: 'Cadastro de ponto de venda',
        parent: '/pontos-de-venda',
        permissions: [P.agencyStore],
        ...POINT_OF_SALE,
    },
];
