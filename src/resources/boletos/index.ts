export { lookupCep } from './drawees/api';
export { resources, routes } from './routes';
