import type { Audience, RouteDef } from '../../app/routes/types';
import { PERMISSIONS as P } from '../../contract/permissions';
import { hierarchyScreens as S } from '../institutions';

const POINT_OF_SALE: Audience = { brand: ['pointOfSale'] };

/** This area's slice of the route table: src/app/routes/table.tsx joins the slices in side-menu order. */
export const routes: RouteDef[] = [
    // Point of sale (some brands): the Lojas-labelled hierarchy lists and the cash operations. The hierarchy's
    // twins open the institutions area's screens, which speak the store brand's words.
    {
        path: '/lojas',
        title: 'Lojas',
        permissions: [P.bankIndex],
        ...POINT_OF_SALE,
        menu: { group: 'pointOfSale' },
        screen: S.banks,
    },
    {
        path: '/pontos-de-venda',
        title: 'Pontos de venda',
        permissions: [P.agencyIndex],
        ...POINT_OF_SALE,
        menu: { group: 'pointOfSale' },
        screen: S.agencies,
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
        screen: S.bankForm,
    },
    {
        path: '/cadastro-ponto-de-venda',
        title: 'Cadastro de ponto de venda',
        parent: '/pontos-de-venda',
        permissions: [P.agencyStore],
        ...POINT_OF_SALE,
        screen: S.agencyForm,
    },
];
