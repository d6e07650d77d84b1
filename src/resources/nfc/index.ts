export { routes } from './routes';
