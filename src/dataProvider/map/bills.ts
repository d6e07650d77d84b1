import type { ResourceMap } from '../resources';

export const bills: ResourceMap = {};
