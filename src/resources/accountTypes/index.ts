export { accountTypes, resources, routes } from './routes';
