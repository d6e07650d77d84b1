import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import type { RouteDef } from '../../app/routes/types';
import { PERMISSIONS as P } from '../../contract/permissions';

/** This area's slice of the route table: src/app/routes/table.tsx joins the slices in side-menu order. */
export const routes: RouteDef[] = [
    {
        path: '/list-form',
        title: 'Formulários',
        permissions: [P.formIndex],
        menu: { group: null, icon: DescriptionOutlined },
    },
    { path: '/edit-form', title: 'Editar formulário', parent: '/list-form', permissions: [P.formUpdate] },
];
