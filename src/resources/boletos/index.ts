export { lookupCep } from './drawees/cep';
export { resources, routes } from './routes';
