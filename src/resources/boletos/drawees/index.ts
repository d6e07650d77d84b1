import ContactPageIcon from '@mui/icons-material/ContactPage';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../../../ui/lazyScreen';

/**
 * Sacados (`/sacados`, spec 1 §2): list and edit as a react-admin resource; `/criar-sacado`, `/sacado-lote`
 * and `/instrucoes-sacado-lote` are screens of the boletos area's route slice. Each screen loads in its
 * own chunk.
 */
export const drawees: ResourceProps = {
    name: 'sacados',
    list: lazyScreen(() => import('./DraweeList'), 'DraweeList'),
    create: lazyScreen(() => import('./DraweeEdit'), 'DraweeCreate'),
    edit: lazyScreen(() => import('./DraweeEdit'), 'DraweeEdit'),
    icon: ContactPageIcon,
    recordRepresentation: 'name',
};
