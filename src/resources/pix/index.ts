export type { Participant } from './api';
export { routes } from './routes';
export { ParticipantPicker } from './send/ParticipantPicker';
