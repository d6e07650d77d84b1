import type { Role } from '../../contract/roles';

/** Spec 1 §6: approval management with report and the back-office approvals: Controller and Back Office. */
export const BACKOFFICE: Role[] = ['controller', 'backoffice'];

/** Spec 1 §6: only Controller sees the Administrative menu (profiles, tariffs, maintenance tariff). */
export const CONTROLLER: Role[] = ['controller'];
