import { canOpen } from '../../app/routes/access';
import { useRouteTable } from '../../app/routes/routeTableContext';
import { useViewer } from '../../app/routes/useViewer';

/** May the signed-in user open this path on this brand? (A button or link to it is shown only then.) */
export const useCanOpen = () => {
    const table = useRouteTable();
    const viewer = useViewer();
    return (path: string) => {
        const route = table.find((r) => r.path === path);
        return !!route && canOpen(route, viewer);
    };
};
