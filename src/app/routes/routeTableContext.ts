import { createContext, useContext } from 'react';
import type { RouteDef } from './types';

/**
 * The route table, handed down by the app (src/App.tsx) to the screens that look other screens up (the home's
 * and the Pix home's shortcuts, the payers list's buttons): a screen importing the table would import itself,
 * since the table loads the screens.
 */
export const RouteTableContext = createContext<readonly RouteDef[] | null>(null);

export const useRouteTable = (): readonly RouteDef[] => {
    const routes = useContext(RouteTableContext);
    if (!routes) throw new Error('RouteTableContext ausente: a tela precisa da tabela de rotas do app.');
    return routes;
};
