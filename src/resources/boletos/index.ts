import type { ResourceProps } from 'react-admin';
import { drawees } from './drawees';

export { lookupCep } from './drawees/api';

export const resources: ResourceProps[] = [drawees];
export { routes } from './routes';
