export type { PersonInput } from './api';
export { EMPTY_PERSON, PersonFields } from './PersonFields';
export { routes } from './routes';
