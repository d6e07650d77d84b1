import type { ResourceMap } from '../resources';

export const notifications: ResourceMap = {};
