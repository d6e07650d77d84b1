export { routes } from './routes';
export { hierarchyScreens } from './screens';
