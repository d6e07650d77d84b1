export { resources, routes } from './routes';
