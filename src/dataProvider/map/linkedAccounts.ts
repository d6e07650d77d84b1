import type { ResourceMap } from '../resources';

export const linkedAccounts: ResourceMap = {};
