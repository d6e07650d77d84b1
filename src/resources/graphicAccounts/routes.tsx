import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import type { RouteDef } from '../../app/routes/types';
import { PERMISSIONS as P } from '../../contract/permissions';
import { lazyScreen } from '../../ui/lazyScreen';

/** This area's slice of the route table: src/app/routes/table.tsx joins the slices in side-menu order. */
export const routes: RouteDef[] = [
    // Graphic accounts (contas gráficas).
    {
        path: '/contas-graficas',
        title: 'Contas gráficas',
        permissions: [P.graphicAccountIndex],
        menu: { group: null, icon: RequestQuoteOutlined },
        screen: lazyScreen(() => import('./GraphicAccountsPage'), 'GraphicAccountsPage'),
    },
    {
        path: '/detalhe-conta-grafica',
        title: 'Detalhe da conta gráfica',
        parent: '/contas-graficas',
        permissions: [P.graphicAccountShow],
        screen: lazyScreen(() => import('./GraphicAccountDetailPage'), 'GraphicAccountDetailPage'),
    },
];
