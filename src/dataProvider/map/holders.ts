import type { ResourceMap } from '../resources';

export const holders: ResourceMap = {};
