import type { ResourceMap } from '../resources';

export const payroll: ResourceMap = {};
