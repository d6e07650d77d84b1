import type { ResourceMap } from '../resources';

export const accounts: ResourceMap = {};
