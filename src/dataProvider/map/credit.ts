import type { ResourceMap } from '../resources';

export const credit: ResourceMap = {};
