export { FutureBalance } from './FutureBalance';
export { routes } from './routes';
