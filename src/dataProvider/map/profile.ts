import type { ResourceMap } from '../resources';

export const profile: ResourceMap = {};
