import { Navigate, useParams } from 'react-router-dom';
import { ComingSoonPage } from '../ComingSoonPage';
import { canOpen } from './access';
import { routeTitle } from './routeTitle';
import type { RouteDef } from './types';
import { useViewer } from './useViewer';

/** A layout route of the table: its permission and audience checked, then its screen or "Em breve". */
export const RouteScreen = ({ route }: { route: RouteDef }) => {
    const viewer = useViewer();
    const values = useParams();
    const invalidParam = Object.entries(route.params ?? {}).some(
        ([name, allowed]) => !allowed.includes(values[name] ?? ''),
    );
    if (invalidParam) return <Navigate to="/pages/error-404" replace />;
    if (!canOpen(route, viewer)) return <Navigate to="/pages/not-authorized" replace />;
    const Screen = route.screen;
    return Screen ? <Screen /> : <ComingSoonPage title={routeTitle(route)} />;
};
