import type { ResourceMap } from '../resources';

export const subaccounts: ResourceMap = {};
