/**
 * Cooperative registration (`/cadastro-de-cooperativa`): its route is in the approvals slice (spec 1 §2 lists it
 * among the back-office approvals), which loads this screen lazily through this index.
 */
export { CooperativePage } from './CooperativePage';
